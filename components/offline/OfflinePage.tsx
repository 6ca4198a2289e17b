import Head from 'next/head';
import { useTranslation } from '@/components/i18n/use-translation';
import { StatusScreen } from '@/components/status/StatusScreen';
import status from '@/components/status/StatusScreen.module.scss';
import styles from './OfflinePage.module.scss';

/**
 * What the service worker (public/sw.js) answers for a page it has not kept when there is no
 * connection. It keeps this page at install and writes into it, offline, the list of pages kept
 * on the phone (`#saved-pages`, newest first, `#saved-none` removed) and takes the saved-copy line
 * it puts above a kept page from `data-saved-copy`: the words stay in the site's translations.
 */
export function OfflinePage() {
  const { t } = useTranslation('push');
  return (
    <>
      <Head>
        <title>{t('offline.title')}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <StatusScreen title={t('offline.title')} subtitle={t('offline.page')}>
        <a href="" className={status.button}>
          {t('offline.retry')}
        </a>
      </StatusScreen>
      <section className={styles.saved} aria-labelledby="saved-title" data-saved-copy={t('offline.savedCopy')}>
        <h2 id="saved-title">{t('offline.saved')}</h2>
        <ul id="saved-pages" className={styles.list}></ul>
        <p id="saved-none">{t('offline.none')}</p>
      </section>
    </>
  );
}
