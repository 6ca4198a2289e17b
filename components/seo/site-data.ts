import { brand } from '@/config/public';
import type { Language } from '@/lib/locale-defaults';
import { localisedPath } from '@/lib/seo/addresses';

/** The company and the site (schema.org Organization and WebSite, with the search a search engine may offer in its results). */
export function siteStructuredData(origin: string, language: Language) {
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Organization',
        '@id': `${origin}/#organization`,
        name: brand.name,
        url: `${origin}/`,
        logo: `${origin}/favicon.svg`,
        email: brand.supportEmail,
        sameAs: Object.values(brand.social),
        contactPoint: [
          {
            '@type': 'ContactPoint',
            telephone: brand.supportPhone,
            contactType: 'customer service',
            areaServed: 'NG',
            availableLanguage: ['English', 'French'],
          },
        ],
      },
      {
        '@type': 'WebSite',
        '@id': `${origin}/#website`,
        name: brand.name,
        url: `${origin}${localisedPath('/', language)}`,
        inLanguage: language,
        publisher: { '@id': `${origin}/#organization` },
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${origin}${localisedPath('/experiences/search', language)}?q={search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  };
}
