import { BookingLookup } from '@/components/manage/BookingLookup';
import { bookingPageClient, handleLookupPost, isBookingPage, referenceFrom, type LookupFormProps } from '@/ssr/booking-page-props';
import { getBooking, type OrderDetails } from '@/services/bookings';
import { localisedPath, withAppShell, xsrfTokenOf } from '@/ssr/page-props';

type Props = LookupFormProps & { notice: 'contactFailed' | null };

export default function ManageBookingPage(props: Props) {
  return <BookingLookup purpose={props.to === 'payment' ? 'pay' : 'manage'} {...props} />;
}

/**
 * Manage booking: GET shows the form (the reference filled in from `?booking=`), POST checks the
 * answer and sends the browser to the booking, or shows the form again with what went wrong.
 */
export const getServerSideProps = withAppShell<Props>(
  { page: 'flight', namespaces: ['flights', 'results', 'search'], personal: true },
  async (store, context) => {
    if (context.req.method === 'POST') {
      const outcome = await handleLookupPost(context, store.getState().auth.locale);
      if ('redirect' in outcome) return outcome;
      const error = outcome.form.remind ? outcome.form.remind.error : outcome.form.error;
      context.res.statusCode = outcome.form.remind?.sent ? 200 : error === 'TOO_MANY' ? 429 : error === 'NOT_FOUND' ? 404 : error === 'UNAVAILABLE' ? 503 : 422;
      return { props: { ...outcome.form, notice: null } };
    }
    // A change's payment (after-sales) comes back here from the gateway and its emails: to the booking it changes, at its requests.
    const reference = referenceFrom(context.query.booking);
    if (/^[A-Z0-9]{6}$/.test(reference) && typeof context.query.access === 'string') {
      const change = await getBooking(reference, bookingPageClient(context)).then(
        (order) => (order.kind === 'change' ? (order as OrderDetails & { change?: { of: string; page: string } }).change : undefined),
        () => undefined,
      );
      if (change)
        return { redirect: { destination: `${localisedPath(`${change.page}?booking=${change.of}`, store.getState().auth.locale)}#changes`, permanent: false } };
    }
    const to = isBookingPage(context.query.to) ? context.query.to : 'confirmation';
    return {
      props: { reference, lastName: '', to, xsrf: xsrfTokenOf(context.req), error: null, notice: context.query.contact === 'failed' ? 'contactFailed' : null },
    };
  },
);
