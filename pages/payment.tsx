import { BookingUnavailable } from '@/components/flights/payment/BookingUnavailable';
import { FlightPayment, type PaymentNotice } from '@/components/flights/payment/FlightPayment';
import { PaymentLookup } from '@/components/flights/payment/PaymentLookup';
import { getFareRules, getPayableBooking, type FareRules } from '@/services/bookings';
import { serverHttpClient } from '@/services/http-server';
import { localisedPath, withAppShell } from '@/services/page-props';
import { setPaymentBooking } from '@/store/slices/payment';

type Props =
  | { view: 'lookup'; reference: string; notFound: boolean }
  | { view: 'lapsed'; paymentProblem: boolean }
  | { view: 'pay'; fareRules: FareRules | null; notice: PaymentNotice };

export default function PaymentPage(props: Props) {
  if (props.view === 'lookup') return <PaymentLookup reference={props.reference} notFound={props.notFound} />;
  if (props.view === 'lapsed') return <BookingUnavailable reason="LAPSED" paymentProblem={props.paymentProblem} />;
  return <FlightPayment fareRules={props.fareRules} notice={props.notice} />;
}

const NOTICES = new Set(['failed', 'pending', 'problem', 'unavailable', 'lapsed']);

/**
 * Spec §2 /payment: overview and payment of a booking (after seats and bags), and paying a
 * reservation later by its booking ID. `payment=` carries what happened at the gateway.
 */
export const getServerSideProps = withAppShell<Props>({ page: 'flight', namespaces: ['flights'] }, async (store, context) => {
  const reference = typeof context.query.booking === 'string' ? context.query.booking.trim().toUpperCase() : '';
  if (!reference) return { props: { view: 'lookup', reference: '', notFound: context.query.payment === 'unknown' } };
  const client = serverHttpClient(context.req);
  const booking = /^[A-Z0-9]{6}$/.test(reference) ? await getPayableBooking(reference, client).catch(() => null) : null;
  if (!booking) return { props: { view: 'lookup', reference, notFound: true } };
  if (booking.status === 'CONFIRMED') {
    return { redirect: { destination: localisedPath(`/flights/confirmation?booking=${booking.reference}`, store.getState().auth.locale), permanent: false } };
  }
  if (!booking.payable) return { props: { view: 'lapsed', paymentProblem: context.query.payment === 'problem' } };
  store.dispatch(setPaymentBooking(booking));
  const fareRules = await getFareRules(booking.reference, client).catch(() => null);
  const notice = typeof context.query.payment === 'string' && NOTICES.has(context.query.payment) ? (context.query.payment as PaymentNotice) : null;
  return { props: { view: 'pay', fareRules, notice } };
});
