import { useForgetAccessToken } from '@/components/common/use-forget-access-token';
import { ExperiencePayment } from '@/components/experiences/ExperiencePayment';
import { BookingLookupView, BookingUnavailableView } from '@/components/manage/alternative-views';
import { experiencePaths } from '@/config/experiences-paths';
import { productPaymentPage, type ProductPaymentProps } from '@/ssr/product-payment-page';

export default function ExperiencePaymentPage(props: ProductPaymentProps) {
  useForgetAccessToken();
  if (props.view === 'lookup') return <BookingLookupView purpose="pay" notice={props.lookup.reference ? 'needsSurname' : null} {...props.lookup} />;
  if (props.view === 'lapsed') return <BookingUnavailableView paymentProblem={props.paymentProblem} />;
  return <ExperiencePayment notice={props.notice} />;
}

/** Paying an experience (after booking it), or a reservation later: the shared checkout, as for every product. */
export const getServerSideProps = productPaymentPage({
  kind: 'experience',
  page: 'experiences',
  namespaces: ['experiences'],
  confirmation: experiencePaths.confirmation,
});
