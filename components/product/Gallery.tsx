import { apiAssetUrl } from '@/config/public';
import detail from './Detail.module.scss';

/**
 * A product's pictures in a row that scrolls sideways (a keyboard reaches it too): the first sent
 * with the page (`firstPhoto`, drawn at once), the others loaded as they come into view.
 */
export function Gallery({
  pictures,
  firstPhoto,
  label,
  alt,
}: {
  pictures: string[];
  firstPhoto: string | null;
  label: string;
  alt: (index: number) => string;
}) {
  return (
    <ul className={detail.gallery} aria-label={label} tabIndex={0}>
      {pictures.map((picture, index) => (
        <li key={picture}>
          {/* eslint-disable-next-line @next/next/no-img-element -- a small SVG the API draws: nothing to optimise */}
          <img
            src={index === 0 && firstPhoto ? firstPhoto : apiAssetUrl(picture)}
            width={400}
            height={300}
            loading={index === 0 ? 'eager' : 'lazy'}
            decoding={index === 0 ? 'sync' : 'async'}
            alt={alt(index)}
          />
        </li>
      ))}
    </ul>
  );
}
