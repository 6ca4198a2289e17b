import { useForgetAccessToken } from '@/components/common/use-forget-access-token';
import { BookingLookupView, BookingUnavailableView } from '@/components/manage/alternative-views';
import { StayPayment } from '@/components/stays/StayPayment';
import { stayPaths } from '@/config/stays-paths';
import { productPaymentPage, type ProductPaymentProps } from '@/ssr/product-payment-page';

export default function StayPaymentPage(props: ProductPaymentProps) {
  useForgetAccessToken();
  if (props.view === 'lookup') return <BookingLookupView purpose="pay" notice={props.lookup.reference ? 'needsSurname' : null} {...props.lookup} />;
  if (props.view === 'lapsed') return <BookingUnavailableView paymentProblem={props.paymentProblem} />;
  return <StayPayment notice={props.notice} />;
}

/** Paying a stay (after booking it), or a reservation later: the shared checkout, as for every product. */
export const getServerSideProps = productPaymentPage({ kind: 'stay', page: 'stays', namespaces: ['stays', 'staycard'], confirmation: stayPaths.confirmation });
