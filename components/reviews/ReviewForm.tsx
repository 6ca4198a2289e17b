import Link from 'next/link';
import { useTranslation } from '@/components/i18n/use-translation';
import { useRef, useState, type FormEvent } from 'react';
import { ErrorSummary, showErrorSummary } from '@/components/common/ErrorSummary';
import { toast } from '@/components/common/toast';
import textField from '@/components/common/TextField.module.scss';
import { TextField } from '@/components/common/TextField';
import { useFormatters } from '@/components/i18n/use-formatters';
import card from '@/components/payment/CancelBooking.module.scss';
import type { ApiErrorInfo } from '@/services/http';
import styles from './Reviews.module.scss';

const SCORES = Array.from({ length: 10 }, (_, index) => 10 - index);
const MARKUP = /<\s*\/?\s*[a-z!?][^>]*>/i;

export interface ReviewDraft {
  overall: number;
  categories: Record<string, number>;
  title?: string;
  text: string;
  language: 'en' | 'fr';
}

interface ReviewFormProps {
  kind: 'stay' | 'experience';
  /** The product's categories, each scored 1 to 10. */
  categories: readonly string[];
  /** Where the booking stands for its review (the API's `review.status`). */
  status: string;
  /** The day it can first be reviewed (check-out, the day it ends) and the last. */
  from: string;
  until: string;
  /** The reviewed thing's page, where the review shows. */
  subjectHref: string;
  /** Sends the review (the product's store and call); resolves with nothing or the API's refusal. */
  submit: (draft: ReviewDraft) => Promise<ApiErrorInfo | null>;
  published: boolean;
  sending: boolean;
}

/**
 * Spec §7 stays and experiences ratings: once it is over, the guest rates it (overall and the
 * product's categories, 1 to 10) and says it in their words; one review a booking. Toasts as §8
 * says ('Reviews submitted successfully' / 'Submit review failed').
 */
export function ReviewForm({ kind, categories, status, from, until, subjectHref, submit, published, sending }: ReviewFormProps) {
  const { t } = useTranslation('reviews');
  const { date, language } = useFormatters();
  const fields = ['overall', ...categories];
  const [scores, setScores] = useState<Record<string, string>>(Object.fromEntries(fields.map((field) => [field, ''])));
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const summary = useRef<HTMLDivElement>(null);
  const day = (value: string) => date(`${value.slice(0, 10)}T12:00:00Z`, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const done = published || status === 'SUBMITTED';

  if (!done && status !== 'OPEN' && status !== 'NOT_YET') return null;

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    for (const field of fields) if (!scores[field]) found[field] = 'score';
    if (text.trim().length < 10) found.text = 'short';
    else if (MARKUP.test(text)) found.text = 'markup';
    setProblems(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => showErrorSummary(summary.current));
      return;
    }
    const refused = await submit({
      overall: Number(scores.overall),
      categories: Object.fromEntries(categories.map((category) => [category, Number(scores[category])])),
      ...(title.trim() ? { title: title.trim() } : {}),
      text: text.trim(),
      language,
    });
    if (!refused) {
      toast.success(t('form.success'));
      return;
    }
    toast.error(t('form.failure'));
    setFailure(t(`form.errors.${refused.code}`, { defaultValue: refused.message || t('form.failure') }));
    requestAnimationFrame(() => showErrorSummary(summary.current));
  };

  const labelOf = (field: string) => (field === 'overall' ? t('form.overall') : field === 'text' ? t('form.text') : t(`categories.${field}`));
  const errorOf = (field: string) => (problems[field] ? t(`form.errors.${problems[field]}`) : undefined);
  const listed = [...fields, 'text'].filter((field) => problems[field]);
  const idOf = (field: string) => `review-${field}`;

  return (
    <section className={card.cancel} aria-labelledby="review-form-title">
      <h2 id="review-form-title">{t('form.title', { context: kind })}</h2>
      {done ? (
        <p role="status">
          {t('form.thanks')} <Link href={subjectHref}>{t('form.see', { context: kind })}</Link>
        </p>
      ) : status === 'NOT_YET' ? (
        <p>{t('form.notYet', { context: kind, date: day(from) })}</p>
      ) : (
        <form className={styles.form} onSubmit={(event) => void send(event)} noValidate aria-labelledby="review-form-title">
          {(listed.length > 0 || failure) && (
            <ErrorSummary
              ref={summary}
              title={t('form.errors.summary')}
              titleId="review-form-problems"
              items={[
                ...listed.map((field) => ({ key: field, text: `${labelOf(field)}: ${errorOf(field)}`, href: `#${idOf(field)}` })),
                ...(failure ? [{ key: 'failure', text: failure }] : []),
              ]}
            />
          )}
          <p className={styles.muted}>{t('form.intro', { context: kind, date: day(until) })}</p>
          {fields.map((field) => (
            <div key={field} className={textField.field}>
              <label htmlFor={idOf(field)}>{labelOf(field)}</label>
              <select
                id={idOf(field)}
                value={scores[field]}
                onChange={(event) => setScores((current) => ({ ...current, [field]: event.target.value }))}
                aria-invalid={problems[field] ? true : undefined}
                aria-describedby={problems[field] ? `${idOf(field)}-error` : undefined}
              >
                <option value="">{t('form.choose')}</option>
                {SCORES.map((score) => (
                  <option key={score} value={score}>
                    {t('form.score', { score })}
                  </option>
                ))}
              </select>
              {problems[field] && (
                <p id={`${idOf(field)}-error`} className={textField.error}>
                  {errorOf(field)}
                </p>
              )}
            </div>
          ))}
          <TextField id="review-title" label={t('form.titleField')} value={title} onChange={(event) => setTitle(event.target.value)} maxLength={100} />
          <div className={textField.field}>
            <label htmlFor={idOf('text')}>{t('form.text')}</label>
            <p id={`${idOf('text')}-hint`} className={textField.hint}>
              {t('form.textHint')}
            </p>
            <textarea
              id={idOf('text')}
              className={styles.textarea}
              rows={5}
              maxLength={2000}
              value={text}
              onChange={(event) => setText(event.target.value)}
              aria-invalid={problems.text ? true : undefined}
              aria-describedby={problems.text ? `${idOf('text')}-hint ${idOf('text')}-error` : `${idOf('text')}-hint`}
            />
            {problems.text && (
              <p id={`${idOf('text')}-error`} className={textField.error}>
                {errorOf('text')}
              </p>
            )}
          </div>
          <button type="submit" className={styles.submit} disabled={sending} aria-busy={sending}>
            {t('form.submit')}
          </button>
        </form>
      )}
    </section>
  );
}
