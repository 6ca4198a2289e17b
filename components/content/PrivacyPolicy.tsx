import { PRIVACY_POLICY_UPDATED as LAST_UPDATED } from '@/config/content-dates';
import { PageMeta } from '@/components/seo/Indexed';
import { useTranslation } from '@/components/i18n/use-translation';
import { Fragment, lazy, Suspense, useState } from 'react';
import controls from '@/components/common/controls.module.scss';
import { useConsent } from '@/components/consent/use-consent';
import { useScripted } from '@/components/common/use-scripted';
import { useFormatters } from '@/components/i18n/use-formatters';
import { brand } from '@/config/public';
import styles from './PrivacyPolicy.module.scss';

const PrivacySettingsDialog = lazy(() => import('@/components/consent/PrivacySettingsDialog').then((m) => ({ default: m.PrivacySettingsDialog })));

const SECTIONS = ['collect', 'use', 'share', 'keep', 'rights'] as const;
const COOKIES = ['NEXT_LOCALE', 'currency', 'localConsent', 'consentCategories'] as const;

/** Spec §2: the privacy policy and its #cookies section, where cookie choices can be changed. */
export function PrivacyPolicy() {
  const { t } = useTranslation('privacy');
  const { date } = useFormatters();
  const consent = useConsent();
  const [editing, setEditing] = useState(false);
  // The settings are cookies the page's script writes: the button is drawn once it runs, so a tap
  // before then is never lost (without JavaScript no optional cookie is ever set).
  const scripted = useScripted();

  const pageTitle = t('meta.title', { brand: brand.name });
  const pageDescription = t('meta.description', { brand: brand.name });
  return (
    <article className={styles.page}>
      <PageMeta title={pageTitle} description={pageDescription} indexed="/pages/content/privacy" />
      <h1>{t('title')}</h1>
      <p className={styles.updated}>{t('updated', { date: date(`${LAST_UPDATED}T12:00:00Z`, { dateStyle: 'long' }) })}</p>
      <p>{t('intro', { brand: brand.name })}</p>
      {SECTIONS.map((key) => (
        <section key={key} aria-labelledby={`privacy-${key}`}>
          <h2 id={`privacy-${key}`}>{t(`sections.${key}.title`)}</h2>
          <p>{t(`sections.${key}.text`, { email: brand.supportEmail })}</p>
        </section>
      ))}
      <section id="cookies" aria-labelledby="privacy-cookies">
        <h2 id="privacy-cookies">{t('cookies.title')}</h2>
        <p>{t('cookies.intro')}</p>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('cookies.name')}</th>
                <th scope="col">{t('cookies.purpose')}</th>
                <th scope="col">{t('cookies.category')}</th>
              </tr>
            </thead>
            <tbody>
              {COOKIES.map((name) => (
                <tr key={name}>
                  <th scope="row">
                    <code>
                      {/* consent<wbr>Categories: a long name breaks between its words, and the table fits a phone. */}
                      {name.split(/(?<=_)|(?=[A-Z][a-z])/).map((part, index) => (
                        <Fragment key={index}>
                          {index > 0 && <wbr />}
                          {part}
                        </Fragment>
                      ))}
                    </code>
                  </th>
                  <td>{t(`cookies.list.${name}`)}</td>
                  <td>{t('cookies.necessary')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>{t('cookies.optional')}</p>
        {scripted && (
          <button type="button" className={controls.secondary} onClick={() => setEditing(true)}>
            {t('cookies.change')}
          </button>
        )}
      </section>
      {editing && (
        <Suspense fallback={null}>
          <PrivacySettingsDialog initial={consent} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </article>
  );
}
