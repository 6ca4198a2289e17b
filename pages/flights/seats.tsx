import { SeatsAndBags, type SeatsAndBagsProps } from '@/components/flights/seats/SeatsAndBags';
import { BookingLookupView, BookingUnavailableView } from '@/components/manage/alternative-views';
import { bookingPageClient, referenceFrom, type LookupFormProps } from '@/ssr/booking-page-props';
import { getBagOffers, getBooking, getSeatMaps, type BookingDetails } from '@/services/bookings';
import { localisedPath, withAppShell, xsrfTokenOf } from '@/ssr/page-props';
import { paths } from '@/config/paths';

type Props =
  | (SeatsAndBagsProps & { unavailable?: undefined; lookup?: undefined })
  | { unavailable: 'LAPSED'; booking: BookingDetails; lookup?: undefined }
  | { lookup: LookupFormProps; unavailable?: undefined };

export default function SeatsPage(props: Props) {
  if (props.lookup) return <BookingLookupView purpose="manage" notice={props.lookup.reference ? 'needsSurname' : null} {...props.lookup} />;
  if (props.unavailable) return <BookingUnavailableView />;
  return <SeatsAndBags {...props} />;
}

/** Seats and bags for an unpaid booking this browser may open (its ID in the address); a paid one goes to its confirmation. */
export const getServerSideProps = withAppShell<Props>(
  { page: 'flight', namespaces: ['flights', 'results', 'search'], personal: true },
  async (store, context) => {
    const reference = referenceFrom(context.query.booking);
    const client = bookingPageClient(context);
    const booking = /^[A-Z0-9]{6}$/.test(reference) ? await getBooking(reference, client).catch(() => null) : null;
    if (!booking) {
      context.res.statusCode = 404;
      return { props: { lookup: { reference, lastName: '', to: 'seats', xsrf: xsrfTokenOf(context.req), error: null } } };
    }
    if (booking.status === 'CONFIRMED') {
      return { redirect: { destination: localisedPath(paths.flightConfirmation(booking.reference), store.getState().auth.locale), permanent: false } };
    }
    if (!booking.payable) return { props: { unavailable: 'LAPSED', booking } };
    const [seatMaps, bagOffers] = await Promise.all([getSeatMaps(booking.reference, client), getBagOffers(booking.reference, client)]);
    return { props: { booking, seatMaps, bagOffers } };
  },
);
