import Head from 'next/head';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useState, type FormEvent } from 'react';
import controls from '@/components/common/controls.module.scss';
import { SelectField } from '@/components/common/SelectField';
import { TextField } from '@/components/common/TextField';
import page from '@/components/layout/Page.module.scss';
import { useFormatters } from '@/components/i18n/use-formatters';
import { brand } from '@/config/public';
import { createFlightBooking, type Country, type TravellerDetails } from '@/services/bookings';
import { searchHref } from '@/lib/flight-search-query';
import { toApiError } from '@/services/http';
import { useAppSelector } from '@/store/hooks';
import { OfferUnavailable } from '@/components/flights/review/OfferUnavailable';
import styles from './TravellersForm.module.scss';
import { toMinor } from '@/components/i18n/format';
import { paths } from '@/config/paths';

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
/** Refusals of the whole booking said in the reader's words (field problems go beside their fields). */
const KNOWN_FAILURES = new Set(['QUOTE_EXPIRED', 'PRICE_CHANGED', 'SOLD_OUT', 'FLIGHT_NOT_FOUND', 'TOO_MANY_UNPAID_BOOKINGS', 'TOO_MANY_ATTEMPTS']);

export function TravellersForm({ countries }: { countries: Country[] }) {
  const { t } = useTranslation('flights');
  const router = useRouter();
  const { price } = useFormatters();
  const { confirmedOffer: offer, quoteId } = useAppSelector((state) => state.flight);
  const resultsFor = useAppSelector((state) => state.flight.resultsFor);
  const { locale, location } = useAppSelector((state) => state.auth);
  const home = location?.country_code ?? 'NG';
  const [travellers, setTravellers] = useState<TravellerForm[]>(() => (offer?.travelerPricings ?? []).map((pricing) => blank(pricing.travelerId, home)));
  const [contact, setContact] = useState({ email: '', phone: '' });
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const countryOptions = countries.map((country) => ({ value: country.code, label: country.name }));

  if (!offer) {
    return (
      <div className={page.page}>
        <OfferUnavailable />
      </div>
    );
  }

  const update = (index: number, change: Partial<TravellerForm>) =>
    setTravellers((all) => all.map((traveller, at) => (at === index ? { ...traveller, ...change } : traveller)));
  const typeOf = (id: string) => offer.travelerPricings.find((pricing) => pricing.travelerId === id)?.travelerType ?? 'ADULT';

  const check = (): Problems => {
    const found: Problems = {};
    const required = t('travellers.errors.required');
    travellers.forEach((traveller, index) => {
      const at = `/travelers/${index}`;
      if (!traveller.title) found[`${at}/title`] = t('travellers.errors.title');
      if (!traveller.gender) found[`${at}/gender`] = t('travellers.errors.gender');
      if (!traveller.firstName.trim()) found[`${at}/firstName`] = required;
      if (!traveller.lastName.trim()) found[`${at}/lastName`] = required;
      if (!traveller.dateOfBirth) found[`${at}/dateOfBirth`] = required;
      if (!traveller.passport.number.trim()) found[`${at}/passport/number`] = required;
      if (!traveller.passport.expiryDate) found[`${at}/passport/expiryDate`] = required;
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
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      const booking = await createFlightBooking({ quoteId: quoteId!, offer, travelers: travellers.map((traveller) => ({ ...traveller, title: traveller.title as Title, gender: traveller.gender as Gender, middleName: traveller.middleName || undefined })), contact, language: locale });
      await router.push(paths.flightSeats(booking.reference), undefined, { locale });
    } catch (error) {
      const apiError = toApiError(error);
      // The API names the field at fault (JSON pointer): show its words beside that field.
      const fromServer: Problems = {};
      for (const item of apiError.info.errors) {
        const pointer = item.source?.pointer?.replace(/^\/data(?=\/travelers)/, '');
        if (pointer && item.detail) fromServer[pointer] = item.code === 'INVALID_CHARACTERS' ? t('travellers.errors.characters') : item.detail;
      }
      setProblems(fromServer);
      if (KNOWN_FAILURES.has(apiError.code)) setFailure(t(`travellers.failures.${apiError.code}`));
      else if (Object.keys(fromServer).length === 0) setFailure(apiError.status === 0 ? t('travellers.failures.offline') : t('travellers.failures.generic'));
    } finally {
      setSending(false);
    }
  };


  return (
    <div className={page.page}>
      <Head>
        <title>{`${t('travellers.title')} | ${brand.name}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <h1 className={page.heading}>{t('travellers.title')}</h1>
      <p className={styles.hint}>{t('travellers.namesHint')}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        {travellers.map((traveller, index) => {
          const base = `/travelers/${index}`;
          const id = (name: string) => `traveller-${index}-${name}`;
          return (
            <fieldset key={traveller.id} className={styles.traveller}>
              <legend>{t('travellers.travellerTitle', { number: index + 1, type: t(`review.types.${typeOf(traveller.id)}`) })}</legend>
              <div className={styles.grid}>
                <SelectField
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
                    label={t(`travellers.fields.${name}`)}
                    autoComplete={name === 'firstName' ? 'given-name' : name === 'lastName' ? 'family-name' : 'additional-name'}
                    value={traveller[name] ?? ''}
                    error={problems[`${base}/${name}`]}
                    onChange={(event) => update(index, { [name]: event.target.value })}
                  />
                ))}
                <TextField
                  label={t('travellers.fields.dateOfBirth')}
                  type="date"
                  value={traveller.dateOfBirth}
                  error={problems[`${base}/dateOfBirth`]}
                  onChange={(event) => update(index, { dateOfBirth: event.target.value })}
                />
                <fieldset className={styles.gender} aria-describedby={problems[`${base}/gender`] ? id('gender-error') : undefined}>
                  <legend>{t('travellers.fields.gender')}</legend>
                  {(['FEMALE', 'MALE'] as const).map((gender) => (
                    <label key={gender}>
                      <input type="radio" name={id('gender')} checked={traveller.gender === gender} onChange={() => update(index, { gender })} />
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
                  label={t('travellers.fields.passportExpiry')}
                  type="date"
                  value={traveller.passport.expiryDate}
                  error={problems[`${base}/passport/expiryDate`]}
                  onChange={(event) => update(index, { passport: { ...traveller.passport, expiryDate: event.target.value } })}
                />
              </div>
            </fieldset>
          );
        })}

        <fieldset className={styles.traveller}>
          <legend>{t('travellers.contact')}</legend>
          <div className={styles.grid}>
            <TextField
              label={t('travellers.fields.email')}
              type="email"
              inputMode="email"
              autoComplete="email"
              value={contact.email}
              error={problems['/data/contact/email']}
              onChange={(event) => setContact({ ...contact, email: event.target.value })}
            />
            <TextField
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
            {failure}{' '}
            {resultsFor && <Link href={searchHref(resultsFor)}>{t('review.otherOptions')}</Link>}
          </p>
        )}
        {Object.keys(problems).length > 0 && !failure && (
          <p role="alert" className={styles.failure}>
            {t('search.errors.summary')}
          </p>
        )}
        <button type="submit" className={`${controls.primary} ${styles.submit}`} disabled={sending} aria-busy={sending}>
          {sending ? t('travellers.reserving') : t('travellers.reserve')}
        </button>
      </form>
    </div>
  );
}
