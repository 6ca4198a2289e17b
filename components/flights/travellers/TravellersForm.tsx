import Head from 'next/head';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import { useEffect, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import controls from '@/components/common/controls.module.scss';
import page from '@/components/layout/Page.module.scss';
import { useFormatters } from '@/components/i18n/use-formatters';
import { brand } from '@/config/public';
import { createFlightBooking, type Country } from '@/services/bookings';
import { saveTraveller, type SavedTraveller } from '@/services/account';
import { searchHref } from '@/lib/flight-search-query';
import { toApiError } from '@/services/http';
import { useAppSelector } from '@/store/hooks';
import { OfferUnavailablePage } from '@/components/flights/review/OfferUnavailable';
import { ErrorSummary } from '@/components/common/ErrorSummary';
import styles from './TravellersForm.module.scss';
import { ContactFields, TravellerFields } from './TravellerFields';
import {
  blank,
  checkTravellers,
  fieldId,
  KNOWN_FAILURES,
  titlesFor,
  TRAVELLER_FIELDS,
  type Gender,
  problemsFromApi,
  type Problems,
  type Title,
  type TravellerForm,
} from './traveller-form';
import { toMinor } from '@/components/i18n/format';
import { paths } from '@/config/paths';
import { passportName } from '@/common/passport';
import { selectFlight } from '@/store/slices/flight';

export { fieldId, titlesFor };

/**
 * Traveller details for the chosen offer, names as on the passport, and a contact; then the trip
 * is reserved, for payment next.
 */
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

  const check = () => checkTravellers(travellers, contact, { today, lastFlightDay }, t);

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
      // The API names the field at fault: its words go beside that field.
      const fromServer = problemsFromApi(apiError.info.errors, t);
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
        {travellers.map((traveller, index) => (
          <TravellerFields
            key={traveller.id}
            index={index}
            traveller={traveller}
            travelerType={typeOf(traveller.id)}
            problems={problems}
            countryOptions={countryOptions}
            lastFlightDay={lastFlightDay}
            saved={saved}
            onPick={(id) => fillFrom(index, id)}
            onChange={(change) => update(index, change)}
            save={!!toSave[traveller.id]}
            onSave={(checked) => setToSave((current) => ({ ...current, [traveller.id]: checked }))}
          />
        ))}

        <ContactFields contact={contact} problems={problems} onChange={setContact} />

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
