import { TravellersForm } from '@/components/flights/travellers/TravellersForm';
import { getCountries, type Country } from '@/services/bookings';
import { loadChosenOffer } from '@/lib/ssr/chosen-offer';
import { serverHttpClient } from '@/lib/ssr/http-server';
import { withAppShell } from '@/lib/ssr/page-props';

export default TravellersForm;

/** Traveller details for the chosen offer (priced again here, as on the review page). */
export const getServerSideProps = withAppShell<{ countries: Country[] }>({ page: 'flight', namespaces: ['flights'] }, async (store, context) => {
  const [countries] = await Promise.all([getCountries(store.getState().auth.locale, serverHttpClient(context.req)), loadChosenOffer(store, context, 'travellers')]);
  return { props: { countries } };
});
