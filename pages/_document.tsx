import NextDocument, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
import { serverAppWithTranslation } from '@/components/i18n/server-translation';
import { securePage } from '@/ssr/content-security';
import { siteOrigin } from '@/ssr/site-origin';

/**
 * The service worker (public/sw.js: push notices and the offline shell), registered once the page
 * has loaded, from the document rather than the app's bundle (no page pays for it in script).
 */
const registerServiceWorker = (locale: string | undefined) =>
  `if('serviceWorker'in navigator)addEventListener('load',function(){navigator.serviceWorker.register('/sw.js?lang=${locale === 'fr' ? 'fr' : 'en'}').catch(function(){})})`;

type Props = DocumentInitialProps & { nonce?: string; shareImage?: string };

/** Every rendered page: its language, theme colour, and a Content-Security-Policy with this response's nonce on Next's scripts. */
export default class Document extends NextDocument<Props> {
  static async getInitialProps(context: DocumentContext): Promise<Props> {
    // The page server's words: i18next instances shared between renders (components/i18n/server-translation.tsx).
    const renderPage = context.renderPage;
    context.renderPage = () => renderPage({ enhanceApp: serverAppWithTranslation });
    const initial = await NextDocument.getInitialProps(context);
    // Pages prerendered at build time have no response here; next.config.ts gives them the headers that do not need a nonce.
    const nonce = context.req && context.res ? securePage(context.req, context.res) : undefined;
    // The picture a shared link of this page shows, drawn by the API from the page's address (docs/seo.md).
    const path = (context.asPath ?? '/').split(/[?#]/)[0]!;
    const shareImage = context.req
      ? `${siteOrigin(context.req)}/api/share/card.png?path=${encodeURIComponent(path)}&lang=${context.locale === 'fr' ? 'fr' : 'en'}`
      : undefined;
    return { ...initial, nonce, shareImage };
  }

  render() {
    const { locale, nonce, shareImage } = this.props;
    return (
      <Html lang={locale ?? 'en'}>
        <Head nonce={nonce}>
          <meta name="theme-color" content="#0B6E4F" />
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
          {shareImage && (
            <>
              <meta property="og:image" content={shareImage} />
              <meta property="og:image:type" content="image/png" />
              <meta property="og:image:width" content="1200" />
              <meta property="og:image:height" content="630" />
            </>
          )}
        </Head>
        <body>
          <Main />
          <NextScript nonce={nonce} />
          {nonce && process.env.NODE_ENV === 'production' && <script nonce={nonce} dangerouslySetInnerHTML={{ __html: registerServiceWorker(locale) }} />}
        </body>
      </Html>
    );
  }
}
