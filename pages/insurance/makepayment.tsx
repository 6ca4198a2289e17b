import { useForgetAccessToken } from '@/components/common/use-forget-access-token';
import { InsurancePayment } from '@/components/insurance/InsurancePayment';
import { BookingLookupView, BookingUnavailableView } from '@/components/manage/alternative-views';
import { insurancePaths } from '@/config/insurance-paths';
import { productPaymentPage, type ProductPaymentProps } from '@/ssr/product-payment-page';

export default function InsurancePaymentPage(props: ProductPaymentProps) {
  useForgetAccessToken();
  if (props.view === 'lookup') return <BookingLookupView purpose="pay" notice={props.lookup.reference ? 'needsSurname' : null} {...props.lookup} />;
  if (props.view === 'lapsed') return <BookingUnavailableView paymentProblem={props.paymentProblem} />;
  return <InsurancePayment notice={props.notice} />;
}

/** Spec §2 /insurance/makepayment: paying an insurance order (after its applicant's details), or a reservation later. */
export const getServerSideProps = productPaymentPage({
  kind: 'insurance',
  page: 'insurance',
  namespaces: ['insurance'],
  confirmation: insurancePaths.confirmation,
});
