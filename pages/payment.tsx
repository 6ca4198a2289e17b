import { useForgetAccessToken } from '@/components/common/use-forget-access-token';
import { FlightPayment, type PaymentNotice } from '@/components/flights/payment/FlightPayment';
import { BookingLookupView, BookingUnavailableView } from '@/components/manage/alternative-views';
import { bookingPageClient, lookupFailure, referenceFrom, type LookupFormProps } from '@/ssr/booking-page-props';
import { getFareRules, getPayableBooking, type FareRules } from '@/services/bookings';
import { localisedPath, withAppShell, xsrfTokenOf } from '@/ssr/page-props';
import { setPaymentBooking } from '@/store/slices/payment';
import { paths } from '@/config/paths';

type Props =
  | { view: 'lookup'; lookup: LookupFormProps }
  | { view: 'lapsed'; paymentProblem: boolean }
  | { view: 'pay'; fareRules: FareRules | null; notice: PaymentNotice };

export default function PaymentPage(props: Props) {
  useForgetAccessToken();
  if (props.view === 'lookup') return <BookingLookupView purpose="pay" notice={props.lookup.reference ? 'needsSurname' : null} {...props.lookup} />;
  if (props.view === 'lapsed') return <BookingUnavailableView paymentProblem={props.paymentProblem} />;
  return <FlightPayment fareRules={props.fareRules} notice={props.notice} />;
}

const NOTICES = new Set(['failed', 'pending', 'problem', 'unavailable', 'lapsed']);
/** Products whose orders are paid on their own page (the gateway and emails send people here). */
const OWN_PAYMENT_PAGES: Partial<Record<string, string>> = {
  insurance: '/insurance/makepayment',
  stay: '/stays/payment',
  experience: '/experiences/payment',
  change: '/manage',
};

/**
 * Spec §2 /payment: overview and payment of a booking (after seats and bags), and paying a
 * reservation later: a browser that may not open the booking yet is asked for its reference and
 * the lead traveller's surname. `payment=` carries what happened at the gateway.
 */
export const getServerSideProps = withAppShell<Props>(
  { page: 'flight', namespaces: ['flights', 'results', 'search'], personal: true },
  async (store, context) => {
    const reference = referenceFrom(context.query.booking);
    const lookup = (error: LookupFormProps['error'] = null) => ({
      props: { view: 'lookup' as const, lookup: { reference, lastName: '', to: 'payment' as const, xsrf: xsrfTokenOf(context.req), error } },
    });
    if (!/^[A-Z0-9]{6}$/.test(reference)) return lookup();
    const client = bookingPageClient(context);
    let booking;
    try {
      booking = await getPayableBooking(reference, client);
    } catch (failure) {
      return lookup(lookupFailure(failure));
    }
    // Another product's order is paid on its own page (the gateway and emails send people to /payment).
    const ownPage = OWN_PAYMENT_PAGES[booking.kind];
    if (ownPage) {
      const query = new URLSearchParams(
        Object.entries(context.query).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[0] !== 'access'),
      );
      return { redirect: { destination: localisedPath(`${ownPage}?${query}`, store.getState().auth.locale), permanent: false } };
    }
    if (booking.status === 'CONFIRMED') {
      return { redirect: { destination: localisedPath(paths.flightConfirmation(booking.reference), store.getState().auth.locale), permanent: false } };
    }
    if (!booking.payable) return { props: { view: 'lapsed', paymentProblem: context.query.payment === 'problem' } };
    store.dispatch(setPaymentBooking(booking));
    const fareRules = await getFareRules(booking.reference, client).catch(() => null);
    const notice = typeof context.query.payment === 'string' && NOTICES.has(context.query.payment) ? (context.query.payment as PaymentNotice) : null;
    return { props: { view: 'pay', fareRules, notice } };
  },
);
