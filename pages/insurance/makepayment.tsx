import { useForgetAccessToken } from '@/components/common/use-forget-access-token';
import { InsurancePayment } from '@/components/insurance/InsurancePayment';
import { BookingLookupView, BookingUnavailableView } from '@/components/manage/alternative-views';
import type { PaymentNotice } from '@/components/payment/Checkout';
import { paths } from '@/config/paths';
import { insurancePaths } from '@/config/insurance-paths';
import { bookingPageClient, referenceFrom, type LookupFormProps } from '@/lib/ssr/booking-page-props';
import { localisedPath, withAppShell, xsrfTokenOf } from '@/lib/ssr/page-props';
import { getPayableBooking } from '@/services/bookings';
import { toApiError } from '@/services/http';
import type { PayableInsurance } from '@/services/insurance';
import { setPaymentBooking } from '@/store/slices/payment';

type Props = { view: 'lookup'; lookup: LookupFormProps } | { view: 'lapsed'; paymentProblem: boolean } | { view: 'pay'; notice: PaymentNotice };

export default function InsurancePaymentPage(props: Props) {
  useForgetAccessToken();
  if (props.view === 'lookup') return <BookingLookupView purpose="pay" notice={props.lookup.reference ? 'needsSurname' : null} {...props.lookup} />;
  if (props.view === 'lapsed') return <BookingUnavailableView paymentProblem={props.paymentProblem} />;
  return <InsurancePayment notice={props.notice} />;
}

const NOTICES = new Set(['failed', 'pending', 'problem', 'unavailable', 'lapsed']);

/**
 * Spec §2 /insurance/makepayment: paying an insurance order (after its applicant's details), or
 * paying a reservation later. A browser that may not open the order is asked for its ID and the
 * holder's surname; a paid one goes to its confirmation, another product's to its own page.
 */
export const getServerSideProps = withAppShell<Props>({ page: 'insurance', namespaces: ['insurance', 'flights'] }, async (store, context) => {
  const reference = referenceFrom(context.query.booking);
  const lookup = (error: LookupFormProps['error'] = null) => ({ props: { view: 'lookup' as const, lookup: { reference, lastName: '', to: 'payment' as const, xsrf: xsrfTokenOf(context.req), error } } });
  if (!/^[A-Z0-9]{6}$/.test(reference)) return lookup();
  const { locale } = store.getState().auth;
  let booking;
  try {
    booking = await getPayableBooking<PayableInsurance>(reference, bookingPageClient(context));
  } catch (failure) {
    return lookup(toApiError(failure).status === 429 ? 'TOO_MANY' : null);
  }
  if (booking.kind !== 'insurance') return { redirect: { destination: localisedPath(paths.payment(reference), locale), permanent: false } };
  if (booking.status === 'CONFIRMED') return { redirect: { destination: localisedPath(insurancePaths.confirmation(booking.reference), locale), permanent: false } };
  if (!booking.payable) return { props: { view: 'lapsed', paymentProblem: context.query.payment === 'problem' } };
  store.dispatch(setPaymentBooking(booking));
  const notice = typeof context.query.payment === 'string' && NOTICES.has(context.query.payment) ? (context.query.payment as PaymentNotice) : null;
  return { props: { view: 'pay', notice } };
});
