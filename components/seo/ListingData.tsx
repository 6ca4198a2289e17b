import { localisedPath } from '@/lib/seo/addresses';
import { useAppSelector } from '@/store/hooks';
import { breadcrumbList, type Crumb } from './Breadcrumbs';
import { JsonLd } from './JsonLd';

/**
 * A listing page's structured data for search engines (a category of experiences, a city's
 * stays): where it stands (BreadcrumbList) and what it lists, in order (ItemList), every address
 * whole and in the page's language.
 */
export function ListingData({ id, crumbs, items }: { id: string; crumbs: Crumb[]; items: Array<{ name: string; path: string }> }) {
  const origin = useAppSelector((state) => state.ui.siteOrigin);
  const language = useAppSelector((state) => state.auth.locale);
  const absolute = (path: string) => `${origin}${localisedPath(path, language)}`;
  return (
    <JsonLd
      id={id}
      data={{
        '@context': 'https://schema.org',
        '@graph': [
          breadcrumbList(crumbs, absolute),
          {
            '@type': 'ItemList',
            itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, url: absolute(item.path) })),
          },
        ],
      }}
    />
  );
}
