import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import { useState, type FormEvent } from 'react';
import { airportCode, calendarHref, lastBookableDate, MAX_LEGS, searchHref, TRIP_TYPES, type CriteriaError } from '@/lib/flight-search-query';
import { validateCriteria } from '@/lib/flight-search-request';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  addLeg,
  criteriaOf,
  removeLeg,
  setReturnDate,
  setTicketType,
  setTravellers,
  setTripType,
  updateLeg,
  CABIN_OF_TICKET,
  selectFlight,
} from '@/store/slices/flight';
import { AirportField } from './AirportField';
import styles from './FlightSearchForm.module.scss';
import { TravellersField } from './TravellersField';
import { todayInLagos } from '@/common/dates';

/** Today in West Africa Time (UTC+1), the calendar the date fields start from. */

/**
 * Spec §2 flight search: one way, return or multi-city (up to five flights), airports by
 * autocomplete, dates, travellers and cabin. A real GET form to the results page, so it works
 * before JavaScript arrives; with JavaScript it checks itself first and navigates in place.
 */
export function FlightSearchForm() {
  const { t } = useTranslation('search');
  const router = useRouter();
  const dispatch = useAppDispatch();
  const flight = useAppSelector(selectFlight);
  const language = useAppSelector((state) => state.auth.locale);
  const [errors, setErrors] = useState<CriteriaError[]>([]);
  const criteria = criteriaOf(flight);
  const today = todayInLagos();
  const lastDate = lastBookableDate(today);
  const legs = flight.tripType === 'multiTrip' ? flight.itinerary : flight.itinerary.slice(0, 1);

  const errorFor = (problem: CriteriaError['problem'], leg?: number) =>
    errors.some((error) => error.problem === problem && (leg === undefined || error.leg === leg)) ? t(`search.errors.${problem}`) : undefined;
  const legError = (leg: number, problems: CriteriaError['problem'][]) => problems.map((problem) => errorFor(problem, leg)).find(Boolean);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const resolved = { ...criteria, legs: criteria.legs.map((leg) => ({ ...leg, from: airportCode(leg.from), to: airportCode(leg.to) })) };
    const found = validateCriteria(resolved, today);
    setErrors(found);
    if (found.length > 0) return;
    void router.push(searchHref(resolved), undefined, { locale: language });
  };

  const swap = (index: number) => {
    const leg = flight.itinerary[index]!;
    dispatch(updateLeg({ index, leg: { departure: leg.arrival, arrival: leg.departure } }));
  };

  return (
    <form
      className={styles.form}
      action={language === 'fr' ? '/fr/flights/search' : '/flights/search'}
      method="get"
      onSubmit={submit}
      noValidate
      aria-label={t('search.title')}
    >
      <fieldset className={styles.tripTypes}>
        <legend className={styles.visuallyHidden}>{t('search.tripType')}</legend>
        {TRIP_TYPES.map((type) => (
          <label key={type} className={flight.tripType === type ? styles.pillActive : styles.pill}>
            <input type="radio" name="trip" value={type} checked={flight.tripType === type} onChange={() => dispatch(setTripType(type))} />
            {t(`search.tripTypes.${type}`)}
          </label>
        ))}
      </fieldset>

      {legs.map((leg, index) => (
        <fieldset key={index} className={styles.leg}>
          <legend className={flight.tripType === 'multiTrip' ? styles.legTitle : styles.visuallyHidden}>
            {t('search.flightNumber', { number: index + 1 })}
          </legend>
          <div className={styles.route}>
            <AirportField
              label={t('search.from')}
              name="from"
              placeholder={t('search.airportPlaceholder')}
              value={leg.departure}
              onChange={(value) => dispatch(updateLeg({ index, leg: { departure: value } }))}
              error={legError(index, ['from'])}
            />
            <button type="button" className={styles.swap} aria-label={t('search.swap')} onClick={() => swap(index)}>
              ⇄
            </button>
            <AirportField
              label={t('search.to')}
              name="to"
              placeholder={t('search.airportPlaceholder')}
              value={leg.arrival}
              onChange={(value) => dispatch(updateLeg({ index, leg: { arrival: value } }))}
              error={legError(index, ['to', 'sameAirport'])}
            />
          </div>
          <div className={styles.dates}>
            <div className={styles.field}>
              <label htmlFor={`depart-${index}`}>{t('search.depart')}</label>
              <input
                id={`depart-${index}`}
                name="depart"
                type="date"
                min={index > 0 ? flight.itinerary[index - 1]?.date || today : today}
                max={lastDate}
                value={leg.date}
                aria-invalid={legError(index, ['date', 'dateTooFar', 'dateOrder']) ? true : undefined}
                onChange={(event) => dispatch(updateLeg({ index, leg: { date: event.target.value } }))}
              />
              {legError(index, ['date', 'dateTooFar', 'dateOrder']) && <p className={styles.error}>{legError(index, ['date', 'dateTooFar', 'dateOrder'])}</p>}
            </div>
            {flight.tripType === 'roundTrip' && (
              <div className={styles.field}>
                <label htmlFor="return-date">{t('search.return')}</label>
                <input
                  id="return-date"
                  name="return"
                  type="date"
                  min={leg.date || today}
                  max={lastDate}
                  value={flight.returnDate ?? ''}
                  aria-invalid={errorFor('returnDate') ? true : undefined}
                  onChange={(event) => dispatch(setReturnDate(event.target.value))}
                />
                {errorFor('returnDate') && <p className={styles.error}>{errorFor('returnDate')}</p>}
              </div>
            )}
          </div>
          {index === 0 && flight.tripType !== 'multiTrip' && /^[A-Z]{3}$/.test(airportCode(leg.departure)) && /^[A-Z]{3}$/.test(airportCode(leg.arrival)) && (
            // The month's lowest fares for this route, from the date field (a link: it works without JavaScript).
            <Link
              className={styles.calendarLink}
              href={calendarHref({ ...criteria, legs: [{ from: airportCode(leg.departure), to: airportCode(leg.arrival), date: leg.date }] })}
            >
              {t('search.cheapestDays')}
            </Link>
          )}
          {flight.tripType === 'multiTrip' && legs.length > 2 && (
            <button type="button" className={styles.linkButton} onClick={() => dispatch(removeLeg(index))}>
              {t('search.removeFlight', { number: index + 1 })}
            </button>
          )}
        </fieldset>
      ))}

      {flight.tripType === 'multiTrip' && legs.length < MAX_LEGS && (
        <button type="button" className={styles.addLeg} onClick={() => dispatch(addLeg())}>
          {t('search.addFlight')}
        </button>
      )}

      <TravellersField
        counts={{ adults: flight.adults, children: flight.children, lapInfants: flight.heldInfants, seatInfants: flight.infants }}
        cabin={CABIN_OF_TICKET[flight.ticketType]}
        onCounts={(counts) =>
          dispatch(setTravellers({ adults: counts.adults, children: counts.children, heldInfants: counts.lapInfants, infants: counts.seatInfants }))
        }
        onCabin={(cabin) => dispatch(setTicketType(Object.entries(CABIN_OF_TICKET).find(([, value]) => value === cabin)![0] as keyof typeof CABIN_OF_TICKET))}
        error={errorFor('tooManyTravellers') ?? errorFor('lapInfants') ?? errorFor('adults')}
      />

      {errors.length > 0 && (
        <p role="alert" className={styles.formError}>
          {t('search.errors.summary')}
        </p>
      )}
      <button type="submit" className={styles.submit}>
        {t('search.submit')}
      </button>
    </form>
  );
}
