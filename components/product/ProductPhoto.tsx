import { apiAssetUrl } from '@/config/public';

/**
 * A product's picture (a small SVG the API draws): the first on screen loads at once and is drawn
 * before the page goes on (`eager`, or the picture sent with the page as `inline`); the others load
 * as they come into view. Without a picture, its place is kept empty.
 */
export function ProductPhoto({
  path,
  inline,
  eager,
  alt,
  width,
  height,
  className,
}: {
  path: string;
  inline?: string | null;
  eager: boolean;
  alt: string;
  width: number;
  height: number;
  className?: string;
}) {
  const src = inline || (path ? apiAssetUrl(path) : '');
  // No picture (a provider's hotel without photos): its place, never an <img src=""> (a browser
  // would download the whole page again for it).
  if (!src) return <span className={className} aria-hidden="true" />;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a small SVG the API draws: nothing to optimise
    <img className={className} src={src} alt={alt} width={width} height={height} loading={eager ? 'eager' : 'lazy'} decoding={eager ? 'sync' : 'async'} />
  );
}
