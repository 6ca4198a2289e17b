import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { useRef, useState, type FormEvent } from 'react';
import { ErrorSummary, showErrorSummary } from '@/components/common/ErrorSummary';
import { toast } from '@/components/common/toast';
import textField from '@/components/common/TextField.module.scss';
import { TextField } from '@/components/common/TextField';
import { useFormatters } from '@/components/i18n/use-formatters';
import styles from '@/components/payment/CancelBooking.module.scss';
import type { StayBooking } from '@/services/stays';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectStays, submitStayRating } from '@/store/slices/stays';
import form from './StayGuestForm.module.scss';

const CATEGORIES = ['cleanliness', 'comfort', 'location', 'facilities', 'staff', 'value'] as const;
type Category = (typeof CATEGORIES)[number];
type Field = 'overall' | Category | 'text';
const SCORES = Array.from({ length: 10 }, (_, index) => 10 - index);
const MARKUP = /<\s*\/?\s*[a-z!?][^>]*>/i;

/**
 * Spec §7 POST /api/v1/staysRating: once checked out, the guest rates the stay (overall and six
 * categories, 1 to 10) and says it in their words; one review a booking. Toasts as §8 says.
 */
export function StayReviewForm({ booking }: { booking: StayBooking }) {
  const { t } = useTranslation('stays');
  const { date, language } = useFormatters();
  const dispatch = useAppDispatch();
  const { userRating, loading } = useAppSelector(selectStays);
  const [scores, setScores] = useState<Record<'overall' | Category, string>>({ overall: '', cleanliness: '', comfort: '', location: '', facilities: '', staff: '', value: '' });
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const summary = useRef<HTMLDivElement>(null);
  const { review, checkOut, propertyId } = booking.stay;
  const day = (value: string) => date(`${value}T12:00:00Z`, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const published = userRating || review.status === 'SUBMITTED';

  if (review.status === 'NOT_STAYED' || (review.status === 'CLOSED' && !userRating)) return null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    for (const field of ['overall', ...CATEGORIES] as const) if (!scores[field]) found[field] = 'score';
    if (text.trim().length < 10) found.text = 'short';
    else if (MARKUP.test(text)) found.text = 'markup';
    setProblems(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => showErrorSummary(summary.current));
      return;
    }
    const result = await dispatch(
      submitStayRating({
        bookingId: booking.reference,
        overall: Number(scores.overall),
        categories: Object.fromEntries(CATEGORIES.map((category) => [category, Number(scores[category])])) as Record<Category, number>,
        ...(title.trim() ? { title: title.trim() } : {}),
        text: text.trim(),
        language,
      }),
    );
    if (submitStayRating.fulfilled.match(result)) {
      toast.success(t('reviewForm.success'));
    } else {
      toast.error(t('reviewForm.failure'));
      const code = result.payload?.code;
      setFailure(t(`reviewForm.errors.${code}`, { defaultValue: result.payload?.message || t('reviewForm.failure') }));
      requestAnimationFrame(() => showErrorSummary(summary.current));
    }
  };

  const labelOf = (field: Field) => (field === 'overall' ? t('reviewForm.overall') : field === 'text' ? t('reviewForm.text') : t(`reviews.categories.${field}`));
  const errorOf = (field: Field) => (problems[field] ? t(`reviewForm.errors.${problems[field]}`) : undefined);
  const listed = (['overall', ...CATEGORIES, 'text'] as const).filter((field) => problems[field]);

  return (
    <section className={styles.cancel} aria-labelledby="stay-review-title">
      <h2 id="stay-review-title">{t('reviewForm.title')}</h2>
      {published ? (
        <p role="status">
          {t('reviewForm.thanks')} <Link href={`/stays/${propertyId}?reviews=latest#reviews`}>{t('reviewForm.see')}</Link>
        </p>
      ) : review.status === 'NOT_YET' ? (
        <p>{t('reviewForm.notYet', { date: day(checkOut) })}</p>
      ) : (
        <form className={form.fields} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="stay-review-title">
          {(listed.length > 0 || failure) && (
            <ErrorSummary
              ref={summary}
              title={t('reviewForm.errors.summary')}
              titleId="stay-review-problems"
              items={[...listed.map((field) => ({ key: field, text: `${labelOf(field)}: ${errorOf(field)}`, href: `#stay-review-${field}` })), ...(failure ? [{ key: 'failure', text: failure }] : [])]}
            />
          )}
          <p className={form.muted}>{t('reviewForm.intro', { date: day(review.until) })}</p>
          {(['overall', ...CATEGORIES] as const).map((field) => (
            <div key={field} className={textField.field}>
              <label htmlFor={`stay-review-${field}`}>{labelOf(field)}</label>
              <select
                id={`stay-review-${field}`}
                value={scores[field]}
                onChange={(event) => setScores((current) => ({ ...current, [field]: event.target.value }))}
                aria-invalid={problems[field] ? true : undefined}
                aria-describedby={problems[field] ? `stay-review-${field}-error` : undefined}
              >
                <option value="">{t('reviewForm.choose')}</option>
                {SCORES.map((score) => (
                  <option key={score} value={score}>
                    {t('reviewForm.score', { score })}
                  </option>
                ))}
              </select>
              {problems[field] && (
                <p id={`stay-review-${field}-error`} className={textField.error}>
                  {errorOf(field)}
                </p>
              )}
            </div>
          ))}
          <TextField id="stay-review-title-field" label={t('reviewForm.titleField')} value={title} onChange={(event) => setTitle(event.target.value)} maxLength={100} />
          <div className={textField.field}>
            <label htmlFor="stay-review-text">{t('reviewForm.text')}</label>
            <p id="stay-review-text-hint" className={textField.hint}>
              {t('reviewForm.textHint')}
            </p>
            <textarea
              id="stay-review-text"
              className={form.textarea}
              rows={5}
              maxLength={2000}
              value={text}
              onChange={(event) => setText(event.target.value)}
              aria-invalid={problems.text ? true : undefined}
              aria-describedby={problems.text ? 'stay-review-text-hint stay-review-text-error' : 'stay-review-text-hint'}
            />
            {problems.text && (
              <p id="stay-review-text-error" className={textField.error}>
                {errorOf('text')}
              </p>
            )}
          </div>
          <button type="submit" className={form.submit} disabled={loading} aria-busy={loading}>
            {t('reviewForm.submit')}
          </button>
        </form>
      )}
    </section>
  );
}
