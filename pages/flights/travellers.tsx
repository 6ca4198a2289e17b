import { TravellersForm } from '@/components/flights/travellers/TravellersForm';
import type { Country } from '@/services/bookings';
import { countriesIn } from '@/ssr/countries';
import { loadChosenOffer } from '@/ssr/chosen-offer';
import { serverHttpClient } from '@/ssr/http-server';
import { listSavedTravellers, type SavedTraveller } from '@/services/account';
import { withAppShell } from '@/ssr/page-props';

export default TravellersForm;

/** Traveller details for the chosen offer (priced again here, as on the review page). */
export const getServerSideProps = withAppShell<{ countries: Country[]; saved: SavedTraveller[] | null }>(
  { page: 'flight', namespaces: ['flights', 'results', 'search'], personal: true },
  async (store, context) => {
    const client = serverHttpClient(context.req);
    // Signed in: the people saved with the account, to fill a traveller in one choice.
    const signedIn = !!store.getState().auth.user;
    const [countries, saved] = await Promise.all([
      countriesIn(store.getState().auth.locale, client),
      signedIn ? listSavedTravellers(serverHttpClient(context.req, { asVisitor: true })).catch(() => []) : Promise.resolve(null),
      loadChosenOffer(store, context, 'travellers'),
    ]);
    return { props: { countries, saved } };
  },
);
