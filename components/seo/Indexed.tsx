import Head from 'next/head';
import { languageVersions, localisedPath } from '@/lib/seo/addresses';
import { useAppSelector } from '@/store/hooks';

/**
 * Marks a page as one for search engines: every page is `noindex, follow` unless it renders this
 * (components/layout/AppShell.tsx), so a booking step, a filtered list or a private page is never
 * listed by accident. Gives the page's canonical address in the reader's language and its
 * versions in English and French (hreflang, with English as x-default).
 *
 * `path` is the page's plain address without the language prefix, with only the query that makes
 * it a page of its own (`/experiences/tours?city=LOS`): the same as its sitemap entry.
 */
export function Indexed({ path }: { path: string }) {
  const origin = useAppSelector((state) => state.ui.siteOrigin);
  const language = useAppSelector((state) => state.auth.locale);
  return (
    <Head>
      <meta name="robots" content="index, follow" />
      <link key="canonical" rel="canonical" href={`${origin}${localisedPath(path, language)}`} />
      {languageVersions(origin, path).map((version) => (
        <link key={`alternate-${version.hreflang}`} rel="alternate" hrefLang={version.hreflang} href={version.href} />
      ))}
    </Head>
  );
}
