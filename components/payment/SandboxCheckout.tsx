import Head from 'next/head';
import { useTranslation } from '@/components/i18n/use-translation';
import { useRef, useState, type FormEvent } from 'react';
import controls from '@/components/common/controls.module.scss';
import page from '@/components/layout/Page.module.scss';
import { useFormatters } from '@/components/i18n/use-formatters';
import styles from './SandboxCheckout.module.scss';
import { toMinor } from '@/components/i18n/format';
import { sandboxOutcomeAction, type SandboxTransaction } from '@/services/sandbox';

/**
 * What Paystack's or Flutterwave's hosted page does, without money: pay, decline or cancel. A
 * plain form post, so the return to the site is a real redirect as with the real gateways.
 */
export function SandboxCheckout({ transaction }: { transaction: SandboxTransaction | null }) {
  const { t } = useTranslation('flights');
  // What the gateway charges: the payment's own currency, never converted.
  const { money } = useFormatters();
  const [sending, setSending] = useState(false);
  const sent = useRef(false);
  // The pressed button's value is the form's outcome: never disable it before the post is built.
  const once = (event: FormEvent) => {
    if (sent.current) event.preventDefault();
    sent.current = true;
    setTimeout(() => setSending(true), 0);
  };
  if (!transaction) {
    return (
      <div className={page.page}>
        <h1 className={page.heading}>{t('sandbox.notFound')}</h1>
      </div>
    );
  }
  const gatewayName = transaction.gateway === 'paystack' ? 'Paystack' : 'Flutterwave';
  const amount = money(toMinor(transaction.amount), transaction.currency);
  return (
    <div className={page.page}>
      <Head>
        <title>{`${t('sandbox.title', { gateway: gatewayName })}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <div className={styles.sheet}>
        <p className={styles.gateway}>{t('sandbox.title', { gateway: gatewayName })}</p>
        <p className={styles.warning}>{t(transaction.channel === 'ussd' ? 'sandbox.ussdWarning' : 'sandbox.warning')}</p>
        {transaction.channel === 'ussd' && transaction.status === 'pending' && (
          // What a bank's USSD menu would ask for: a code with the payment's own digits.
          <p className={styles.ussd}>{t('sandbox.ussdCode', { code: `*737*000*${transaction.reference.replace(/\D/g, '').slice(-4).padStart(4, '0')}#` })}</p>
        )}
        <dl className={styles.details}>
          <div>
            <dt>{t('sandbox.amount')}</dt>
            <dd className={styles.amount}>{amount}</dd>
          </div>
          <div>
            <dt>{t('sandbox.email')}</dt>
            <dd>{transaction.email}</dd>
          </div>
          <div>
            <dt>{t('sandbox.reference')}</dt>
            <dd>{transaction.reference}</dd>
          </div>
        </dl>
        <form method="post" action={sandboxOutcomeAction(transaction.reference)} onSubmit={once} aria-busy={sending} className={styles.actions}>
          {transaction.status === 'pending' ? (
            <>
              <button type="submit" name="outcome" value="success" className={controls.primary}>
                {t('sandbox.pay', { amount })}
              </button>
              <button type="submit" name="outcome" value="failed" className={controls.secondary}>
                {t(transaction.channel === 'ussd' ? 'sandbox.declineUssd' : 'sandbox.decline')}
              </button>
              <button type="submit" name="outcome" value="abandoned" className={styles.cancel}>
                {t('sandbox.cancel')}
              </button>
            </>
          ) : (
            <>
              <p role="status">{t(`sandbox.settled.${transaction.status}`)}</p>
              <button type="submit" name="outcome" value={transaction.status} className={controls.primary}>
                {t('sandbox.back')}
              </button>
            </>
          )}
        </form>
      </div>
    </div>
  );
}
