import { useForgetAccessToken } from '@/components/common/use-forget-access-token';
import { InsuranceConfirmation } from '@/components/insurance/InsuranceConfirmation';
import { BookingLookupView, BookingUnavailableView } from '@/components/manage/alternative-views';
import { paths } from '@/config/paths';
import { insurancePaths } from '@/config/insurance-paths';
import { bookingPageClient, lookupFailure, referenceFrom, type LookupFormProps } from '@/ssr/booking-page-props';
import { localisedPath, withAppShell, xsrfTokenOf } from '@/ssr/page-props';
import { getInsuranceBooking, type InsuranceBooking } from '@/services/insurance';

type Props = { view: 'policy'; booking: InsuranceBooking } | { view: 'lookup'; lookup: LookupFormProps } | { view: 'cancelled' };

export default function InsuranceConfirmationPage(props: Props) {
  useForgetAccessToken();
  if (props.view === 'lookup') return <BookingLookupView purpose="manage" notice={props.lookup.reference ? 'needsSurname' : null} {...props.lookup} />;
  if (props.view === 'cancelled') return <BookingUnavailableView paymentProblem={false} />;
  return <InsuranceConfirmation booking={props.booking} />;
}

/**
 * Spec §2 /insurance/confirmation: a paid policy this browser may open (it bought it, a link of
 * ours opened it, or its owner is signed in); otherwise the ID and surname form. An unpaid order
 * goes to its payment page.
 */
export const getServerSideProps = withAppShell<Props>({ page: 'insurance', namespaces: ['insurance', 'flights'], personal: true }, async (store, context) => {
  const reference = referenceFrom(context.query.booking);
  const { locale } = store.getState().auth;
  let error: LookupFormProps['error'] = null;
  if (/^[A-Z0-9]{6}$/.test(reference)) {
    try {
      const booking = await getInsuranceBooking(reference, bookingPageClient(context));
      if (booking.kind !== 'insurance') return { redirect: { destination: localisedPath(paths.flightConfirmation(reference), locale), permanent: false } };
      if (booking.status === 'PENDING') return { redirect: { destination: localisedPath(insurancePaths.payment(reference), locale), permanent: false } };
      // A paid policy cancelled shows itself and its refund; one never paid, the lapsed notice.
      if (booking.status === 'CANCELLED' && !booking.paidAt) return { props: { view: 'cancelled' } };
      return { props: { view: 'policy', booking } };
    } catch (failure) {
      error = lookupFailure(failure);
    }
  }
  context.res.statusCode = error === 'TOO_MANY' ? 429 : 404;
  return { props: { view: 'lookup', lookup: { reference, lastName: '', to: 'confirmation', xsrf: xsrfTokenOf(context.req), error } } };
});
