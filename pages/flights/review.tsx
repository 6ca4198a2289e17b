import { FlightReview } from '@/components/flights/review/FlightReview';
import { loadChosenOffer } from '@/ssr/chosen-offer';
import { withAppShell } from '@/ssr/page-props';

export default FlightReview;

/** The chosen offer, priced now; its address is the search's plus the offer's id. */
export const getServerSideProps = withAppShell({ page: 'flight', namespaces: ['flights', 'results', 'search'], personal: true }, async (store, context) => {
  await loadChosenOffer(store, context, 'review');
  return { props: {} };
});
