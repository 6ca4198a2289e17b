import Head from 'next/head';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import { useRef, useState, type FormEvent } from 'react';
import { ErrorSummary, showErrorSummary } from '@/components/common/ErrorSummary';
import { SelectField } from '@/components/common/SelectField';
import { TextField } from '@/components/common/TextField';
import textField from '@/components/common/TextField.module.scss';
import { toMinor } from '@/components/i18n/format';
import { useFormatters } from '@/components/i18n/use-formatters';
import page from '@/components/layout/Page.module.scss';
import { FullScreenLoader } from '@/components/status/FullScreenLoader';
import { brand } from '@/config/public';
import { stayPaths } from '@/config/stays-paths';
import { stayHref, staySearchHref, type StaySearchCriteria } from '@/lib/stay-search-query';
import { toApiError } from '@/services/http';
import { bookStay, confirmStayPrice, type StayGuestDetails, type StayHotel, type StayOffer } from '@/services/stays';
import { useAppSelector } from '@/store/hooks';
import styles from '@/components/product/Booking.module.scss';
import { StayBookingSummary } from './StayBookingSummary';

export type StayGuestFormProps = {
  criteria: StaySearchCriteria;
  /** The offer as priced now (spec §7 stayPriceConfirm), or why it cannot be booked. */
  hotel: StayHotel | null;
  offer: StayOffer | null;
  unavailable: 'SOLD_OUT' | 'OFFER_NOT_FOUND' | 'FAILED' | null;
  /** The total the person saw before (results or the stay's page), when it is not today's. */
  previousTotal: string | null;
};

const TITLES = ['MR', 'MRS', 'MS', 'MISS', 'DR'] as const;
type Field = 'title' | 'firstName' | 'lastName' | 'email' | 'phone' | 'specialRequests' | 'arrivalTime';
const FIELDS: Field[] = ['title', 'firstName', 'lastName', 'email', 'phone', 'specialRequests', 'arrivalTime'];
const idOf = (field: Field) => `stay-guest-${field}`;
const NAME = /^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u;

type Guest = Omit<StayGuestDetails, 'title'> & { title: StayGuestDetails['title'] | '' };

/** What the API checks, checked first in the browser: each problem by its field. */
export function checkGuest(guest: Guest): Partial<Record<Field, string>> {
  const problems: Partial<Record<Field, string>> = {};
  if (!guest.title) problems.title = 'title';
  if (!guest.firstName.trim()) problems.firstName = 'firstName';
  else if (!NAME.test(guest.firstName.trim())) problems.firstName = 'name';
  if (!guest.lastName.trim()) problems.lastName = 'lastName';
  else if (!NAME.test(guest.lastName.trim())) problems.lastName = 'name';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(guest.email.trim())) problems.email = 'email';
  if (!/^\+?[0-9 ()-]{7,20}$/.test(guest.phone.trim())) problems.phone = 'phone';
  if ((guest.specialRequests ?? '').length > 500) problems.specialRequests = 'requests';
  return problems;
}

/**
 * Spec §1 stays booking: the room priced again now (a changed price said plainly before anything
 * is paid), the lead guest's details, then the booking, paid on the shared checkout.
 */
export function StayGuestForm({ criteria, hotel, offer: priced, unavailable, previousTotal }: StayGuestFormProps) {
  const { t } = useTranslation('stays');
  const router = useRouter();
  const { money, language } = useFormatters();
  const user = useAppSelector((state) => state.auth.user);
  const [offer, setOffer] = useState(priced);
  const [changedFrom, setChangedFrom] = useState(previousTotal);
  const [guest, setGuest] = useState<Guest>({
    title: '',
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    phone: '',
    specialRequests: '',
    arrivalTime: '',
  });
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const summary = useRef<HTMLDivElement>(null);

  if (!hotel || !offer || unavailable) {
    return (
      <div className={page.page}>
        <Head>
          <title>{t('book.unavailableTitle', { brand: brand.name })}</title>
          <meta name="robots" content="noindex" />
        </Head>
        <h1 className={page.heading}>{t('book.unavailableHeading')}</h1>
        <div className={page.unavailable} role="alert">
          <p>{t(`book.unavailable.${unavailable ?? 'OFFER_NOT_FOUND'}`)}</p>
          <Link href={criteria.city ? staySearchHref(criteria) : '/stays'}>{t('book.searchAgain')}</Link>
        </div>
      </div>
    );
  }

  const currency = offer.price.currency as 'USD' | 'NGN';
  const set = (field: Field) => (value: string) => setGuest((current) => ({ ...current, [field]: value }));
  const errorOf = (field: Field) => (problems[field] ? t(`book.errors.${problems[field]}`) : undefined);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = checkGuest(guest);
    setProblems(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => showErrorSummary(summary.current));
      return;
    }
    setBusy(true);
    try {
      const booked = await bookStay({
        offerId: offer.id,
        expectedTotal: offer.price.total,
        currency,
        childAges: criteria.childAges.filter((age): age is number => age !== null),
        guest: {
          title: guest.title as StayGuestDetails['title'],
          firstName: guest.firstName.trim(),
          lastName: guest.lastName.trim(),
          email: guest.email.trim(),
          phone: guest.phone.trim(),
          ...(guest.specialRequests?.trim() ? { specialRequests: guest.specialRequests.trim() } : {}),
          ...(guest.arrivalTime ? { arrivalTime: guest.arrivalTime } : {}),
        },
        language,
      });
      await router.push(stayPaths.payment(booked.reference));
    } catch (error) {
      const info = toApiError(error).info;
      setBusy(false);
      if (info.code === 'PRICE_CHANGED') {
        // Priced again: the new total is shown, and the person books again only if they accept it.
        try {
          const now = await confirmStayPrice({
            id: offer.id,
            baseCode: currency,
            startDate: offer.checkInDate,
            endDate: offer.checkOutDate,
            childAges: criteria.childAges.join(',') || undefined,
            lang: language,
          });
          setChangedFrom(offer.price.total);
          setOffer(now.offer);
          setFailure(null);
        } catch {
          setFailure(t('book.unavailable.FAILED'));
        }
      } else if (info.status === 422) {
        const byField: Partial<Record<Field, string>> = {};
        for (const item of info.errors) {
          const field = FIELDS.find((candidate) => item.source?.pointer === `/guest/${candidate}`);
          if (field) byField[field] = 'invalid';
        }
        setProblems(byField);
        setFailure(Object.keys(byField).length === 0 ? info.message : null);
        requestAnimationFrame(() => showErrorSummary(summary.current));
      } else {
        setFailure(info.code === 'SOLD_OUT' ? t('book.unavailable.SOLD_OUT') : info.status === 429 ? info.message : t('book.failed'));
        requestAnimationFrame(() => showErrorSummary(summary.current));
      }
    }
  };

  const listed = FIELDS.filter((field) => problems[field]);
  return (
    <div className={page.page}>
      <Head>
        <title>{t('meta.bookTitle', { name: hotel.name, brand: brand.name })}</title>
        <meta name="robots" content="noindex" />
      </Head>
      {busy && <FullScreenLoader label={t('book.booking')} />}
      <p className={styles.back}>
        <Link href={`${stayHref(hotel.hotelId, criteria)}#rooms`}>{t('book.back')}</Link>
      </p>
      <h1 className={page.heading}>{t('book.title')}</h1>
      <div className={styles.layout}>
        <StayBookingSummary hotel={hotel} offer={offer} />

        <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="stay-guest-heading">
          {changedFrom && changedFrom !== offer.price.total && (
            <div className={styles.changed} role="alert">
              <p>{t('book.priceChanged', { was: money(toMinor(changedFrom), currency), now: money(toMinor(offer.price.total), currency) })}</p>
            </div>
          )}
          {(listed.length > 0 || failure) && (
            <ErrorSummary
              ref={summary}
              title={t('book.errors.summary')}
              titleId="stay-guest-problems"
              items={[
                ...listed.map((field) => ({
                  key: field,
                  text: t('book.errors.line', { field: t(`book.fields.${field}`), error: errorOf(field) }),
                  href: `#${idOf(field)}`,
                })),
                ...(failure ? [{ key: 'failure', text: failure }] : []),
              ]}
            />
          )}
          <h2 id="stay-guest-heading">{t('book.guest')}</h2>
          <p className={styles.muted}>{t('book.guestIntro')}</p>
          <SelectField
            id={idOf('title')}
            label={t('book.fields.title')}
            value={guest.title}
            placeholder={t('book.chooseTitle')}
            options={(language === 'fr' ? TITLES.filter((title) => title !== 'MS') : TITLES).map((title) => ({
              value: title,
              label: t(`book.titles.${title}`),
            }))}
            onChange={set('title')}
            error={errorOf('title')}
          />
          <TextField
            id={idOf('firstName')}
            label={t('book.fields.firstName')}
            hint={t('book.nameHint')}
            value={guest.firstName}
            onChange={(event) => set('firstName')(event.target.value)}
            autoComplete="given-name"
            maxLength={60}
            error={errorOf('firstName')}
          />
          <TextField
            id={idOf('lastName')}
            label={t('book.fields.lastName')}
            value={guest.lastName}
            onChange={(event) => set('lastName')(event.target.value)}
            autoComplete="family-name"
            maxLength={60}
            error={errorOf('lastName')}
          />
          <TextField
            id={idOf('email')}
            label={t('book.fields.email')}
            hint={t('book.emailHint')}
            type="email"
            value={guest.email}
            onChange={(event) => set('email')(event.target.value)}
            autoComplete="email"
            inputMode="email"
            maxLength={254}
            error={errorOf('email')}
          />
          <TextField
            id={idOf('phone')}
            label={t('book.fields.phone')}
            hint={t('book.phoneHint')}
            type="tel"
            value={guest.phone}
            onChange={(event) => set('phone')(event.target.value)}
            autoComplete="tel"
            inputMode="tel"
            maxLength={20}
            error={errorOf('phone')}
          />
          <TextField
            id={idOf('arrivalTime')}
            label={t('book.fields.arrivalTime')}
            hint={offer.policies.checkInOut.checkIn ? t('book.arrivalHint', { time: offer.policies.checkInOut.checkIn }) : undefined}
            type="time"
            value={guest.arrivalTime}
            onChange={(event) => set('arrivalTime')(event.target.value)}
            error={errorOf('arrivalTime')}
          />
          <div className={textField.field}>
            <label htmlFor={idOf('specialRequests')}>{t('book.fields.specialRequests')}</label>
            <p id={`${idOf('specialRequests')}-hint`} className={textField.hint}>
              {t('book.requestsHint')}
            </p>
            <textarea
              id={idOf('specialRequests')}
              className={styles.textarea}
              rows={3}
              maxLength={500}
              value={guest.specialRequests}
              onChange={(event) => set('specialRequests')(event.target.value)}
              aria-describedby={`${idOf('specialRequests')}-hint`}
              aria-invalid={problems.specialRequests ? true : undefined}
            />
          </div>
          <button type="submit" className={styles.submit} disabled={busy}>
            {t('book.submit', { price: money(toMinor(offer.price.total), currency) })}
          </button>
          <p className={styles.muted}>{t('book.next')}</p>
        </form>
      </div>
    </div>
  );
}
