import { FlightReview } from '@/components/flights/review/FlightReview';
import { loadChosenOffer } from '@/services/chosen-offer';
import { withAppShell } from '@/services/page-props';

export default FlightReview;

/** The chosen offer, priced now; its address is the search's plus the offer's id. */
export const getServerSideProps = withAppShell({ page: 'flight', namespaces: ['flights'] }, async (store, context) => {
  await loadChosenOffer(store, context);
  return { props: {} };
});
