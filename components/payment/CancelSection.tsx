import { useRouter } from 'next/router';
import { useRef, useState, type ReactNode } from 'react';
import controls from '@/components/common/controls.module.scss';
import { toast } from '@/components/common/toast';
import { toMinor } from '@/components/i18n/format';
import { useFormatters } from '@/components/i18n/use-formatters';
import { toApiError } from '@/services/http';
import styles from './CancelBooking.module.scss';
import hero from './ConfirmationHero.module.scss';

export interface CancelWords {
  button: string;
  /** The question asked before anything is done, with what comes back. */
  question: string;
  yes: string;
  keep: string;
  cancelling: string;
}

interface CancelSectionProps {
  /** The ids' prefix (`stay-cancel` → `stay-cancel-title`, `stay-cancel-question`). */
  id: string;
  title: string;
  /** What cancelling now costs, in the product's words. */
  rule: ReactNode;
  /** The way to cancel, or null where it cannot be done here (the rule says why). */
  words: CancelWords | null;
  /** The product's cancellation call. */
  call: () => Promise<{ refund: { status: 'REFUNDED' | 'REFUND_DUE'; amount: string; currency: string } }>;
  /** What is said once cancelled (the refund sent, or owed), the amount written. */
  done: (refund: 'REFUNDED' | 'REFUND_DUE', amount: string) => string;
  /** What is said when the API refuses, by its code. */
  failed: (code: string) => string;
}

/**
 * Changed plans, for every product's confirmation: the rule first, then a question before anything
 * is done ("keep" hands the focus back to the button that asked); the refund said in a toast.
 */
export function CancelSection({ id, title, rule, words, call, done, failed }: CancelSectionProps) {
  const router = useRouter();
  const { money } = useFormatters();
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const confirmed = async () => {
    setCancelling(true);
    try {
      const { refund } = await call();
      toast.success(done(refund.status, money(toMinor(refund.amount), refund.currency as 'USD' | 'NGN')), { duration: 10_000 });
      // The page again: the booking now cancelled, with what was refunded.
      await router.replace(router.asPath, undefined, { scroll: false });
    } catch (error) {
      toast.error(failed(toApiError(error).code));
    } finally {
      setCancelling(false);
      setConfirming(false);
    }
  };
  return (
    <section className={styles.cancel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p>{rule}</p>
      {words &&
        (confirming ? (
          <div role="group" aria-labelledby={`${id}-question`} className={styles.confirm}>
            <p id={`${id}-question`}>
              <strong>{words.question}</strong>
            </p>
            <div className={hero.actions}>
              <button
                type="button"
                className={`${controls.secondary} ${controls.danger}`}
                onClick={() => void confirmed()}
                disabled={cancelling}
                aria-busy={cancelling}
              >
                {cancelling ? words.cancelling : words.yes}
              </button>
              <button
                type="button"
                className={controls.secondary}
                onClick={() => {
                  setConfirming(false);
                  requestAnimationFrame(() => button.current?.focus());
                }}
                disabled={cancelling}
              >
                {words.keep}
              </button>
            </div>
          </div>
        ) : (
          <button ref={button} type="button" className={controls.secondary} onClick={() => setConfirming(true)}>
            {words.button}
          </button>
        ))}
    </section>
  );
}
