import { useForgetAccessToken } from '@/components/common/use-forget-access-token';
import { InsuranceConfirmation } from '@/components/insurance/InsuranceConfirmation';
import { BookingLookupView, BookingUnavailableView } from '@/components/manage/alternative-views';
import { insurancePaths } from '@/config/insurance-paths';
import { confirmationProps, type LookupView } from '@/ssr/booking-page-props';
import { withAppShell } from '@/ssr/page-props';
import { getInsuranceBooking, type InsuranceBooking } from '@/services/insurance';

type Props = { view: 'policy'; booking: InsuranceBooking } | LookupView | { view: 'cancelled' };

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
export const getServerSideProps = withAppShell<Props>({ page: 'insurance', namespaces: ['insurance', 'flights'], personal: true }, async (store, context) =>
  confirmationProps<InsuranceBooking, Props>(context, store.getState().auth.locale, {
    kind: 'insurance',
    read: getInsuranceBooking,
    payment: insurancePaths.payment,
    // A paid policy cancelled shows itself and its refund; one never paid, the lapsed notice.
    show: (booking) => ({ props: booking.status === 'CANCELLED' && !booking.paidAt ? { view: 'cancelled' } : { view: 'policy', booking } }),
  }),
);
