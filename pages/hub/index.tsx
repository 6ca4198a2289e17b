import { MyTrips } from '@/components/hub/MyTrips';
import { myFlightTrips, myStayTrips } from '@/services/account';
import { withHubPage } from '@/lib/ssr/page-props';

export default MyTrips;

/** Travel Hub, My Trips: only the signed-in person's own flights and stays (checked here and in the API). */
export const getServerSideProps = withHubPage('trips', async (client) => {
  const [flights, stays] = await Promise.all([myFlightTrips(client, 'all'), myStayTrips(client)]);
  return { flights, stays };
});
