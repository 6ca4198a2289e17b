import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import { toast } from '@/components/common/toast';
import { Dropdown } from '@/components/common/Dropdown';
import { currenciesForPage, type Currency, type Language } from '@/lib/locale-defaults';
import { savePreferences } from '@/services/preferences';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { setAuthModal, setCurrency } from '@/store/slices/auth';
import { setSideMenuOpen } from '@/store/slices/ui';
import { AccountMenu } from './AccountMenu';
import { HelpMenu } from './HelpMenu';
import { brand } from '@/config/public';
import { Logo } from './Logo';
import styles from './TopBar.module.scss';

const LANGUAGE_LABELS: Record<Language, string> = { en: 'EN', fr: 'FR' };

/** Spec §2 top navigation: logo, burger, currency, language, and Log in or the Travel Hub menu. */
export function TopBar() {
  const { t } = useTranslation('common');
  const router = useRouter();
  const dispatch = useAppDispatch();
  const season = useAppSelector((state) => state.ui.season);
  const activePage = useAppSelector((state) => state.ui.activePage);
  const sideMenuOpen = useAppSelector((state) => state.ui.sideMenuOpen);
  const { currency, locale, locationResolved, user } = useAppSelector((state) => state.auth);
  const currencies = currenciesForPage(activePage);
  // A page that sells in one currency only (insurance: naira) shows that one, whatever was chosen elsewhere.
  const shownCurrency = currencies.includes(currency) ? currency : currencies[0]!;
  const hubUser = user && !user.adminType ? user : null;

  const chooseCurrency = (next: Currency) => {
    dispatch(setCurrency(next));
    savePreferences({ currency: next }).catch(() => toast.error(t('preferences.notSaved')));
  };

  const chooseLanguage = async (next: Language) => {
    await savePreferences({ locale: next }).catch(() => toast.error(t('preferences.notSaved')));
    await router.push(router.asPath, router.asPath, { locale: next });
  };

  const currencyOptions = currencies.map((code) => ({ value: code, label: t(`currency.${code}`) }));
  const languageOptions = (['en', 'fr'] as const).map((code) => ({ value: code, label: t(`language.${code}`) }));

  return (
    <header id="top-bar" className={styles.bar}>
      <div className={styles.inner}>
        <button
          type="button"
          className={styles.burger}
          aria-label={sideMenuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
          aria-expanded={sideMenuOpen}
          aria-controls="side-menu"
          onClick={() => dispatch(setSideMenuOpen(!sideMenuOpen))}
        >
          <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <Link href="/" className={styles.logo} aria-label={t('nav.home', { brand: brand.name })}>
          <Logo season={season} name={brand.name} />
        </Link>

        <div className={styles.settings}>
          {locationResolved && (
            <Dropdown
              label={t('currency.label', { currency: shownCurrency })}
              display={shownCurrency}
              options={currencyOptions}
              value={shownCurrency}
              onSelect={chooseCurrency}
              className={styles.desktopOnly}
            />
          )}
          <Dropdown
            label={t('language.label', { language: t(`language.${locale}`) })}
            display={LANGUAGE_LABELS[locale]}
            options={languageOptions}
            value={locale}
            onSelect={chooseLanguage}
            className={styles.desktopOnly}
          />
          <MobileSettings
            currencies={locationResolved ? currencies : []}
            currency={shownCurrency}
            locale={locale}
            onCurrency={chooseCurrency}
            onLanguage={chooseLanguage}
          />
          <div className={styles.desktopOnly}>
            <HelpMenu />
          </div>
          {hubUser ? (
            <AccountMenu user={hubUser} />
          ) : (
            <button type="button" className={styles.login} onClick={() => dispatch(setAuthModal(true))}>
              <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" className={styles.loginIcon}>
                <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
                <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
              <span className={styles.loginText}>{t('nav.login')}</span>
            </button>
          )}
        </div>
      </div>
    </header>
  );
}

interface MobileSettingsProps {
  currencies: readonly Currency[];
  currency: Currency;
  locale: Language;
  onCurrency: (currency: Currency) => void;
  onLanguage: (language: Language) => void;
}

/** Phones: one compact settings control with native selects, the easiest thing to use by thumb. */
function MobileSettings({ currencies, currency, locale, onCurrency, onLanguage }: MobileSettingsProps) {
  const { t } = useTranslation('common');
  return (
    <div className={`${styles.mobileSettings} ${styles.mobileOnly}`}>
      {currencies.length > 0 && (
        <select aria-label={t('currency.choose')} value={currency} onChange={(event) => onCurrency(event.target.value as Currency)}>
          {currencies.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      )}
      <select aria-label={t('language.choose')} value={locale} onChange={(event) => onLanguage(event.target.value as Language)}>
        <option value="en">EN</option>
        <option value="fr">FR</option>
      </select>
    </div>
  );
}
