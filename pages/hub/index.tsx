import { MyTrips } from '@/components/hub/MyTrips';
import { myFlightTrips, type TripSummary } from '@/services/account';
import { serverHttpClient } from '@/services/http-server';
import { withAppShell } from '@/services/page-props';

export default MyTrips;

/** Travel Hub, My Trips: only the signed-in person's own trips (checked here and in the API). */
export const getServerSideProps = withAppShell<{ trips: TripSummary[] | null }>({ page: 'hub', namespaces: ['hub'] }, async (store, context) => {
  if (!store.getState().auth.user) return { props: { trips: null } };
  const trips = await myFlightTrips(serverHttpClient(context.req, { asVisitor: true }), 'all').catch(() => []);
  return { props: { trips } };
});
