import { apiAssetUrl } from '@/config/public';

/**
 * A product's picture (a small SVG the API draws): the first on screen loads at once and is drawn
 * before the page goes on (`eager`, or the picture sent with the page as `inline`); the others load
 * as they come into view.
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
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a small SVG the API draws: nothing to optimise
    <img
      className={className}
      src={inline ?? apiAssetUrl(path)}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding={eager ? 'sync' : 'async'}
    />
  );
}
