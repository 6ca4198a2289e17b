import Head from 'next/head';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import { useEffect, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import controls from '@/components/common/controls.module.scss';
import { SelectField } from '@/components/common/SelectField';
import { TextField } from '@/components/common/TextField';
import page from '@/components/layout/Page.module.scss';
import { useFormatters } from '@/components/i18n/use-formatters';
import { brand } from '@/config/public';
import { createFlightBooking, type Country, type TravellerDetails } from '@/services/bookings';
import { saveTraveller, type SavedTraveller } from '@/services/account';
import { searchHref } from '@/lib/flight-search-query';
import { toApiError } from '@/services/http';
import { useAppSelector } from '@/store/hooks';
import { OfferUnavailablePage } from '@/components/flights/review/OfferUnavailable';
import { ErrorSummary } from '@/components/common/ErrorSummary';
import styles from './TravellersForm.module.scss';
import { toMinor } from '@/components/i18n/format';
import { paths } from '@/config/paths';
import { PASSPORT_NAME, passportName, passportValidity } from '@/common/passport';
import { selectFlight } from '@/store/slices/flight';

type Title = TravellerDetails['title'];
type Gender = TravellerDetails['gender'];

/**
 * The titles a traveller may carry, by age: a child is never Mr or Mrs. French has one word (Mme)
 * for Mrs and Ms, so it lists it once.
 */
export function titlesFor(travelerType: string, language: 'en' | 'fr'): Title[] {
  if (travelerType !== 'ADULT') return ['MSTR', 'MISS'];
  return language === 'fr' ? ['MR', 'MRS', 'MISS', 'DR'] : ['MR', 'MRS', 'MS', 'MISS', 'DR'];
}

/** A traveller as the form holds them: title and gender stay empty until the person chooses. */
type TravellerForm = Omit<TravellerDetails, 'title' | 'gender'> & { title: Title | ''; gender: Gender | '' };

type Problems = Record<string, string>;

const blank = (id: string, nationality: string): TravellerForm => ({
  id,
  title: '',
  firstName: '',
  middleName: '',
  lastName: '',
  dateOfBirth: '',
  gender: '',
  nationality,
  passport: { number: '', issuingCountry: nationality, expiryDate: '' },
});

/**
 * Traveller details for the chosen offer, names as on the passport, and a contact; then the trip
 * is reserved for payment by bank transfer (card payment comes with the payment providers).
 */
/** The API's field problems said in the reader's words (beside the field and in the summary). */
const FIELD_CODES: Record<string, string> = {
  INVALID_CHARACTERS: 'characters',
  NAME_FORMAT: 'nameFormat',
  AGE_DOES_NOT_MATCH: 'age',
  PASSPORT_EXPIRES: 'passportExpires',
  BIRTH_IN_FUTURE: 'birthInFuture',
};

/** A traveller's fields in the order the form shows them, by the API's pointer (relative to the traveller). */
const TRAVELLER_FIELDS = [
  ['title', 'title'],
  ['firstName', 'firstName'],
  ['middleName', 'middleName'],
  ['lastName', 'lastName'],
  ['dateOfBirth', 'dateOfBirth'],
  ['gender', 'gender'],
  ['passport/number', 'passportNumber'],
  ['passport/expiryDate', 'passportExpiry'],
] as const;

/** The element an error summary's link moves to, by pointer. */
export const fieldId = (pointer: string) => pointer.replace(/^\/(data\/)?/, '').replace(/\//g, '-');

/** Refusals of the whole booking said in the reader's words (field problems go beside their fields). */
const KNOWN_FAILURES = new Set(['QUOTE_EXPIRED', 'PRICE_CHANGED', 'SOLD_OUT', 'FLIGHT_NOT_FOUND', 'TOO_MANY_UNPAID_BOOKINGS', 'TOO_MANY_ATTEMPTS']);

export function TravellersForm({ countries, saved = null }: { countries: Country[]; saved?: SavedTraveller[] | null }) {
  const { t } = useTranslation('flights');
  const router = useRouter();
  const { price } = useFormatters();
  const { confirmedOffer: offer, quoteId } = useAppSelector(selectFlight);
  const resultsFor = useAppSelector((state) => selectFlight(state).resultsFor);
  const { locale, location } = useAppSelector((state) => state.auth);
  const home = location?.country_code ?? 'NG';
  const [travellers, setTravellers] = useState<TravellerForm[]>(() => (offer?.travelerPricings ?? []).map((pricing) => blank(pricing.travelerId, home)));
  const [contact, setContact] = useState({ email: '', phone: '' });
  // Signed in: who to save with the account once booked (asked, never assumed: it is passport data).
  const [toSave, setToSave] = useState<Record<string, boolean>>({});
  const fillFrom = (index: number, id: string) => {
    const person = saved?.find((candidate) => candidate.id === id);
    if (!person) return;
    update(index, {
      // A title this traveller's fare does not allow (Mrs for a child's seat) is left to choose.
      title: titlesFor(typeOf(travellers[index]!.id), locale).includes(person.title) ? person.title : '',
      firstName: person.firstName,
      middleName: person.middleName ?? '',
      lastName: person.lastName,
      dateOfBirth: person.dateOfBirth,
      gender: person.gender,
      nationality: person.nationality,
      passport: { ...person.passport },
    });
  };
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // Each refused submit moves focus to the error summary (so it is read out, and seen first).
  const [refusals, setRefusals] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refusals > 0) summaryRef.current?.focus();
  }, [refusals]);
  const countryOptions = countries.map((country) => ({ value: country.code, label: country.name }));

  if (!offer) return <OfferUnavailablePage title={t('travellers.title')} />;

  const update = (index: number, change: Partial<TravellerForm>) =>
    setTravellers((all) => all.map((traveller, at) => (at === index ? { ...traveller, ...change } : traveller)));
  const typeOf = (id: string) => offer.travelerPricings.find((pricing) => pricing.travelerId === id)?.travelerType ?? 'ADULT';

  const segments = offer.itineraries.flatMap((itinerary) => itinerary.segments);
  const lastFlightDay = segments.at(-1)?.departure.at.slice(0, 10) ?? '';
  const today = new Date().toISOString().slice(0, 10);

  const check = (): Problems => {
    const found: Problems = {};
    const required = t('travellers.errors.required');
    travellers.forEach((traveller, index) => {
      const at = `/travelers/${index}`;
      if (!traveller.title) found[`${at}/title`] = t('travellers.errors.title');
      for (const name of ['firstName', 'middleName', 'lastName'] as const) {
        const value = traveller[name]?.trim() ?? '';
        if (!value && name !== 'middleName') found[`${at}/${name}`] = required;
        else if (value && !PASSPORT_NAME.test(value)) found[`${at}/${name}`] = t('travellers.errors.nameFormat');
      }
      if (!traveller.dateOfBirth) found[`${at}/dateOfBirth`] = required;
      else if (traveller.dateOfBirth > today) found[`${at}/dateOfBirth`] = t('travellers.errors.birthInFuture');
      if (!traveller.gender) found[`${at}/gender`] = t('travellers.errors.gender');
      if (!traveller.passport.number.trim()) found[`${at}/passport/number`] = required;
      if (!traveller.passport.expiryDate) found[`${at}/passport/expiryDate`] = required;
      else if (passportValidity(traveller.passport.expiryDate, lastFlightDay) === 'expires')
        found[`${at}/passport/expiryDate`] = t('travellers.errors.passportExpires');
    });
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(contact.email.trim())) found['/data/contact/email'] = t('travellers.errors.email');
    if (!/^\+?[0-9 ()-]{7,20}$/.test(contact.phone.trim())) found['/data/contact/phone'] = t('travellers.errors.phone');
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = check();
    setProblems(found);
    if (Object.keys(found).length > 0) {
      setRefusals((count) => count + 1);
      return;
    }
    setSending(true);
    try {
      const travelers = travellers.map((traveller) => ({
        ...traveller,
        title: traveller.title as Title,
        gender: traveller.gender as Gender,
        firstName: passportName(traveller.firstName),
        middleName: traveller.middleName?.trim() ? passportName(traveller.middleName) : undefined,
        lastName: passportName(traveller.lastName),
      }));
      const booking = await createFlightBooking({ quoteId: quoteId!, offer, travelers, contact, language: locale });
      // Saving is a convenience: a save that fails never fails the booking (it is just not saved).
      await Promise.allSettled(
        travelers
          .filter((traveller) => toSave[traveller.id])
          .map((traveller) =>
            saveTraveller({
              title: traveller.title,
              firstName: traveller.firstName,
              middleName: traveller.middleName ?? '',
              lastName: traveller.lastName,
              dateOfBirth: traveller.dateOfBirth,
              gender: traveller.gender,
              nationality: traveller.nationality,
              passport: traveller.passport,
            }),
          ),
      );
      await router.push(paths.flightSeats(booking.reference), undefined, { locale });
    } catch (error) {
      const apiError = toApiError(error);
      // The API names the field at fault (JSON pointer): show its words beside that field.
      const fromServer: Problems = {};
      for (const item of apiError.info.errors) {
        const pointer = item.source?.pointer?.replace(/^\/data(?=\/travelers)/, '');
        if (pointer && item.detail) fromServer[pointer] = item.code && FIELD_CODES[item.code] ? t(`travellers.errors.${FIELD_CODES[item.code]}`) : item.detail;
      }
      setProblems(fromServer);
      if (Object.keys(fromServer).length > 0) setRefusals((count) => count + 1);
      if (KNOWN_FAILURES.has(apiError.code)) setFailure(t(`travellers.failures.${apiError.code}`));
      else if (Object.keys(fromServer).length === 0) setFailure(apiError.status === 0 ? t('travellers.failures.offline') : t('travellers.failures.generic'));
    } finally {
      setSending(false);
    }
  };

  // The problems in the order of the form, each naming its traveller and field.
  const summary = [
    ...travellers.flatMap((traveller, index) =>
      TRAVELLER_FIELDS.flatMap(([pointer, label]) => {
        const message = problems[`/travelers/${index}/${pointer}`];
        const who = t('travellers.travellerTitle', { number: index + 1, type: t(`review.types.${typeOf(traveller.id)}`) });
        return message
          ? [{ pointer: `/travelers/${index}/${pointer}`, text: t('travellers.summaryItem', { who, field: t(`travellers.fields.${label}`), message }) }]
          : [];
      }),
    ),
    ...(['email', 'phone'] as const).flatMap((name) => {
      const message = problems[`/data/contact/${name}`];
      return message ? [{ pointer: `/data/contact/${name}`, text: t('travellers.summaryContact', { field: t(`travellers.fields.${name}`), message }) }] : [];
    }),
  ];
  const known = new Set(summary.map((item) => item.pointer));
  const otherProblems = Object.entries(problems).filter(([pointer]) => !known.has(pointer));
  const goTo = (event: MouseEvent<HTMLAnchorElement>, pointer: string) => {
    const field = document.getElementById(fieldId(pointer)) ?? document.querySelector<HTMLElement>(`[data-field="${fieldId(pointer)}"] input`);
    if (!field) return;
    event.preventDefault();
    // The field comes into view with its label above it (scroll-margin), under the sticky header.
    (field.closest<HTMLElement>('[data-field]') ?? field).scrollIntoView({ block: 'start' });
    field.focus({ preventScroll: true });
  };

  return (
    <div className={page.page}>
      <Head>
        <title>{`${summary.length > 0 ? `${t('travellers.errorTitle')}: ` : ''}${t('travellers.title')} | ${brand.name}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <h1 className={page.heading}>{t('travellers.title')}</h1>
      {(summary.length > 0 || otherProblems.length > 0) && (
        <ErrorSummary
          ref={summaryRef}
          title={t('travellers.errorTitle')}
          titleId="error-summary-title"
          items={[
            ...summary.map((item) => ({
              key: item.pointer,
              text: item.text,
              href: `#${fieldId(item.pointer)}`,
              onClick: (event: MouseEvent<HTMLAnchorElement>) => goTo(event, item.pointer),
            })),
            ...otherProblems.map(([pointer, message]) => ({ key: pointer, text: message })),
          ]}
        />
      )}
      <p className={styles.hint}>{t('travellers.namesHint')}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        {travellers.map((traveller, index) => {
          const base = `/travelers/${index}`;
          const id = (name: string) => fieldId(`${base}/${name}`);
          return (
            <fieldset key={traveller.id} className={styles.traveller}>
              <legend>{t('travellers.travellerTitle', { number: index + 1, type: t(`review.types.${typeOf(traveller.id)}`) })}</legend>
              {saved && saved.length > 0 && (
                <div className={styles.savedPick}>
                  <SelectField
                    id={id('saved')}
                    label={t('travellers.savedPick')}
                    value=""
                    placeholder={t('travellers.savedChoose')}
                    options={saved.map((person) => ({
                      value: person.id,
                      label: `${[person.firstName, person.lastName].join(' ')} · ${person.dateOfBirth}${person.passportStatus !== 'ok' ? ` · ${t(`travellers.savedPassport.${person.passportStatus}`)}` : ''}`,
                    }))}
                    onChange={(value) => fillFrom(index, value)}
                  />
                </div>
              )}
              <div className={styles.grid}>
                <SelectField
                  id={id('title')}
                  label={t('travellers.fields.title')}
                  value={traveller.title}
                  placeholder={t('travellers.choose')}
                  options={titlesFor(typeOf(traveller.id), locale).map((title) => ({ value: title, label: t(`travellers.titles.${title}`) }))}
                  error={problems[`${base}/title`]}
                  onChange={(title) => update(index, { title })}
                />
                {(['firstName', 'middleName', 'lastName'] as const).map((name) => (
                  <TextField
                    key={name}
                    id={id(name)}
                    className={styles.capitals}
                    label={t(`travellers.fields.${name}`)}
                    autoCapitalize="characters"
                    spellCheck={false}
                    autoComplete={name === 'firstName' ? 'given-name' : name === 'lastName' ? 'family-name' : 'additional-name'}
                    value={traveller[name] ?? ''}
                    error={problems[`${base}/${name}`]}
                    onChange={(event) => update(index, { [name]: event.target.value })}
                  />
                ))}
                <TextField
                  id={id('dateOfBirth')}
                  label={t('travellers.fields.dateOfBirth')}
                  type="date"
                  value={traveller.dateOfBirth}
                  error={problems[`${base}/dateOfBirth`]}
                  onChange={(event) => update(index, { dateOfBirth: event.target.value })}
                />
                <fieldset className={styles.gender} data-field={id('gender')} aria-describedby={problems[`${base}/gender`] ? id('gender-error') : undefined}>
                  <legend>{t('travellers.fields.gender')}</legend>
                  {(['FEMALE', 'MALE'] as const).map((gender, at) => (
                    <label key={gender}>
                      <input
                        type="radio"
                        id={at === 0 ? id('gender') : undefined}
                        name={id('gender')}
                        checked={traveller.gender === gender}
                        onChange={() => update(index, { gender })}
                      />
                      {t(`travellers.genders.${gender}`)}
                    </label>
                  ))}
                  {problems[`${base}/gender`] && (
                    <p id={id('gender-error')} className={styles.error}>
                      {problems[`${base}/gender`]}
                    </p>
                  )}
                </fieldset>
                <SelectField
                  label={t('travellers.fields.nationality')}
                  value={traveller.nationality}
                  options={countryOptions}
                  onChange={(nationality) => update(index, { nationality })}
                />
                <TextField
                  id={id('passport-number')}
                  label={t('travellers.fields.passportNumber')}
                  autoCapitalize="characters"
                  value={traveller.passport.number}
                  error={problems[`${base}/passport/number`]}
                  onChange={(event) => update(index, { passport: { ...traveller.passport, number: event.target.value } })}
                />
                <SelectField
                  label={t('travellers.fields.issuingCountry')}
                  value={traveller.passport.issuingCountry}
                  options={countryOptions}
                  onChange={(issuingCountry) => update(index, { passport: { ...traveller.passport, issuingCountry } })}
                />
                <TextField
                  id={id('passport-expiryDate')}
                  label={t('travellers.fields.passportExpiry')}
                  type="date"
                  value={traveller.passport.expiryDate}
                  error={problems[`${base}/passport/expiryDate`]}
                  warning={passportValidity(traveller.passport.expiryDate, lastFlightDay) === 'soon' ? t('travellers.passportSoon') : undefined}
                  onChange={(event) => update(index, { passport: { ...traveller.passport, expiryDate: event.target.value } })}
                />
              </div>
              {saved && (
                <label className={styles.save}>
                  <input
                    type="checkbox"
                    checked={!!toSave[traveller.id]}
                    onChange={(event) => setToSave((current) => ({ ...current, [traveller.id]: event.target.checked }))}
                  />
                  {t('travellers.saveForNextTime')}
                </label>
              )}
            </fieldset>
          );
        })}

        <fieldset className={styles.traveller}>
          <legend>{t('travellers.contact')}</legend>
          <div className={styles.grid}>
            <TextField
              id={fieldId('/data/contact/email')}
              label={t('travellers.fields.email')}
              type="email"
              inputMode="email"
              autoComplete="email"
              value={contact.email}
              error={problems['/data/contact/email']}
              onChange={(event) => setContact({ ...contact, email: event.target.value })}
            />
            <TextField
              id={fieldId('/data/contact/phone')}
              label={t('travellers.fields.phone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="+234 803 000 0000"
              value={contact.phone}
              error={problems['/data/contact/phone']}
              onChange={(event) => setContact({ ...contact, phone: event.target.value })}
            />
          </div>
        </fieldset>

        <section className={styles.pay} aria-labelledby="pay-title">
          <h2 id="pay-title">{t('travellers.payTitle')}</h2>
          <p>{t('travellers.holdNote')}</p>
          <p className={styles.total}>
            {t('review.total')}: <strong>{price(toMinor(offer.price.total), offer.price.currency)}</strong>
          </p>
        </section>

        {failure && (
          <p role="alert" className={styles.failure}>
            {failure} {resultsFor && <Link href={searchHref(resultsFor)}>{t('review.otherOptions')}</Link>}
          </p>
        )}
        <button type="submit" className={`${controls.primary} ${styles.submit}`} disabled={sending} aria-busy={sending}>
          {sending ? t('travellers.reserving') : t('travellers.reserve')}
        </button>
      </form>
    </div>
  );
}
