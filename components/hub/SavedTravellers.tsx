import { useTranslation } from '@/components/i18n/use-translation';
import { useState } from 'react';
import { toast } from '@/components/common/toast';
import { useFormatters } from '@/components/i18n/use-formatters';
import { forgetSavedTraveller, type SavedTraveller } from '@/services/account';
import styles from './HubPreferences.module.scss';

/**
 * The people saved with the account (from a booking's "save for next time"), each passport
 * flagged when it has expired or ends within six months (many countries refuse entry then).
 */
export function SavedTravellers({ initial }: { initial: SavedTraveller[] }) {
  const { t } = useTranslation('hub');
  const { date } = useFormatters();
  const [people, setPeople] = useState(initial);
  const [busy, setBusy] = useState<string | null>(null);
  const forget = async (person: SavedTraveller) => {
    setBusy(person.id);
    try {
      await forgetSavedTraveller(person.id);
      setPeople((current) => current.filter((candidate) => candidate.id !== person.id));
      toast.success(t('travellers.forgotten', { name: `${person.firstName} ${person.lastName}` }));
    } catch {
      toast.error(t('settings.failed'));
    } finally {
      setBusy(null);
    }
  };
  const day = (iso: string) => date(`${iso}T12:00:00Z`, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return (
    <section className={styles.form} aria-labelledby="travellers-title" id="travellers">
      <h2 id="travellers-title">{t('travellers.title')}</h2>
      {people.length === 0 ? (
        <p>{t('travellers.none')}</p>
      ) : (
        <ul className={styles.people}>
          {people.map((person) => (
            <li key={person.id}>
              <div>
                <strong>{[person.firstName, person.middleName, person.lastName].filter(Boolean).join(' ')}</strong>
                <span>{t('travellers.born', { date: day(person.dateOfBirth) })}</span>
                <span className={person.passportStatus === 'ok' ? undefined : styles[person.passportStatus]}>
                  {t(`travellers.passport.${person.passportStatus}`, { date: day(person.passport.expiryDate) })}
                </span>
              </div>
              <button
                type="button"
                className={styles.remove}
                onClick={() => void forget(person)}
                disabled={busy === person.id}
                aria-label={t('travellers.forget', { name: `${person.firstName} ${person.lastName}` })}
              >
                {t('travellers.forgetShort')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.hint}>{t('travellers.hint')}</p>
    </section>
  );
}
