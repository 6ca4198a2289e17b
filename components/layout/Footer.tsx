import { useTranslation } from '@/components/i18n/use-translation';
import { privacyPolicyPath } from '@/components/content/paths';
import { useAppSelector } from '@/store/hooks';
import { brand } from '@/config/public';
import styles from './Footer.module.scss';
import { NewsletterForm } from './NewsletterForm';

/** Spec §1: the card logos shown. Local SVGs: no request leaves the site for them. */
export const PAYMENT_LOGOS = [
  { file: 'mastercard', name: 'Mastercard' },
  { file: 'visa', name: 'Visa' },
  { file: 'verve', name: 'Verve' },
  { file: 'amex', name: 'American Express' },
  { file: 'discover', name: 'Discover' },
  { file: 'googlepay', name: 'Google Pay' },
  { file: 'applepay', name: 'Apple Pay' },
] as const;

const SOCIAL = [
  { key: 'facebook', label: 'Facebook', path: 'M14 8h3V4h-3c-2.8 0-4 1.7-4 4.3V10H7v4h3v10h4V14h3l1-4h-4V8.5c0-.3.2-.5.5-.5z' },
  { key: 'x', label: 'X', path: 'M4 4l7 9.3L4 20h2l6-5.6L16.5 20H20l-7.3-9.8L19 4h-2l-5.3 5L8 4z' },
  {
    key: 'instagram',
    label: 'Instagram',
    path: 'M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5zm4 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5-1.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  },
  {
    key: 'linkedin',
    label: 'LinkedIn',
    path: 'M5 9h3v11H5zM6.5 4a1.7 1.7 0 1 1 0 3.4 1.7 1.7 0 0 1 0-3.4zM10 9h3v1.6c.5-.9 1.7-1.8 3.4-1.8 3.2 0 3.6 2 3.6 4.7V20h-3v-5.6c0-1.3 0-3-1.9-3s-2.1 1.4-2.1 2.9V20h-3z',
  },
] as const;

export function Footer() {
  const { t } = useTranslation('common');
  const language = useAppSelector((state) => state.auth.locale);
  const support = brand.supportUrl;
  // One of our pages in the reader's language (English unprefixed, French under /fr).
  const local = (path: string) => `${language === 'fr' ? '/fr' : ''}${path}`;
  // Each group: its heading's key, then its links as [phrase key, address].
  const groups: Array<[string, Array<[string, string]>]> = [
    [
      'about',
      [
        ['aboutUs', `${support}/about`],
        ['press', local('/blog/category/press')],
        ['blog', local('/blog')],
        ['careers', `${support}/careers`],
      ],
    ],
    [
      'partnerships',
      [
        ['becomePartner', `${support}/partners`],
        ['advertise', `${support}/advertise`],
        ['affiliates', `${support}/affiliates`],
      ],
    ],
    [
      'terms',
      [
        ['termsOfUse', `${support}/terms`],
        ['privacy', privacyPolicyPath(language)],
        ['cookies', privacyPolicyPath(language, 'cookies')],
      ],
    ],
    [
      'help',
      [
        ['manageBooking', local('/manage')],
        ['helpCentre', local('/help')],
        ['refunds', local('/help/refund-timelines')],
        ['changeBooking', local('/help/cancel-or-modify-a-booking')],
        ['contact', `mailto:${brand.supportEmail}`],
      ],
    ],
  ];

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <NewsletterForm />
        <div className={styles.groups}>
          {groups.map(([group, links]) => (
            <nav key={group} aria-labelledby={`footer-${group}`} className={styles.group}>
              <h2 id={`footer-${group}`} className={styles.heading}>
                {t(`footer.${group}`)}
              </h2>
              <ul>
                {links.map(([key, href]) => (
                  <li key={key}>
                    <a href={href}>{t(`footer.${key}`)}</a>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>

        <div className={styles.row}>
          <ul className={styles.social} aria-label={t('footer.social')}>
            {SOCIAL.map((network) => (
              <li key={network.key}>
                <a href={brand.social[network.key]} aria-label={network.label} rel="noopener noreferrer" target="_blank">
                  <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
                    <path d={network.path} fill="currentColor" />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
          <ul className={styles.payments} aria-label={t('footer.paymentMethods')}>
            {PAYMENT_LOGOS.map((logo) => (
              <li key={logo.file}>
                {/* eslint-disable-next-line @next/next/no-img-element -- tiny local SVGs need no optimisation */}
                <img src={`/images/payments/${logo.file}.svg`} alt={logo.name} width={48} height={26} loading="lazy" />
              </li>
            ))}
          </ul>
        </div>
        <p className={styles.copyright}>{t('footer.copyright', { year: new Date().getFullYear(), brand: brand.name })}</p>
      </div>
    </footer>
  );
}
