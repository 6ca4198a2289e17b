import { PageMeta } from '@/components/seo/Indexed';
import { JsonLd } from '@/components/seo/JsonLd';
import { siteStructuredData } from '@/components/seo/site-data';
import { useAppSelector } from '@/store/hooks';
import { useTranslation } from '@/components/i18n/use-translation';
import { FlightSearchForm } from '@/components/flights/search/FlightSearchForm';
import { brand } from '@/config/public';
import styles from './FlightsHome.module.scss';
import { FromTheBlog } from './FromTheBlog';
import { PopularTrips } from './PopularTrips';
import { AdSlot } from '@/components/ads/AdSlot';

const PROMISES = ['guest', 'currency', 'support'] as const;

/** The flights home page (spec §2 route /): the search card is the whole first screen on a phone. */
export function FlightsHome() {
  const { t } = useTranslation('home');
  const origin = useAppSelector((state) => state.ui.siteOrigin);
  const language = useAppSelector((state) => state.auth.locale);
  const pageTitle = t('meta.title', { brand: brand.name });
  const pageDescription = t('meta.description');
  return (
    <>
      <PageMeta title={pageTitle} description={pageDescription} indexed="/" />
      <JsonLd id="site" data={siteStructuredData(origin, language)} />
      <section className={styles.hero} aria-labelledby="home-title">
        <h1 id="home-title" className={styles.title}>
          {t('hero.title')}
        </h1>
        <p className={styles.lead}>{t('hero.lead')}</p>
        <div className={styles.search}>
          <FlightSearchForm />
        </div>
      </section>
      <PopularTrips />
      <div className={styles.popular}>
        <AdSlot position="FRONT_PAGE" />
      </div>
      <FromTheBlog />
      <section className={styles.promises} aria-label={t('promises.label')}>
        {PROMISES.map((key) => (
          <article key={key} className={styles.card}>
            <h2>{t(`promises.${key}.title`)}</h2>
            <p>{t(`promises.${key}.text`)}</p>
          </article>
        ))}
      </section>
    </>
  );
}
