import Head from 'next/head';
import { brand } from '@/config/public';
import { languageVersions, localisedPath } from '@/lib/seo/addresses';
import { useAppSelector } from '@/store/hooks';

/** Open Graph's locale of each language (Nigerian English, French). */
const OG_LOCALES = { en: 'en_NG', fr: 'fr_FR' } as const;

/**
 * Marks a page as one for search engines: every page is `noindex, follow` unless it renders this
 * (components/layout/AppShell.tsx), so a booking step, a filtered list or a private page is never
 * listed by accident. Gives the page's canonical address in the reader's language, its versions
 * in English and French (hreflang, with English as x-default), and the card a shared link shows
 * (Open Graph and Twitter: the page's own title and description).
 *
 * `path` is the page's plain address without the language prefix, with only the query that makes
 * it a page of its own (`/experiences/tours?city=LOS`): the same as its sitemap entry.
 */
export function Indexed({ path, title, description }: { path: string; title: string; description: string }) {
  const origin = useAppSelector((state) => state.ui.siteOrigin);
  const language = useAppSelector((state) => state.auth.locale);
  const canonical = `${origin}${localisedPath(path, language)}`;
  return (
    <Head>
      <meta name="robots" content="index, follow" />
      <link key="canonical" rel="canonical" href={canonical} />
      {languageVersions(origin, path).map((version) => (
        <link key={`alternate-${version.hreflang}`} rel="alternate" hrefLang={version.hreflang} href={version.href} />
      ))}
      <meta key="og:type" property="og:type" content="website" />
      <meta key="og:site_name" property="og:site_name" content={brand.name} />
      <meta key="og:url" property="og:url" content={canonical} />
      <meta key="og:title" property="og:title" content={title} />
      <meta key="og:description" property="og:description" content={description} />
      <meta key="og:locale" property="og:locale" content={OG_LOCALES[language]} />
      <meta key="og:locale:alternate" property="og:locale:alternate" content={OG_LOCALES[language === 'en' ? 'fr' : 'en']} />
      <meta key="twitter:card" name="twitter:card" content="summary_large_image" />
      <meta key="twitter:title" name="twitter:title" content={title} />
      <meta key="twitter:description" name="twitter:description" content={description} />
    </Head>
  );
}

/**
 * A page's title and description; with `indexed` (its plain address, as for Indexed), everything
 * a search engine and a share card read too.
 */
export function PageMeta({ title, description, indexed }: { title: string; description: string; indexed: string | null }) {
  return (
    <>
      <Head>
        <title>{title}</title>
        <meta name="description" content={description} />
      </Head>
      {indexed && <Indexed path={indexed} title={title} description={description} />}
    </>
  );
}
