import Head from 'next/head';
import { useTranslation } from '@/components/i18n/use-translation';
import { brand } from '@/config/public';
import type { ReactNode } from 'react';
import styles from './StatusScreen.module.scss';

interface StatusScreenProps {
  title: string;
  /** A small illustration (none on the offline page: it could not load). */
  image?: string;
  subtitle?: ReactNode;
  /** Where Contact Support leads; no button without it. */
  supportHref?: string;
  children?: ReactNode;
}

/** Spec §2 generic status screen: title, image, optional subtitle and Contact Support button. */
export function StatusScreen({ title, image, subtitle, supportHref, children }: StatusScreenProps) {
  const { t } = useTranslation('common');
  return (
    <section className={styles.screen} aria-labelledby="status-title">
      {/* The tab (and a screen reader arriving) says what happened, not only the brand. */}
      <Head>
        <title>{`${title} | ${brand.name}`}</title>
      </Head>
      {/* eslint-disable-next-line @next/next/no-img-element -- a small local illustration */}
      {image && <img src={image} alt="" width={240} height={180} className={styles.image} />}
      <h1 id="status-title" className={styles.title}>
        {title}
      </h1>
      {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      {children}
      {supportHref && (
        <a className={styles.button} href={supportHref}>
          {t('support.contact')}
        </a>
      )}
    </section>
  );
}
