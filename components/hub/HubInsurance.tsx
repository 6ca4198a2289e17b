import Link from 'next/link';
import { useTranslation } from '@/components/i18n/use-translation';
import { toMinor } from '@/components/i18n/format';
import { useFormatters } from '@/components/i18n/use-formatters';
import type { InsurancePolicy } from '@/services/account';
import type { Currency } from '@/lib/locale-defaults';
import { HubLoadFailed, HubPage } from './HubPage';
import styles from './MyTrips.module.scss';
import { SignInFirst } from './SignInFirst';
import { insurancePaths } from '@/config/insurance-paths';

/** Travel Hub, all insurance (spec §2): every policy with its contract number, cover and fees (spec §3 record). */
export function HubInsurance({ policies, failed = false }: { policies: InsurancePolicy[] | null; failed?: boolean }) {
  const { t } = useTranslation('hub');
  const { money, date, language } = useFormatters();
  if (failed) return <HubLoadFailed title={t('insurance.title')} />;
  if (!policies) return <SignInFirst title={t('insurance.title')} />;

  const day = (iso: string) => date(`${iso.slice(0, 10)}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
  const regions = new Intl.DisplayNames([language], { type: 'region' });
  const country = (code: string) => regions.of(code) ?? code;
  const fee = (amount: string, currency: string) => money(toMinor(amount), currency as Currency);
  return (
    <HubPage title={t('insurance.title')}>
      {policies.length === 0 ? (
        <p className={styles.empty}>{t('insurance.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {policies.map((policy) => (
            <li key={policy.reference} className={styles.trip}>
              <p className={styles.route}>
                {country(policy.destinationCountry)} · {t(`trips.tabs.${policy.period}`)}
              </p>
              <p>
                {t('insurance.cover', { from: day(policy.coverBegins), to: day(policy.coverEnds) })} ·{' '}
                {t('insurance.people', { adults: policy.adults, children: policy.children })}
              </p>
              <dl className={styles.facts}>
                <dt>{t('insurance.contract')}</dt>
                <dd>
                  {policy.contractNumber ? <strong>{policy.contractNumber}</strong> : t(policy.status === 'PENDING' ? 'insurance.unpaid' : 'insurance.issuing')}
                </dd>
                {policy.purchasedAt && (
                  <>
                    <dt>{t('insurance.purchased')}</dt>
                    <dd>{day(policy.purchasedAt)}</dd>
                  </>
                )}
                <dt>{t('insurance.purpose')}</dt>
                <dd>{t(`insurance.purposes.${policy.purposeOfTravel}`, { defaultValue: policy.purposeOfTravel })}</dd>
                <dt>{t('insurance.plan')}</dt>
                <dd>
                  {policy.planName} · {t(`insurance.bookingTypes.${policy.bookingType}`, { defaultValue: policy.bookingType })}
                </dd>
                <dt>{t('insurance.fees')}</dt>
                <dd>
                  {fee(policy.fees.adultFee, policy.fees.currency)}
                  {Number(policy.fees.childrenFee) > 0 && ` + ${fee(policy.fees.childrenFee, policy.fees.currency)}`} +{' '}
                  {fee(policy.fees.insuranceCharges, policy.fees.currency)} = <strong>{fee(policy.fees.total, policy.fees.currency)}</strong>
                </dd>
              </dl>
              {/* A lapsed reservation has nothing to show; a cancelled policy shows its refund. */}
              {(policy.status !== 'CANCELLED' || policy.purchasedAt) && (
                <Link href={policy.status === 'PENDING' ? insurancePaths.payment(policy.reference) : insurancePaths.confirmation(policy.reference)}>
                  {t(policy.status === 'PENDING' ? 'insurance.pay' : 'insurance.open', { reference: policy.reference })}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </HubPage>
  );
}
