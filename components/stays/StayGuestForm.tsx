import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { SelectField } from '@/components/common/SelectField';
import { TextField } from '@/components/common/TextField';
import textField from '@/components/common/TextField.module.scss';
import { useFormatters } from '@/components/i18n/use-formatters';
import { useTranslation } from '@/components/i18n/use-translation';
import styles from '@/components/product/Booking.module.scss';
import { BookingUnavailable, checkContact, GuestBooking, trimmedContact, type Contact, type Problems } from '@/components/product/GuestBooking';
import { stayPaths } from '@/config/stays-paths';
import { stayHref, staySearchHref, type StaySearchCriteria } from '@/lib/stay-search-query';
import { bookStay, confirmStayPrice, type StayGuestDetails, type StayHotel, type StayOffer } from '@/services/stays';
import type { ApiErrorInfo } from '@/services/http';
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
type Field = 'title' | keyof Contact | 'specialRequests' | 'arrivalTime';
const FIELDS: Field[] = ['title', 'firstName', 'lastName', 'email', 'phone', 'specialRequests', 'arrivalTime'];

type Guest = Omit<StayGuestDetails, 'title'> & { title: StayGuestDetails['title'] | '' };

/** What the API checks, checked first in the browser: each problem by its field. */
export function checkGuest(guest: Guest): Problems<Field> {
  return {
    ...(guest.title ? {} : { title: 'title' }),
    ...checkContact(guest),
    ...((guest.specialRequests ?? '').length > 500 ? { specialRequests: 'requests' } : {}),
  };
}

/** Spec §1 stays booking: the room priced again now, the lead guest's details (a title, arrival, requests too). */
export function StayGuestForm({ criteria, hotel, offer: priced, unavailable, previousTotal }: StayGuestFormProps) {
  const { t } = useTranslation('stays');
  const router = useRouter();
  const { language } = useFormatters();
  const [offer, setOffer] = useState(priced);
  const [changedFrom, setChangedFrom] = useState(previousTotal);

  if (!hotel || !offer || unavailable) {
    const back = <Link href={criteria.city ? staySearchHref(criteria) : '/stays'}>{t('book.searchAgain')}</Link>;
    return <BookingUnavailable namespace="stays" reason={unavailable ?? 'OFFER_NOT_FOUND'} back={back} />;
  }
  const currency = offer.price.currency as 'USD' | 'NGN';

  const book = async (guest: Guest) => {
    const booked = await bookStay({
      offerId: offer.id,
      expectedTotal: offer.price.total,
      currency,
      childAges: criteria.childAges.filter((age): age is number => age !== null),
      guest: {
        title: guest.title as StayGuestDetails['title'],
        ...trimmedContact(guest),
        ...(guest.specialRequests?.trim() ? { specialRequests: guest.specialRequests.trim() } : {}),
        ...(guest.arrivalTime ? { arrivalTime: guest.arrivalTime } : {}),
      },
      language,
    });
    await router.push(stayPaths.payment(booked.reference));
  };

  const answer = async (info: ApiErrorInfo) => {
    if (info.code === 'SOLD_OUT') return t('book.unavailable.SOLD_OUT');
    if (info.code !== 'PRICE_CHANGED') return undefined;
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
      return true;
    } catch {
      return t('book.unavailable.FAILED');
    }
  };

  return (
    <GuestBooking<Guest, Field>
      namespace="stays"
      idPrefix="stay-guest"
      name={hotel.name}
      backHref={`${stayHref(hotel.hotelId, criteria)}#rooms`}
      summary={<StayBookingSummary hotel={hotel} offer={offer} />}
      fields={FIELDS}
      initial={{ title: '', specialRequests: '', arrivalTime: '' }}
      check={checkGuest}
      total={offer.price.total}
      currency={currency}
      changedFrom={changedFrom}
      book={book}
      answer={answer}
      nameHint={t('book.nameHint')}
      before={({ guest, set, errorOf, idOf }) => (
        <SelectField
          id={idOf('title')}
          label={t('book.fields.title')}
          value={guest.title}
          placeholder={t('book.chooseTitle')}
          options={(language === 'fr' ? TITLES.filter((title) => title !== 'MS') : TITLES).map((title) => ({ value: title, label: t(`book.titles.${title}`) }))}
          onChange={set('title')}
          error={errorOf('title')}
        />
      )}
      after={({ guest, set, errorOf, idOf, problems }) => (
        <>
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
        </>
      )}
    />
  );
}
