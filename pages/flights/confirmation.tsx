import { insurancePaths } from '@/config/insurance-paths';
import { stayPaths } from '@/config/stays-paths';
import { experiencePaths } from '@/config/experiences-paths';
import { useForgetAccessToken } from '@/components/common/use-forget-access-token';
import { FlightConfirmation } from '@/components/flights/confirmation/FlightConfirmation';
import { BookingLookupView } from '@/components/manage/alternative-views';
import { bookingPageClient, lookupFailure, referenceFrom, type LookupFormProps } from '@/ssr/booking-page-props';
import { getBooking, type BookingDetails } from '@/services/bookings';
import { getBookingRequests, type BookingRequests } from '@/services/aftersales';
import { localisedPath, withAppShell, xsrfTokenOf } from '@/ssr/page-props';

type Props = { booking: BookingDetails; requests: BookingRequests | null; lookup?: undefined } | { booking: null; lookup: LookupFormProps };

export default function ConfirmationPage(props: Props) {
  useForgetAccessToken();
  if (props.lookup) return <BookingLookupView purpose="manage" notice={props.lookup.reference ? 'needsSurname' : null} {...props.lookup} />;
  return <FlightConfirmation booking={props.booking} requests={props.requests} />;
}

/**
 * Spec §2 /flights/confirmation: the booking named in the address, if this browser may open it
 * (it booked it, a link of ours opened it, or its owner is signed in); otherwise the reference and
 * surname form, which opens it.
 */
export const getServerSideProps = withAppShell<Props>(
  { page: 'flight', namespaces: ['flights', 'results', 'search', 'push', 'aftersales'], personal: true },
  async (store, context) => {
    const reference = referenceFrom(context.query.booking);
    let error: LookupFormProps['error'] = null;
    if (/^[A-Z0-9]{6}$/.test(reference)) {
      try {
        const booking = await getBooking(reference, bookingPageClient(context));
        // The look-up form and Manage booking lead here: another product's order has its own page.
        if (booking.kind === 'insurance')
          return { redirect: { destination: localisedPath(insurancePaths.confirmation(reference), store.getState().auth.locale), permanent: false } };
        if (booking.kind === 'stay')
          return { redirect: { destination: localisedPath(stayPaths.confirmation(reference), store.getState().auth.locale), permanent: false } };
        if (booking.kind === 'experience')
          return { redirect: { destination: localisedPath(experiencePaths.confirmation(reference), store.getState().auth.locale), permanent: false } };
        if (booking.kind === 'change')
          return { redirect: { destination: localisedPath(`/manage?booking=${reference}`, store.getState().auth.locale), permanent: false } };
        // A paid booking's changes and cancellation (and a cancelled one's history); the page stands without them.
        const requests = booking.status === 'PENDING' ? null : await getBookingRequests(reference, bookingPageClient(context)).catch(() => null);
        return { props: { booking, requests } };
      } catch (failure) {
        error = lookupFailure(failure);
      }
    }
    context.res.statusCode = error === 'TOO_MANY' ? 429 : 404;
    return { props: { booking: null, lookup: { reference, lastName: '', to: 'confirmation', xsrf: xsrfTokenOf(context.req), error } } };
  },
);
