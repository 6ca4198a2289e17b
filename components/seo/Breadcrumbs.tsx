import Link from 'next/link';
import styles from './Breadcrumbs.module.scss';

export interface Crumb {
  name: string;
  /** The page's plain address (no language prefix); the last crumb is the page itself. */
  path: string;
}

/** schema.org BreadcrumbList of the same crumbs, for a page's structured data; `absolute` makes an address whole. */
export const breadcrumbList = (crumbs: Crumb[], absolute: (path: string) => string) => ({
  '@type': 'BreadcrumbList',
  itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: absolute(crumb.path) })),
});

/**
 * Where a page stands (Home › Accra): every crumb a link but the last, the page itself. `onDark`
 * for a page that opens on the brand's colour (a route page's hero).
 */
export function Breadcrumbs({ label, crumbs, onDark = false }: { label: string; crumbs: Crumb[]; onDark?: boolean }) {
  return (
    <nav className={`${styles.crumbs}${onDark ? ` ${styles.onDark}` : ''}`} aria-label={label}>
      <ol>
        {crumbs.map((crumb, index) =>
          index < crumbs.length - 1 ? (
            <li key={crumb.path}>
              <Link href={crumb.path}>{crumb.name}</Link>
            </li>
          ) : (
            <li key={crumb.path} aria-current="page">
              {crumb.name}
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
