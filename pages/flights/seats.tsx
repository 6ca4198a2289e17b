import { BookingUnavailable } from '@/components/flights/payment/BookingUnavailable';
import { SeatsAndBags, type SeatsAndBagsProps } from '@/components/flights/seats/SeatsAndBags';
import { getBagOffers, getBooking, getSeatMaps, type BookingDetails } from '@/services/bookings';
import { serverHttpClient } from '@/services/http-server';
import { localisedPath, withAppShell } from '@/services/page-props';

type Props = (SeatsAndBagsProps & { unavailable?: undefined }) | { unavailable: 'NOT_FOUND' | 'LAPSED'; booking: BookingDetails | null };

export default function SeatsPage(props: Props) {
  if (props.unavailable) return <BookingUnavailable reason={props.unavailable} />;
  return <SeatsAndBags {...props} />;
}

/** Seats and bags for an unpaid booking (its ID in the address); a paid one goes to its confirmation. */
export const getServerSideProps = withAppShell<Props>({ page: 'flight', namespaces: ['flights'] }, async (store, context) => {
  const reference = typeof context.query.booking === 'string' ? context.query.booking.trim().toUpperCase() : '';
  const client = serverHttpClient(context.req);
  const booking = reference ? await getBooking(reference, client).catch(() => null) : null;
  if (!booking) return { props: { unavailable: 'NOT_FOUND', booking: null } };
  if (booking.status === 'CONFIRMED') {
    return { redirect: { destination: localisedPath(`/flights/confirmation?booking=${booking.reference}`, store.getState().auth.locale), permanent: false } };
  }
  if (!booking.payable) return { props: { unavailable: 'LAPSED', booking } };
  const [seatMaps, bagOffers] = await Promise.all([getSeatMaps(booking.reference, client), getBagOffers(booking.reference, client)]);
  return { props: { booking, seatMaps, bagOffers } };
});
