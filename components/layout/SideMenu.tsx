import Link from 'next/link';
import { useTranslation } from '@/components/i18n/use-translation';
import { useCallback, useEffect, useRef } from 'react';
import { useDismiss } from '@/components/common/use-dismiss';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { setSideMenuOpen, type ActivePage } from '@/store/slices/ui';
import styles from './SideMenu.module.scss';

const PRODUCTS: Array<{ page: ActivePage; href: string; key: string }> = [
  { page: 'flight', href: '/', key: 'flights' },
  { page: 'insurance', href: '/insurance', key: 'insurance' },
  { page: 'stays', href: '/stays', key: 'stays' },
  { page: 'experiences', href: '/experiences', key: 'experiences' },
];

/** Spec §2: five greyed slots for products that are not on sale yet. */
export const COMING_SOON = ['carHire', 'visa', 'airportTransfer', 'holidayPackages', 'cruises'] as const;

export function SideMenu() {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const open = useAppSelector((state) => state.ui.sideMenuOpen);
  const activePage = useAppSelector((state) => state.ui.activePage);
  const ref = useRef<HTMLElement>(null);
  const close = useCallback(() => dispatch(setSideMenuOpen(false)), [dispatch]);
  useDismiss(ref, open, close);

  useEffect(() => {
    const menu = ref.current;
    if (!open || !menu) return;
    menu.querySelector<HTMLElement>('a')?.focus();
    // On a phone the menu lies over the page from the header's lower edge, which is further down
    // while a notice above the header (the test-mode ribbon) is in view: it would hide the first items.
    const bar = document.getElementById('top-bar');
    const place = () => {
      if (bar) menu.style.top = `${bar.getBoundingClientRect().bottom}px`;
    };
    place();
    addEventListener('scroll', place);
    return () => {
      removeEventListener('scroll', place);
      menu.style.top = '';
    };
  }, [open]);

  return (
    <nav id="side-menu" ref={ref} aria-label={t('nav.products')} className={`${styles.menu} ${open ? styles.open : ''}`}>
      <ul className={styles.list}>
        {PRODUCTS.map((product) => (
          <li key={product.page}>
            <Link href={product.href} className={styles.item} aria-current={activePage === product.page ? 'page' : undefined} onClick={close}>
              {t(`nav.${product.key}`)}
            </Link>
          </li>
        ))}
        {COMING_SOON.map((key) => (
          <li key={key}>
            <span className={`${styles.item} ${styles.soon}`} aria-disabled="true">
              {t(`nav.${key}`)} <span className={styles.badge}>{t('nav.comingSoon')}</span>
            </span>
          </li>
        ))}
      </ul>
      {/* Phones: help lives here (the header keeps its room for the brand, settings and Log in). */}
      <ul className={`${styles.list} ${styles.help}`} aria-label={t('nav.help')}>
        <li>
          <Link href="/manage" className={styles.item} onClick={close}>
            {t('nav.manageBooking')}
          </Link>
        </li>
        <li>
          <Link href="/help" className={styles.item} onClick={close}>
            {t('footer.helpCentre')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
