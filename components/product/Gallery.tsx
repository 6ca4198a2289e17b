import { ProductPhoto } from './ProductPhoto';
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
          <ProductPhoto path={picture} inline={index === 0 ? firstPhoto : null} eager={index === 0} alt={alt(index)} width={400} height={300} />
        </li>
      ))}
    </ul>
  );
}
