import { PHONE, WithPhone } from '@/components/common/WithPhone';
import Head from 'next/head';
import { useTranslation } from '@/components/i18n/use-translation';
import { useFormatters } from '@/components/i18n/use-formatters';
import page from '@/components/layout/Page.module.scss';
import styles from '@/components/insurance/PolicyCheck.module.scss';
import { brand } from '@/config/public';
import { serverHttpClient } from '@/ssr/http-server';
import { withAppShell } from '@/ssr/page-props';
import { ApiError } from '@/services/http';
import { verifyPolicy, type PolicyCheck } from '@/services/insurance';

type Props = { contract: string; check: PolicyCheck | null; failure: 'NOT_FOUND' | 'TOO_MANY' | 'UNAVAILABLE' | null };

const LIMITS = ['medical', 'evacuationRepatriation', 'baggage', 'delay', 'cancellation'] as const;

/**
 * The public check of a certificate (its QR code opens this page): whether the policy is valid,
 * expired or cancelled, the holder's name partly masked, the period, territories and limits —
 * nothing else. For embassies and visa officers; never indexed.
 */
export default function PolicyCheckPage({ contract, check, failure }: Props) {
  const { t } = useTranslation('insurance');
  const { date, language } = useFormatters();
  const day = (iso: string) => date(`${iso}T12:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' });
  const euros = new Intl.NumberFormat(language === 'fr' ? 'fr-FR' : 'en-GB', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
  return (
    <div className={page.page}>
      <Head>
        <title>{`${t('verify.title')} | ${brand.name}`}</title>
        <meta name="robots" content="noindex, nofollow" />
        <meta name="referrer" content="no-referrer" />
      </Head>
      <h1 className={page.heading}>{t('verify.title')}</h1>
      <p className={styles.contract}>
        {t('verify.contract')} <strong>{contract}</strong>
      </p>
      {check ? (
        <section className={`${styles.result} ${styles[check.status]}`} aria-labelledby="policy-status">
          <h2 id="policy-status">{t(`verify.status.${check.status}`)}</h2>
          <dl className={styles.stacked}>
            <div>
              <dt>{t('verify.holder')}</dt>
              <dd>{check.holder}</dd>
            </div>
            <div>
              <dt>{t('verify.period')}</dt>
              <dd>{t('verify.range', { from: day(check.coverStart), to: day(check.coverEnd) })}</dd>
            </div>
            <div>
              <dt>{t('verify.territory')}</dt>
              <dd>{check.territory.map((zone) => t(`verify.zones.${zone}`)).join(', ')}</dd>
            </div>
          </dl>
          <h3 className={styles.limitsTitle}>{t('verify.limits')}</h3>
          <dl className={styles.facts}>
            {LIMITS.map((limit) => (
              <div key={limit}>
                <dt>{t(`quote.${limit}`)}</dt>
                <dd>{euros.format(Number(check.limits[limit]))}</dd>
              </div>
            ))}
          </dl>
          {check.meetsSchengen && <p className={styles.schengen}>{t('verify.schengen')}</p>}
        </section>
      ) : (
        <div role="alert" className={page.unavailable}>
          <p>
            <WithPhone text={t(`verify.failures.${failure ?? 'NOT_FOUND'}`, { phone: PHONE })} />
          </p>
        </div>
      )}
      <p className={styles.note}>
        <WithPhone text={t('verify.note', { phone: PHONE, email: brand.supportEmail })} />
      </p>
    </div>
  );
}

export const getServerSideProps = withAppShell<Props>({ page: 'insurance', namespaces: ['insurance'] }, async (_store, context) => {
  const contract = typeof context.params?.contract === 'string' ? context.params.contract.trim().toUpperCase().slice(0, 40) : '';
  const shown = contract.replace(/[^A-Z0-9-]/g, '');
  if (!/^[A-Z0-9-]{4,40}$/.test(contract)) {
    context.res.statusCode = 404;
    return { props: { contract: shown, check: null, failure: 'NOT_FOUND' } };
  }
  try {
    return { props: { contract, check: await verifyPolicy(contract, serverHttpClient(context.req)), failure: null } };
  } catch (error) {
    const status = error instanceof ApiError ? error.info.status : 503;
    context.res.statusCode = status === 404 ? 404 : status === 429 ? 429 : 503;
    return { props: { contract, check: null, failure: status === 404 ? 'NOT_FOUND' : status === 429 ? 'TOO_MANY' : 'UNAVAILABLE' } };
  }
});
