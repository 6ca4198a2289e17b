import { useForgetAccessToken } from '@/components/common/use-forget-access-token';
import { BookingLookupView, BookingUnavailableView } from '@/components/manage/alternative-views';
import type { PaymentNotice } from '@/components/payment/Checkout';
import { StayPayment } from '@/components/stays/StayPayment';
import { paths } from '@/config/paths';
import { stayPaths } from '@/config/stays-paths';
import { bookingPageClient, referenceFrom, type LookupFormProps } from '@/lib/ssr/booking-page-props';
import { localisedPath, withAppShell, xsrfTokenOf } from '@/lib/ssr/page-props';
import { getPayableBooking } from '@/services/bookings';
import { toApiError } from '@/services/http';
import type { PayableStay } from '@/services/stays';
import { setPaymentBooking } from '@/store/slices/payment';

type Props = { view: 'lookup'; lookup: LookupFormProps } | { view: 'lapsed'; paymentProblem: boolean } | { view: 'pay'; notice: PaymentNotice };

export default function StayPaymentPage(props: Props) {
  useForgetAccessToken();
  if (props.view === 'lookup') return <BookingLookupView purpose="pay" notice={props.lookup.reference ? 'needsSurname' : null} {...props.lookup} />;
  if (props.view === 'lapsed') return <BookingUnavailableView paymentProblem={props.paymentProblem} />;
  return <StayPayment notice={props.notice} />;
}

const NOTICES = new Set(['failed', 'pending', 'problem', 'unavailable', 'lapsed']);

/** Paying a stay (after booking it), or a reservation later: the shared checkout, as for every product. */
export const getServerSideProps = withAppShell<Props>({ page: 'stays', namespaces: ['stays', 'flights'] }, async (store, context) => {
  const reference = referenceFrom(context.query.booking);
  const lookup = (error: LookupFormProps['error'] = null) => ({ props: { view: 'lookup' as const, lookup: { reference, lastName: '', to: 'payment' as const, xsrf: xsrfTokenOf(context.req), error } } });
  if (!/^[A-Z0-9]{6}$/.test(reference)) return lookup();
  const { locale } = store.getState().auth;
  let booking;
  try {
    booking = await getPayableBooking<PayableStay>(reference, bookingPageClient(context));
  } catch (failure) {
    return lookup(toApiError(failure).status === 429 ? 'TOO_MANY' : null);
  }
  if (booking.kind !== 'stay') return { redirect: { destination: localisedPath(paths.payment(reference), locale), permanent: false } };
  if (booking.status === 'CONFIRMED') return { redirect: { destination: localisedPath(stayPaths.confirmation(booking.reference), locale), permanent: false } };
  if (!booking.payable) return { props: { view: 'lapsed', paymentProblem: context.query.payment === 'problem' } };
  store.dispatch(setPaymentBooking(booking));
  const notice = typeof context.query.payment === 'string' && NOTICES.has(context.query.payment) ? (context.query.payment as PaymentNotice) : null;
  return { props: { view: 'pay', notice } };
});
