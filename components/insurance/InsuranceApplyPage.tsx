import { PrivateTitle } from '@/components/seo/PrivateTitle';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import { useRef, useState, type FormEvent } from 'react';
import controls from '@/components/common/controls.module.scss';
import { ErrorSummary, showErrorSummary, type ErrorSummaryItem } from '@/components/common/ErrorSummary';
import { toast } from '@/components/common/toast';
import { toMinor } from '@/components/i18n/format';
import { useFormatters } from '@/components/i18n/use-formatters';
import page from '@/components/layout/Page.module.scss';
import { FullScreenLoader } from '@/components/status/FullScreenLoader';
import { insurancePaths } from '@/config/insurance-paths';
import {
  applicantBody,
  checkApplicant,
  fieldIdOf,
  formFields,
  pathOfPointer,
  type ApplicantProblem,
  type ApplicantValues,
  type FieldSpec,
} from '@/lib/insurance-applicant';
import { ApiError } from '@/services/http';
import { addInsuranceData, bookInsurance, type InsurancePlan, type InsuranceQuote } from '@/services/insurance';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { applicationBooked, applicationRequested, applicationStopped, selectInsurance } from '@/store/slices/insurance';
import { ApplicantField } from './ApplicantField';
import styles from './InsuranceApplyPage.module.scss';
import quoteStyles from './InsuranceQuotePage.module.scss';

export interface InsuranceApplyPageProps {
  quote: InsuranceQuote;
  plan: InsurancePlan;
  initial: ApplicantValues;
}

/**
 * Spec §2 and §3: who the chosen plan covers — one traveller, or a family of two parents and the
 * quote's children — every field with its own error and a summary that takes focus (§5 in the
 * reader's language), then booked and on to payment (§4 /insurance/makepayment). The loading
 * overlay shows while the details are sent.
 */
export function InsuranceApplyPage({ quote, plan, initial }: InsuranceApplyPageProps) {
  const { t } = useTranslation('insurance');
  const router = useRouter();
  const dispatch = useAppDispatch();
  const { money, date, language } = useFormatters();
  const { insuranceIndividualLoader, insuranceFamilyLoader } = useAppSelector(selectInsurance);
  const busy = insuranceIndividualLoader || insuranceFamilyLoader;
  const [values, setValues] = useState<ApplicantValues>(initial);
  const [problems, setProblems] = useState<ApplicantProblem[]>([]);
  const [expired, setExpired] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  const { bookingType, children, coverStart, coverEnd } = quote.trip;
  const fields = formFields(bookingType, children);
  const rules = {
    bookingType,
    children,
    coverStart,
    oldestDob: initial[bookingType === 'INDIVIDUAL' ? 'individual.dateOfBirth' : 'family.parents.0.dateOfBirth']!,
  };

  const day = (iso: string) => date(`${iso}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
  const country = new Intl.DisplayNames([language], { type: 'region' }).of(quote.destination.country) ?? quote.destination.country;
  const labelOf = (path: string) => {
    const field = path
      .split('.')
      .slice(path.startsWith('family.parents') || path.startsWith('family.children') ? 3 : 1)
      .join('.');
    return t(`apply.fields.${field}`);
  };
  const whoOf = (path: string) => {
    const [, group, index] = path.split('.');
    if (group === 'parents') return t('apply.parent', { number: Number(index) + 1 });
    if (group === 'children') return t('apply.child', { number: Number(index) + 1 });
    return null;
  };
  const problemText = (problem: ApplicantProblem) => t(`apply.errors.${problem.code}`, { defaultValue: t('apply.errors.INVALID_INPUT') });
  const errorOf = (path: string) => {
    const problem = problems.find((candidate) => candidate.path === path);
    return problem ? problemText(problem) : undefined;
  };
  const set = (path: string) => (value: string) => {
    setValues((current) => ({ ...current, [path]: value }));
    if (problems.some((problem) => problem.path === path)) setProblems((current) => current.filter((problem) => problem.path !== path));
  };
  const refuse = (found: ApplicantProblem[]) => {
    setProblems(found);
    requestAnimationFrame(() => showErrorSummary(summary.current));
  };

  /** The summary: the fields left empty in one line (§5 "Please fill all fields"), then each other problem on its own. */
  const summaryItems = (): ErrorSummaryItem[] => {
    const known = (problem: ApplicantProblem) => fields.some((field) => field.path === problem.path);
    const named = (path: string) => {
      const who = whoOf(path) ?? (path.includes('.nextOfKin.') ? t('apply.kinShort') : null);
      return `${who ? `${who}, ` : ''}${labelOf(path)}`;
    };
    const missing = problems.filter((problem) => problem.code === 'FIELDS_MISSING' && known(problem));
    return [
      ...(missing.length > 0
        ? [
            {
              key: 'missing',
              text: `${t('apply.errors.FIELDS_MISSING')}${t('apply.colon').trimEnd()}`,
              fields: missing.map((problem) => ({ href: `#${fieldIdOf(problem.path)}`, text: named(problem.path) })),
            },
          ]
        : []),
      ...problems
        .filter((problem) => !missing.includes(problem))
        .map((problem, index) =>
          known(problem)
            ? { key: `${problem.path}-${index}`, text: `${named(problem.path)}${t('apply.colon')}${problemText(problem)}`, href: `#${fieldIdOf(problem.path)}` }
            : { key: `${problem.path}-${index}`, text: problemText(problem) },
        ),
    ];
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkApplicant(values, rules);
    if (found.length > 0) return refuse(found);
    setProblems([]);
    setExpired(false);
    dispatch(applicationRequested(bookingType));
    try {
      const application = await addInsuranceData({ quoteId: quote.id, planCode: plan.code, ...applicantBody(values, { bookingType, children }) });
      const booking = await bookInsurance(application.id, language);
      dispatch(applicationBooked({ bookingType, reference: booking.reference }));
      const moved = await router.push(insurancePaths.payment(booking.reference), undefined, { locale: language });
      if (!moved) dispatch(applicationStopped());
    } catch (error) {
      dispatch(applicationStopped());
      const info = error instanceof ApiError ? error.info : null;
      if (info?.status === 422) {
        // The API's own refusals, on their fields (the form's checks are the API's, so this is rare).
        return refuse(
          info.errors.map((item) => ({ path: pathOfPointer(item.source?.pointer), code: (item.code ?? 'INVALID_INPUT') as ApplicantProblem['code'] })),
        );
      }
      if (info?.status === 410) {
        setExpired(true);
        return requestAnimationFrame(() => showErrorSummary(summary.current));
      }
      // Spec §4/§8: a booking failure is toasted and explained on the error page.
      toast.error(t('errorPage.toast'), { id: 'insurance-failed' });
      await router.push('/insurance/error', undefined, { locale: language });
    }
  };

  // Fields grouped as a person reads them: the traveller (or the family), then each parent and child.
  const groups = new Map<string, Array<FieldSpec & { path: string }>>();
  for (const field of fields) {
    const who =
      whoOf(field.path) ?? (field.name.startsWith('nextOfKin.') ? t('apply.kin') : bookingType === 'FAMILY' ? t('apply.family') : t('apply.traveller'));
    groups.set(who, [...(groups.get(who) ?? []), field]);
  }

  return (
    <div className={page.page}>
      <PrivateTitle title={t('apply.title')} />
      <h1 id="apply-title" className={page.heading}>
        {t('apply.title')}
      </h1>
      <section className={styles.plan} aria-label={t('apply.planSummary')}>
        <p>
          <strong>{t(`plans.${plan.code}`, { defaultValue: plan.name })}</strong> · {country} · {day(coverStart)} – {day(coverEnd)}
        </p>
        <p>
          {t('quote.total')} <strong>{money(toMinor(plan.fees.total), 'NGN')}</strong>
        </p>
        <Link href="/insurance">{t('apply.changeQuote')}</Link>
      </section>

      <form className={quoteStyles.form} noValidate onSubmit={submit} aria-labelledby="apply-title">
        <p className={styles.lead}>{t('apply.lead')}</p>
        {(problems.length > 0 || expired) && (
          <ErrorSummary
            ref={summary}
            level={3}
            title={t('errors.summary')}
            titleId="apply-problems"
            items={expired ? [{ key: 'expired', text: t('apply.expired'), href: '/insurance' }] : summaryItems()}
          />
        )}
        {[...groups].map(([who, groupFields]) => (
          <fieldset key={who} className={styles.group}>
            <legend>{who}</legend>
            <div className={quoteStyles.grid}>
              {groupFields.map((field) => (
                <ApplicantField
                  key={field.path}
                  field={field}
                  values={values}
                  label={labelOf(field.path)}
                  error={errorOf(field.path)}
                  bookingType={bookingType}
                  onChange={set(field.path)}
                />
              ))}
            </div>
          </fieldset>
        ))}
        <button type="submit" className={`${controls.primary} ${quoteStyles.submit}`} disabled={busy}>
          {busy ? t('apply.sending') : t('apply.submit')}
        </button>
        {busy && <FullScreenLoader label={t('apply.sending')} />}
      </form>
    </div>
  );
}
