import { PageMeta } from '@/components/seo/Indexed';
import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useFormatters } from '@/components/i18n/use-formatters';
import controls from '@/components/common/controls.module.scss';
import { ErrorSummary } from '@/components/common/ErrorSummary';
import { TextField } from '@/components/common/TextField';
import page from '@/components/layout/Page.module.scss';
import { FullScreenLoader } from '@/components/status/FullScreenLoader';
import { brand } from '@/config/public';
import {
  BOOKING_TYPES,
  checkQuoteForm,
  PURPOSES,
  quoteHref,
  TRIP_TYPES,
  type QuoteField,
  type QuoteFormValues,
  type QuoteProblem,
} from '@/lib/insurance-query';
import type { Country } from '@/services/bookings';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { quoteRequested, quoteStopped, selectInsurance } from '@/store/slices/insurance';
import { InsuranceQuoteResults } from './InsuranceQuoteResults';
import styles from './InsuranceQuotePage.module.scss';

export type InsuranceQuotePageProps = {
  values: QuoteFormValues;
  countries: Country[];
  /** The API's refusals of the asked quote (by code and field). */
  problems: QuoteProblem[];
  /** The quote could not be made for another reason: the API unreachable, or too many quotes. */
  failure: 'unavailable' | 'TOO_MANY_ATTEMPTS' | null;
  familyEnabled: boolean;
  /** Today in Lagos, YYYY-MM-DD: the earliest day cover can start. */
  today: string;
};

const fieldId = (field: QuoteField) => `insurance-${field}`;

/** Each field's label key (the error summary names the field before its message). */
const LABELS: Record<QuoteField, string> = {
  destination: 'form.destination',
  purpose: 'form.purpose',
  tripType: 'form.tripType',
  bookingType: 'form.bookingType',
  adults: 'form.adults',
  children: 'form.children',
  start: 'form.start',
  end: 'form.end',
  dob: 'form.dob',
  nationality: 'form.nationality',
};

/** Spec §2 /insurance: the quote form (§3), then the plans side by side once quoted (§4 showQuote). */
export function InsuranceQuotePage({ values: asked, countries, problems: refused, failure, familyEnabled, today }: InsuranceQuotePageProps) {
  const { t } = useTranslation('insurance');
  const { language } = useFormatters();
  const router = useRouter();
  const dispatch = useAppDispatch();
  const { quote, showQuote, insuranceGetQuoteLoader } = useAppSelector(selectInsurance);
  const [values, setValues] = useState(asked);
  const [checked, setChecked] = useState<QuoteProblem[] | null>(null);
  const summary = useRef<HTMLDivElement>(null);
  const problems = checked ?? refused;

  // The asked quote's answer (a new address) replaces what was typed and said before. Done while
  // drawing, not in an effect: an effect would also run once the page has hydrated, and wipe what
  // someone chose in the moment between hydration and effects (the phone's first seconds).
  // Compared by what it says, not by identity: the same answer drawn again is no new answer.
  const askedKey = JSON.stringify(asked);
  const [answered, setAnswered] = useState(askedKey);
  if (answered !== askedKey) {
    setAnswered(askedKey);
    setValues(asked);
    setChecked(null);
  }
  useEffect(() => {
    if (problems.length > 0 || failure) summary.current?.focus();
  }, [problems, failure]);

  const set = (field: QuoteField) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const messageOf = (problem: QuoteProblem) => t(`errors.${problem.code}`, { defaultValue: t('errors.INVALID_INPUT') });
  const errorOf = (field: QuoteField) => {
    const problem = problems.find((candidate) => candidate.field === field);
    return problem ? messageOf(problem) : undefined;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = checkQuoteForm(values, today);
    setChecked(found);
    if (found.length > 0) return;
    dispatch(quoteRequested());
    // The answer's plans are under the form: the address takes the reader to them. A navigation
    // that does not happen (cancelled, failed) takes the overlay away again.
    router
      .push(`${quoteHref(values)}#quote`)
      .then((moved) => {
        if (!moved) dispatch(quoteStopped());
      })
      .catch(() => dispatch(quoteStopped()));
  };

  const select = (field: QuoteField, label: string, options: ReadonlyArray<{ value: string; label: string; disabled?: boolean }>, placeholder?: string) => {
    const error = errorOf(field);
    return (
      <div className={styles.field}>
        <label htmlFor={fieldId(field)}>{label}</label>
        <select
          id={fieldId(field)}
          name={field}
          value={values[field]}
          onChange={(event) => set(field)(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId(field)}-error` : undefined}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        {error && (
          <p id={`${fieldId(field)}-error`} className={styles.error}>
            {error}
          </p>
        )}
      </div>
    );
  };
  const field = (name: QuoteField, label: string, type: 'date' | 'number', hint?: string) => (
    <TextField
      id={fieldId(name)}
      name={name}
      label={label}
      hint={hint}
      type={type}
      value={values[name]}
      onChange={(event) => set(name)(event.target.value)}
      error={errorOf(name)}
      {...(type === 'number' ? { inputMode: 'numeric' as const, min: 0, max: 9 } : name === 'dob' ? { max: today } : { min: today })}
    />
  );

  const pageTitle = t('meta.title', { brand: brand.name });
  const pageDescription = t('meta.description');
  return (
    <div className={page.page}>
      <PageMeta title={pageTitle} description={pageDescription} indexed={!router.asPath.includes('?') ? '/insurance' : null} />
      <header className={styles.hero}>
        <h1 className={page.heading}>{t('hero.title')}</h1>
        <p>{t('hero.lead')}</p>
      </header>

      <form
        className={styles.form}
        method="get"
        action={`${language === 'fr' ? '/fr' : ''}/insurance#quote`}
        noValidate
        onSubmit={submit}
        aria-labelledby="insurance-form-title"
      >
        <h2 id="insurance-form-title">{t('form.title')}</h2>
        {(problems.length > 0 || failure) && (
          <ErrorSummary
            ref={summary}
            level={3}
            title={t('errors.summary')}
            titleId="insurance-problems"
            items={[
              ...(failure ? [{ key: failure, text: t(`errors.${failure}`) }] : []),
              ...problems.map((problem, index) => ({
                key: `${problem.code}-${problem.field}-${index}`,
                text: problem.field ? t('errors.onField', { field: t(LABELS[problem.field]), message: messageOf(problem) }) : messageOf(problem),
                ...(problem.field ? { href: `#${fieldId(problem.field)}` } : {}),
              })),
            ]}
          />
        )}
        <div className={styles.grid}>
          {select(
            'destination',
            t('form.destination'),
            countries.filter((country) => country.code !== 'NG').map((country) => ({ value: country.code, label: country.name })),
            t('form.choose'),
          )}
          {select(
            'purpose',
            t('form.purpose'),
            PURPOSES.map((value) => ({ value, label: t(`form.purposes.${value}`) })),
          )}
          {select(
            'tripType',
            t('form.tripType'),
            TRIP_TYPES.map((value) => ({ value, label: t(`form.tripTypes.${value}`) })),
          )}
          {select(
            'bookingType',
            t('form.bookingType'),
            BOOKING_TYPES.map((value) => ({
              value,
              label: value === 'FAMILY' && !familyEnabled ? `${t(`form.bookingTypes.${value}`)} (${t('form.comingSoon')})` : t(`form.bookingTypes.${value}`),
              disabled: value === 'FAMILY' && !familyEnabled,
            })),
          )}
          {field('adults', t('form.adults'), 'number')}
          {field('children', t('form.children'), 'number')}
          {field('start', t('form.start'), 'date', t('form.startHint'))}
          {field('end', t('form.end'), 'date', t('form.endHint'))}
          {field('dob', t('form.dob'), 'date')}
          {select(
            'nationality',
            t('form.nationality'),
            countries.map((country) => ({ value: country.code, label: country.name })),
            t('form.choose'),
          )}
        </div>
        <button type="submit" className={`${controls.primary} ${styles.submit}`} disabled={insuranceGetQuoteLoader}>
          {insuranceGetQuoteLoader ? t('form.loading') : t('form.submit')}
        </button>
        {/* Spec §4: the loading overlay while the quote is made, naming what it waits for. */}
        {insuranceGetQuoteLoader && <FullScreenLoader label={t('form.loading')} />}
      </form>

      {showQuote && quote && <InsuranceQuoteResults quote={quote} countries={countries} />}
    </div>
  );
}
