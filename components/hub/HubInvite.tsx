import { useTranslation } from '@/components/i18n/use-translation';
import { useSyncExternalStore } from 'react';
import { toast } from '@/components/common/toast';
import controls from '@/components/common/controls.module.scss';
import { toMinor } from '@/components/i18n/format';
import { useFormatters } from '@/components/i18n/use-formatters';
import { brand } from '@/config/public';
import type { Invitations } from '@/services/account';
import type { Currency } from '@/lib/locale-defaults';
import { HubLoadFailed, HubPage } from './HubPage';
import styles from './MyTrips.module.scss';
import { SignInFirst } from './SignInFirst';

const noChanges = () => () => undefined;

/** Travel Hub, invite friends: the referral link to copy or share, and the promo codes it has earned. */
export function HubInvite({ invitations, failed = false }: { invitations: Invitations | null; failed?: boolean }) {
  const { t } = useTranslation('hub');
  const { money, date } = useFormatters();
  // Known only in the browser: false while hydrating, so the server's HTML and the first render agree.
  const canShare = useSyncExternalStore(
    noChanges,
    () => typeof navigator.share === 'function',
    () => false,
  );
  if (failed) return <HubLoadFailed title={t('invite.title')} />;
  if (!invitations) return <SignInFirst title={t('invite.title')} />;

  const amount = (value: string, currency: string) => money(toMinor(value), currency as Currency);
  const reward = {
    amount: amount(invitations.reward.amountOff, invitations.reward.currency),
    minimum: amount(invitations.reward.minTotal, invitations.reward.currency),
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(invitations.link);
      toast.success(t('invite.copied'));
    } catch {
      toast.error(t('invite.copyFailed'));
    }
  };
  const share = () =>
    navigator.share({ title: t('invite.shareTitle'), text: t('invite.shareText', { brand: brand.name }), url: invitations.link }).catch(() => undefined);

  return (
    <HubPage title={t('invite.title')}>
      <p>{t('invite.intro', reward)}</p>
      <div className={styles.trip}>
        <label htmlFor="invite-link">{t('invite.yourLink')}</label>
        <input id="invite-link" className={styles.linkField} readOnly value={invitations.link} onFocus={(event) => event.currentTarget.select()} />
        <p className={styles.actions}>
          <button type="button" className={controls.primary} onClick={() => void copy()}>
            {t('invite.copy')}
          </button>
          {canShare && (
            <button type="button" className={controls.secondary} onClick={() => void share()}>
              {t('invite.share')}
            </button>
          )}
        </p>
        <p>
          {t('invite.code')} <strong>{invitations.referralCode}</strong> · {t('invite.joined', { count: invitations.friendsJoined })}
        </p>
      </div>
      <h2>{t('invite.codes')}</h2>
      {invitations.promoCodes.length === 0 ? (
        <p className={styles.empty}>{t('invite.noCodes')}</p>
      ) : (
        <ul className={styles.list}>
          {invitations.promoCodes.map((promo) => (
            <li key={promo.code} className={styles.trip}>
              <p className={styles.route}>{promo.code}</p>
              <p>
                {t('invite.codeValue', { amount: amount(promo.amountOff, promo.currency), minimum: amount(promo.minTotal, promo.currency) })} ·{' '}
                <strong>{t(`invite.status.${promo.status}`)}</strong>
              </p>
              {promo.validUntil && <p>{t('invite.validUntil', { date: date(promo.validUntil, { dateStyle: 'medium' }) })}</p>}
            </li>
          ))}
        </ul>
      )}
    </HubPage>
  );
}
