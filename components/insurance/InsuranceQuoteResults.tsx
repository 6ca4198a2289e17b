import Link from 'next/link';
import { useTranslation } from '@/components/i18n/use-translation';
import { toMinor } from '@/components/i18n/format';
import { useFormatters } from '@/components/i18n/use-formatters';
import controls from '@/components/common/controls.module.scss';
import type { Country } from '@/services/bookings';
import type { InsurancePlan, InsuranceQuote } from '@/services/insurance';
import styles from './InsuranceQuotePage.module.scss';

/** Spec §4 showQuote: the plans side by side for the quoted trip, each with its limits, fees and a link to apply. */
export function InsuranceQuoteResults({ quote, countries }: { quote: InsuranceQuote; countries: Country[] }) {
  const { t } = useTranslation('insurance');
  const { money, dateRange, date, language } = useFormatters();
  const countryName = (code: string) => countries.find((country) => country.code === code)?.name ?? code;
  const euros = new Intl.NumberFormat(language === 'fr' ? 'fr-FR' : 'en-NG', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
  const naira = (amount: string) => money(toMinor(amount), 'NGN');
  const plans = quote.plans;
  return (
    <section id="quote" className={styles.quote} aria-labelledby="insurance-quote-title">
      <h2 id="insurance-quote-title">{t('quote.title')}</h2>
      <p className={styles.trip}>
        {t('quote.trip', {
          country: countryName(quote.destination.country),
          dates: dateRange(quote.trip.coverStart, quote.trip.coverEnd),
          days: quote.trip.days,
        })}
      </p>
      <p className={styles.trip}>{t('quote.count', { count: plans.length })}</p>
      {quote.destination.schengen && <p className={styles.note}>{t('quote.schengenNote')}</p>}
      <ul className={styles.plans}>
        {plans.map((plan) => (
          <PlanCard key={plan.code} plan={plan} quoteId={quote.id} name={t(`plans.${plan.code}`, { defaultValue: plan.name })} euros={euros} naira={naira} />
        ))}
      </ul>
      <p className={styles.note}>
        {t('quote.ageNote')} {t('quote.held', { time: date(quote.expiresAt, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Lagos' }) })}
      </p>
    </section>
  );
}

function PlanCard({
  plan,
  quoteId,
  name,
  euros,
  naira,
}: {
  plan: InsurancePlan;
  quoteId: string;
  name: string;
  euros: Intl.NumberFormat;
  naira: (amount: string) => string;
}) {
  const { t } = useTranslation('insurance');
  const limits = ['medical', 'evacuationRepatriation', 'baggage', 'delay', 'cancellation'] as const;
  return (
    <li className={styles.plan}>
      <h3>{name}</h3>
      {plan.meetsSchengen && <p className={styles.badge}>{t('quote.schengen')}</p>}
      <p className={styles.total}>
        <span>{t('quote.total')}</span> <strong>{naira(plan.fees.total)}</strong>
      </p>
      <h4>{t('quote.limits')}</h4>
      <dl className={styles.list}>
        {limits.map((limit) => (
          <div key={limit}>
            <dt>{t(`quote.${limit}`)}</dt>
            <dd>{euros.format(Number(plan.limits[limit]))}</dd>
          </div>
        ))}
      </dl>
      <h4>{t('quote.fees')}</h4>
      <dl className={styles.list}>
        <div>
          <dt>{t('quote.adultFee')}</dt>
          <dd>{naira(plan.fees.adultFee)}</dd>
        </div>
        <div>
          <dt>{t('quote.childrenFee')}</dt>
          <dd>{naira(plan.fees.childrenFee)}</dd>
        </div>
        <div>
          <dt>{t('quote.charges')}</dt>
          <dd>{naira(plan.fees.insuranceCharges)}</dd>
        </div>
        <div className={styles.sum}>
          <dt>{t('quote.total')}</dt>
          <dd>{naira(plan.fees.total)}</dd>
        </div>
      </dl>
      {/* A link, so choosing works without JavaScript. */}
      <Link
        href={`/insurance/apply?quote=${encodeURIComponent(quoteId)}&plan=${encodeURIComponent(plan.code)}`}
        className={`${controls.primary} ${styles.choose}`}
      >
        {t('quote.choose', { plan: name })}
      </Link>
    </li>
  );
}
