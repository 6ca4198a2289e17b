import { PrivateTitle } from '@/components/seo/PrivateTitle';
import { useTranslation } from '@/components/i18n/use-translation';
import page from '@/components/layout/Page.module.scss';
import type { QrSvg } from '@/common/qr-svg';
import type { TicketCheck } from '@/services/experiences';
import { useSlotWords } from './ExperienceOrder';
import styles from './TicketCheckView.module.scss';

export type TicketCheckProps = {
  ticket: string;
  check: TicketCheck | null;
  problem: 'NOT_FOUND' | 'TOO_MANY' | 'FAILED' | null;
  /** The ticket's QR code (this page's address), drawn on the server. */
  qr?: QrSvg | null;
};

/** A ticket's check, as its QR code opens it: the state in large words first, then what it is for and for how many. */
export function TicketCheckView({ ticket, check, problem, qr }: TicketCheckProps) {
  const { t } = useTranslation('experiences');
  const { day, time } = useSlotWords();
  return (
    <div className={page.page}>
      <PrivateTitle title={t('ticket.title', { ticket })} />
      <h1 className={page.heading}>{t('ticket.title', { ticket })}</h1>
      {check ? (
        <section className={styles.card} data-status={check.status} aria-labelledby="ticket-status">
          <p id="ticket-status" className={styles.status}>
            {t(`ticket.status.${check.status}`)}
          </p>
          <dl className={styles.facts}>
            <dt>{t('ticket.experience')}</dt>
            <dd>{check.experience}</dd>
            <dt>{t('order.when')}</dt>
            <dd>{t('order.at', { day: day(check.startsAt), time: time(check.startsAt) })}</dd>
            <dt>{t('ticket.participants')}</dt>
            <dd>{check.participants}</dd>
            <dt>{t('ticket.holder')}</dt>
            <dd>{check.holder}</dd>
          </dl>
          {qr && check.status === 'VALID' && (
            <figure className={styles.qr}>
              <svg viewBox={`0 0 ${qr.size} ${qr.size}`} role="img" aria-label={t('ticket.qrLabel', { ticket })} shapeRendering="crispEdges">
                <rect width={qr.size} height={qr.size} fill="#fff" />
                <path d={qr.path} fill="#000" />
              </svg>
              <figcaption>{t('ticket.qrCaption')}</figcaption>
            </figure>
          )}
        </section>
      ) : (
        <p role="alert" className={styles.problem}>
          {t(`ticket.problems.${problem ?? 'FAILED'}`)}
        </p>
      )}
    </div>
  );
}
