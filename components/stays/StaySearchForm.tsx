import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormField } from '@/components/common/FormField';
import { ErrorSummary, showErrorSummary } from '@/components/common/ErrorSummary';
import { findStayCity, stayCityLabel } from '@/components/stays/stay-cities';
import {
  addDays,
  checkStaySearch,
  MAX_CHILDREN,
  MAX_DAYS_AHEAD,
  MAX_GUESTS,
  MAX_ROOMS,
  stayHref,
  staySearchHref,
  type StayCriteriaError,
  type StaySearchCriteria,
} from '@/lib/stay-search-query';
import type { StayCity } from '@/services/stays';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { searchRequested, searchStopped } from '@/store/slices/stays';
import { CityField } from './CityField';
import styles from './StaySearchForm.module.scss';

export interface StaySearchFormProps {
  cities: StayCity[];
  /** The search as asked (or the form's starting values). */
  values: StaySearchCriteria;
  /** What the server found wrong with the asked search (a city it does not know, dates…). */
  problems?: StayCriteriaError[];
  today: string;
  /** On a stay's page: the dates and guests for that stay (no city field; the stay's rooms answer). */
  stayId?: string;
}

type Field = 'city' | 'checkIn' | 'checkOut' | 'rooms' | 'adults' | 'children' | `age-${number}`;

const FIELD_OF: Record<StayCriteriaError['problem'], Field> = {
  invalid: 'city',
  city: 'city',
  cityUnknown: 'city',
  checkIn: 'checkIn',
  checkInPast: 'checkIn',
  checkInTooFar: 'checkIn',
  checkOut: 'checkOut',
  checkOutOrder: 'checkOut',
  tooLong: 'checkOut',
  adults: 'adults',
  roomsWithoutAdult: 'rooms',
  childAge: 'children',
};
const fieldOf = (problem: StayCriteriaError): Field => (problem.problem === 'childAge' ? `age-${problem.child ?? 0}` : FIELD_OF[problem.problem]);
const idOf = (field: Field) => `stay-search-${field}`;
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

const fieldClasses = { field: styles.field, error: styles.error };

/**
 * Spec §1 stays search: where, when, rooms and guests. A GET form to the results' shareable
 * address, so it works without JavaScript; with it, the browser checks first and the results load
 * without a full page.
 */
export function StaySearchForm({ cities, values, problems: refused = [], today, stayId }: StaySearchFormProps) {
  const { t } = useTranslation('stays');
  const router = useRouter();
  const dispatch = useAppDispatch();
  const language = useAppSelector((state) => state.auth.locale);
  const known = findStayCity(values.city, cities);
  const [form, setForm] = useState<StaySearchCriteria>({ ...values, city: known ? stayCityLabel(known) : values.city });
  const [checked, setChecked] = useState<StayCriteriaError[] | null>(null);
  const summary = useRef<HTMLDivElement>(null);
  const problems = checked ?? refused;

  useEffect(() => {
    if (refused.length > 0) showErrorSummary(summary.current);
  }, [refused]);

  const set = <K extends keyof StaySearchCriteria>(key: K, value: StaySearchCriteria[K]) => setForm((current) => ({ ...current, [key]: value }));
  const message = (problem: StayCriteriaError) => t(`search.errors.${problem.problem}`, { number: (problem.child ?? 0) + 1, text: values.city });
  const errorOf = (field: Field) => {
    const problem = problems.find((candidate) => fieldOf(candidate) === field);
    return problem ? message(problem) : undefined;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const city = stayId ? cities.find((candidate) => candidate.code === values.city) : findStayCity(form.city, cities);
    const found = checkStaySearch(stayId ? { ...form, city: values.city } : form, today);
    if (!stayId && form.city && !city) found.unshift({ problem: 'cityUnknown' });
    setChecked(found);
    if (found.length > 0) {
      requestAnimationFrame(() => showErrorSummary(summary.current));
      return;
    }
    dispatch(searchRequested());
    router
      .push(stayId ? `${stayHref(stayId, { ...form, city: values.city })}#rooms` : staySearchHref({ ...form, city: city!.code }))
      .then((moved) => {
        if (!moved) dispatch(searchStopped());
      })
      .catch(() => dispatch(searchStopped()));
  };

  const lastDay = addDays(today, MAX_DAYS_AHEAD);
  const select = (field: 'rooms' | 'adults' | 'children', label: string, options: number[], value: number, onChange: (value: number) => void) => (
    <FormField classes={fieldClasses} id={idOf(field)} label={label} error={errorOf(field)}>
      {(control) => (
        <select {...control} name={field} value={value} onChange={(event) => onChange(Number(event.target.value))}>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );

  return (
    <form
      className={stayId ? `${styles.form} ${styles.inline}` : styles.form}
      action={`${language === 'fr' ? '/fr' : ''}${stayId ? `/stays/${stayId}` : '/stays/search'}`}
      method="get"
      onSubmit={submit}
      noValidate
      aria-label={stayId ? t('detail.datesForm') : t('search.title')}
    >
      {problems.length > 0 && (
        <ErrorSummary
          ref={summary}
          title={t('search.errors.summary')}
          titleId="stay-search-problems"
          items={problems.map((problem, index) => ({
            key: `${problem.problem}-${problem.child ?? index}`,
            text: message(problem),
            href: `#${idOf(fieldOf(problem))}`,
          }))}
        />
      )}
      {stayId ? (
        <input type="hidden" name="city" value={values.city} />
      ) : (
        <CityField
          id={idOf('city')}
          label={t('search.city')}
          value={form.city}
          cities={cities}
          onChange={(value) => set('city', value)}
          error={errorOf('city')}
        />
      )}
      <div className={styles.dates}>
        {(['checkIn', 'checkOut'] as const).map((field) => (
          <FormField classes={fieldClasses} key={field} id={idOf(field)} label={t(`search.${field}`)} error={errorOf(field)}>
            {(control) => (
              <input
                {...control}
                name={field}
                type="date"
                min={field === 'checkIn' ? today : form.checkIn ? addDays(form.checkIn, 1) : today}
                max={lastDay}
                value={form[field]}
                onChange={(event) => {
                  const value = event.target.value;
                  setForm((current) => ({
                    ...current,
                    [field]: value,
                    // A check-in on or after the check-out moves the check-out to the next day.
                    ...(field === 'checkIn' && value && (!current.checkOut || current.checkOut <= value) ? { checkOut: addDays(value, 1) } : {}),
                  }));
                }}
              />
            )}
          </FormField>
        ))}
      </div>
      <div className={styles.party}>
        {select('rooms', t('search.rooms'), range(1, MAX_ROOMS), form.rooms, (value) => set('rooms', value))}
        {select('adults', t('search.adults'), range(1, MAX_GUESTS), form.adults, (value) => set('adults', value))}
        {select('children', t('search.children'), range(0, MAX_CHILDREN), form.childAges.length, (value) =>
          set(
            'childAges',
            Array.from({ length: value }, (_, index) => form.childAges[index] ?? null),
          ),
        )}
      </div>
      {form.childAges.length > 0 && (
        <fieldset className={styles.ages}>
          <legend>{t('search.agesLegend')}</legend>
          {form.childAges.map((age, index) => (
            <FormField
              classes={fieldClasses}
              key={index}
              id={idOf(`age-${index}`)}
              label={t('search.childAge', { number: index + 1 })}
              error={errorOf(`age-${index}`)}
            >
              {(control) => (
                <select
                  {...control}
                  name="age"
                  value={age ?? ''}
                  onChange={(event) =>
                    set(
                      'childAges',
                      form.childAges.map((current, position) =>
                        position === index ? (event.target.value === '' ? null : Number(event.target.value)) : current,
                      ),
                    )
                  }
                >
                  <option value="">{t('search.chooseAge')}</option>
                  {range(0, 17).map((years) => (
                    <option key={years} value={years}>
                      {t('search.years', { count: years })}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          ))}
        </fieldset>
      )}
      <button type="submit" className={styles.submit}>
        {stayId ? t('detail.showPrices') : t('search.submit')}
      </button>
    </form>
  );
}
