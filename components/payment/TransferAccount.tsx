import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import { useEffect, useState } from 'react';
import controls from '@/components/common/controls.module.scss';
import { useFormatters } from '@/components/i18n/use-formatters';
import { toMinor } from '@/components/i18n/format';
import { isTransferPaid, type BookingDetails } from '@/services/bookings';
import { sandboxOutcomeAction } from '@/services/sandbox';
import { useAppSelector } from '@/store/hooks';
import styles from './TransferAccount.module.scss';

type Transfer = NonNullable<BookingDetails['bankTransfer']>;

/** How often a reserved booking's page asks whether the transfer has arrived. */
const PAID_CHECK_MS = 15_000;

/**
 * The account opened for one reservation: each detail on its own line, large, with a copy button
 * (a traveller types them into a bank app on the same phone), the amount to the kobo. While it
 * waits, the page asks now and then whether the money has arrived and shows the paid booking when
 * it has. In the sandbox, a "transfer received" button stands in for the bank.
 */
export function TransferAccount({ reference, transfer, deadline }: { reference: string; transfer: Transfer; deadline: string }) {
  const { t } = useTranslation('flights');
  const { exactMoney } = useFormatters();
  const router = useRouter();
  const sandbox = useAppSelector((state) => state.ui.paymentsSandbox);
  const [copied, setCopied] = useState<string | null>(null);
  const amount = exactMoney(toMinor(transfer.amount), transfer.currency);

  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState !== 'visible') return;
      isTransferPaid(reference)
        .then((paid) => (paid ? router.replace(router.asPath) : undefined))
        .catch(() => undefined);
    }, PAID_CHECK_MS);
    return () => window.clearInterval(timer);
  }, [reference, router]);

  const copy = async (key: string, value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(key);
    } catch {
      setCopied(null);
    }
  };
  const rows: Array<{ key: string; label: string; value: string; copyValue?: string }> = [
    { key: 'bank', label: t('payment.transfer.bank'), value: transfer.bankName },
    { key: 'number', label: t('payment.transfer.number'), value: transfer.accountNumber, copyValue: transfer.accountNumber },
    { key: 'name', label: t('payment.transfer.name'), value: transfer.accountName },
    // The bank app wants digits: 251844 or 251844.50, no symbol or separators.
    { key: 'amount', label: t('payment.transfer.amount'), value: amount, copyValue: transfer.amount.replace(/\.00$/, '') },
    { key: 'reference', label: t('payment.transfer.reference'), value: reference, copyValue: reference },
  ];

  return (
    <div className={styles.transfer}>
      <p className={styles.intro}>{t('payment.transfer.intro')}</p>
      <dl className={styles.account}>
        {rows.map((row) => (
          <div key={row.key} className={styles.row}>
            <dt>{row.label}</dt>
            <dd>
              <span className={row.copyValue ? styles.value : undefined}>{row.value}</span>
              {row.copyValue && (
                <button
                  type="button"
                  className={styles.copy}
                  onClick={() => void copy(row.key, row.copyValue!)}
                  aria-label={t('payment.transfer.copyLabel', { what: row.label })}
                >
                  {copied === row.key ? t('payment.transfer.copied') : t('payment.transfer.copy')}
                </button>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <p className={styles.live} role="status">
        {copied ? t('payment.transfer.copiedWhat', { what: rows.find((row) => row.key === copied)?.label }) : ''}
      </p>
      <p>{t('payment.transfer.deadline', { deadline })}</p>
      <p className={styles.muted}>{t('payment.transfer.automatic')}</p>
      {sandbox && (
        <form method="post" action={sandboxOutcomeAction(transfer.paymentReference)} className={styles.sandbox}>
          <input type="hidden" name="outcome" value="success" />
          <input type="hidden" name="back" value={`${router.locale && router.locale !== router.defaultLocale ? `/${router.locale}` : ''}${router.asPath}`} />
          <p>{t('payment.transfer.sandboxHint')}</p>
          <button type="submit" className={controls.secondary}>
            {t('payment.transfer.sandboxReceived', { amount })}
          </button>
        </form>
      )}
    </div>
  );
}
