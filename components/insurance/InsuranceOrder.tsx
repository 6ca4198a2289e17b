import { useTranslation } from '@/components/i18n/use-translation';
import { OrderReceipt } from '@/components/payment/OrderReceipt';
import { toMinor } from '@/components/i18n/format';
import { useFormatters } from '@/components/i18n/use-formatters';
import type { InsuranceBooking } from '@/services/insurance';
import styles from './InsuranceOrder.module.scss';
import quoteStyles from './InsuranceQuotePage.module.scss';

/**
 * What an insurance order pays (spec §3 insurance record): the adult fee, the children fee, the
 * insurer's charges, any promo code, the total; in naira, as charged.
 */
export function InsuranceReceipt({ booking }: { booking: Pick<InsuranceBooking, 'insurance' | 'fare' | 'currency' | 'voucherCode'> }) {
  const { t } = useTranslation('insurance');
  const { fees } = booking.insurance.plan;
  return (
    <OrderReceipt
      currency={booking.currency}
      lines={[
        { label: t('quote.adultFee'), amount: fees.adultFee },
        ...(toMinor(fees.childrenFee) > 0 ? [{ label: t('quote.childrenFee'), amount: fees.childrenFee }] : []),
        { label: t('quote.charges'), amount: fees.insuranceCharges },
      ]}
      discount={{ label: t('order.discount', { code: booking.voucherCode ?? '' }), amount: booking.fare.discount }}
      total={{ label: t('quote.total'), amount: booking.fare.total }}
    />
  );
}

/** The policy as bought: plan, destination, cover period, who is insured, and what it pays at most. */
export function PolicySummary({ booking, headingId }: { booking: Pick<InsuranceBooking, 'insurance'>; headingId: string }) {
  const { t } = useTranslation('insurance');
  const { date, language } = useFormatters();
  const { insurance } = booking;
  const day = (iso: string) => date(`${iso}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
  const euros = new Intl.NumberFormat(language === 'fr' ? 'fr-FR' : 'en-GB', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
  const country = new Intl.DisplayNames([language], { type: 'region' }).of(insurance.destinationCountry) ?? insurance.destinationCountry;
  const limits = ['medical', 'evacuationRepatriation', 'baggage', 'delay', 'cancellation'] as const;
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId}>{t(`plans.${insurance.plan.code}`, { defaultValue: insurance.plan.name })}</h2>
      {insurance.plan.meetsSchengen && <p className={quoteStyles.badge}>{t('quote.schengen')}</p>}
      <dl className={styles.stacked}>
        <div>
          <dt>{t('order.destination')}</dt>
          <dd>{country}</dd>
        </div>
        <div>
          <dt>{t('order.cover')}</dt>
          <dd>{t('order.period', { from: day(insurance.coverStart), to: day(insurance.coverEnd), count: insurance.days })}</dd>
        </div>
        <div>
          <dt>{t('order.purpose')}</dt>
          <dd>{t(`form.purposes.${insurance.purpose}`)}</dd>
        </div>
        <div>
          <dt>{t('order.insured')}</dt>
          <dd>
            <ul className={styles.people}>
              {insurance.insured.map((person, index) => (
                <li key={index}>
                  {person.name} <span>· {t(`order.roles.${person.role}`)}</span>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
      <h3>{t('quote.limits')}</h3>
      <dl className={styles.facts}>
        {limits.map((limit) => (
          <div key={limit}>
            <dt>{t(`quote.${limit}`)}</dt>
            <dd>{euros.format(Number(insurance.plan.limits[limit]))}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
