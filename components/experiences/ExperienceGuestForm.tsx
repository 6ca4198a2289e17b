import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { useFormatters } from '@/components/i18n/use-formatters';
import { useTranslation } from '@/components/i18n/use-translation';
import styles from '@/components/product/Booking.module.scss';
import { BookingUnavailable, checkContact, GuestBooking, trimmedContact, type Contact, type Problems } from '@/components/product/GuestBooking';
import { experienceHref, experiencePaths, type ExperienceCategory } from '@/config/experiences-paths';
import type { ApiErrorInfo } from '@/services/http';
import { bookExperience, priceExperience, type Activity, type ExperienceGuest, type ExperienceOffer, type Participants } from '@/services/experiences';
import { ExperienceReceiptLines, ExperienceWhen } from './ExperienceOrder';

type Unavailable = 'SLOT_FULL' | 'SLOT_PAST' | 'SLOT_NOT_FOUND' | 'PARTY' | 'FAILED';
export type ExperienceGuestFormProps = {
  /** The slot priced now for the party, or why it cannot be booked. */
  activity: Activity | null;
  offer: ExperienceOffer | null;
  party: Participants;
  unavailable: Unavailable | null;
  /** The experience's page, to choose again. */
  backHref: string;
};

const FIELDS: (keyof Contact)[] = ['firstName', 'lastName', 'email', 'phone'];
const SLOT_GONE = new Set(['SLOT_FULL', 'SLOT_PAST', 'SLOT_NOT_FOUND']);

/** What the API checks, checked first in the browser: each problem by its field. */
export const checkExperienceGuest = (guest: ExperienceGuest): Problems<keyof Contact> => checkContact(guest);

/** Spec §1 experiences booking: the slot and party priced again now, then the lead participant's details. */
export function ExperienceGuestForm({ activity, offer: priced, party, unavailable, backHref }: ExperienceGuestFormProps) {
  const { t } = useTranslation('experiences');
  const router = useRouter();
  const { language } = useFormatters();
  const [offer, setOffer] = useState(priced);
  const [changedFrom, setChangedFrom] = useState<string | null>(null);
  const [gone, setGone] = useState<Unavailable | null>(null);

  const reason = unavailable ?? gone;
  if (!activity || !offer || reason) {
    return <BookingUnavailable namespace="experiences" reason={reason ?? 'SLOT_NOT_FOUND'} back={<Link href={backHref}>{t('book.chooseAgain')}</Link>} />;
  }
  const currency = offer.currency;

  const book = async (guest: ExperienceGuest) => {
    const booked = await bookExperience({
      slotId: offer.slotId,
      participants: party,
      expectedTotal: offer.total,
      currency,
      guest: trimmedContact(guest),
      language,
    });
    await router.push(experiencePaths.payment(booked.reference));
  };

  const answer = async (info: ApiErrorInfo) => {
    if (SLOT_GONE.has(info.code)) {
      setGone(info.code as Unavailable);
      return true;
    }
    if (info.code !== 'PRICE_CHANGED') return undefined;
    // Priced again: the new total is shown, and the person books again only if they accept it.
    try {
      const now = await priceExperience({ slot: offer.slotId, ...party, currency, lang: language });
      setChangedFrom(offer.total);
      setOffer(now.offer);
      return true;
    } catch {
      return t('book.unavailable.FAILED');
    }
  };

  return (
    <GuestBooking<ExperienceGuest, keyof Contact>
      namespace="experiences"
      idPrefix="experience-guest"
      name={activity.name}
      backHref={backHref}
      summary={
        <section className={styles.summary} aria-labelledby="experience-book-summary">
          <h2 id="experience-book-summary">{activity.name}</h2>
          <ExperienceWhen offer={offer} meetingPoint={activity.details?.meetingPoint ?? ''} durationMinutes={activity.details?.durationMinutes ?? 0} />
          <ExperienceReceiptLines offer={offer} />
          <p className={styles.muted}>{t('book.payNow')}</p>
        </section>
      }
      fields={FIELDS}
      initial={{}}
      check={checkExperienceGuest}
      total={offer.total}
      currency={currency}
      changedFrom={changedFrom}
      book={book}
      answer={answer}
    />
  );
}

/** The experience's page for a slot's day and party (to choose again). */
export const backToSlots = (activity: Pick<Activity, 'id' | 'category'>, day: string | null, party: Participants) =>
  `${experienceHref(activity.category as ExperienceCategory | null, activity.id)}?${new URLSearchParams({ ...(day ? { date: day } : {}), adults: String(party.adults), children: String(party.children), infants: String(party.infants) })}#availability`;
