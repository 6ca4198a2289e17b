import type { TFunction } from 'i18next';
import { useTranslation } from '@/components/i18n/use-translation';
import { Fragment } from 'react';
import { toMinor } from '@/components/i18n/format';
import { useFormatters } from '@/components/i18n/use-formatters';
import { OrderReceipt } from '@/components/payment/OrderReceipt';
import { OrderFacts, PlaceWithDirections } from '@/components/product/OrderFacts';
import booking from '@/components/product/Booking.module.scss';
import type { ExperienceBooking, ExperienceOffer } from '@/services/experiences';
import { Duration } from './Duration';

const BANDS = ['adult', 'child', 'infant'] as const;
const BAND_COUNTS = { adult: 'adults', child: 'children', infant: 'infants' } as const;

/** "2 adults, 1 child": the bands that come, in words. */
export const partyWords = (t: TFunction<'experiences'>, party: { adults: number; children: number; infants: number }) =>
  [
    t('order.adults', { count: party.adults }),
    ...(party.children > 0 ? [t('order.children', { count: party.children })] : []),
    ...(party.infants > 0 ? [t('order.infants', { count: party.infants })] : []),
  ].join(', ');

/** A slot's day in words, and its time as the place lives it (the offset is the experience's own). */
export function useSlotWords() {
  const { date } = useFormatters();
  return {
    day: (instant: string) => date(`${instant.slice(0, 10)}T12:00:00Z`, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
    time: (instant: string) => instant.slice(11, 16),
  };
}

/** When and where, for how long, how it is cancelled: the slot as offered (the booking page). */
export function ExperienceWhen({ offer, meetingPoint, durationMinutes }: { offer: ExperienceOffer; meetingPoint: string; durationMinutes: number }) {
  const { t } = useTranslation('experiences');
  const { day, time } = useSlotWords();
  return (
    <dl className={booking.facts}>
      <dt>{t('order.when')}</dt>
      <dd>{t('order.at', { day: day(offer.startsAt), time: time(offer.startsAt) })}</dd>
      <dt>{t('order.duration')}</dt>
      <dd>
        <Duration minutes={durationMinutes} />
      </dd>
      <dt>{t('order.meetingPoint')}</dt>
      <dd>{meetingPoint}</dd>
      <dt>{t('order.cancellation')}</dt>
      <dd>
        {offer.freeCancellationUntil
          ? t('order.freeUntil', { day: day(offer.freeCancellationUntil), time: time(offer.freeCancellationUntil) })
          : t('order.nonRefundable')}
      </dd>
    </dl>
  );
}

/** Each age band's count and price, then the total (the booking page, before any promo code). */
export function ExperienceReceiptLines({ offer }: { offer: ExperienceOffer }) {
  const { t } = useTranslation('experiences');
  const { money } = useFormatters();
  return (
    <dl className={booking.receipt}>
      {BANDS.filter((band) => offer.lines[band].count > 0).map((band) => (
        <Fragment key={band}>
          <dt>
            {t('order.line', {
              party: t(`order.${BAND_COUNTS[band]}`, { count: offer.lines[band].count }),
              price: money(toMinor(offer.lines[band].unit), offer.currency),
            })}
          </dt>
          <dd>{money(offer.lines[band].count * toMinor(offer.lines[band].unit), offer.currency)}</dd>
        </Fragment>
      ))}
      <dt className={booking.totalLabel}>{t('order.total')}</dt>
      <dd className={booking.total}>{money(toMinor(offer.total), offer.currency)}</dd>
    </dl>
  );
}

/** What an experience cost: the participants, any promo code, the total; in the order's currency. */
export function ExperienceReceipt({ booking: order }: { booking: Pick<ExperienceBooking, 'fare' | 'currency' | 'voucherCode'> }) {
  const { t } = useTranslation('experiences');
  return (
    <OrderReceipt
      currency={order.currency}
      lines={[
        { label: t('order.participantsPrice'), amount: order.fare.base },
        ...(toMinor(order.fare.taxes) > 0 ? [{ label: t('order.taxes'), amount: order.fare.taxes }] : []),
      ]}
      discount={{ label: t('order.discount', { code: order.voucherCode ?? '' }), amount: order.fare.discount }}
      total={{ label: t('order.total'), amount: order.fare.total }}
    />
  );
}

/** The experience as booked: what, when (the place's time), where to meet, for whom, how it is cancelled. */
export function ExperienceSummary({ booking: order, headingId }: { booking: Pick<ExperienceBooking, 'experience'>; headingId: string }) {
  const { t } = useTranslation('experiences');
  const { day, time } = useSlotWords();
  const { experience } = order;
  const { participants } = experience;
  const until = experience.offer.freeCancellationUntil;
  return (
    <OrderFacts
      title={experience.name}
      headingId={headingId}
      facts={[
        { label: t('order.when'), value: t('order.at', { day: day(experience.startsAt), time: time(experience.startsAt) }) },
        { label: t('order.duration'), value: <Duration minutes={experience.durationMinutes} /> },
        { label: t('order.who'), value: `${experience.guest.firstName} ${experience.guest.lastName} · ${partyWords(t, participants)}` },
        { label: t('order.cancellation'), value: until ? t('order.freeUntil', { day: day(until), time: time(until) }) : t('order.nonRefundable') },
        {
          label: t('order.meetingPoint'),
          value: (
            <PlaceWithDirections
              place={experience.meetingPoint}
              latitude={experience.latitude}
              longitude={experience.longitude}
              directions={t('order.directions')}
            />
          ),
        },
      ]}
    />
  );
}
