import { MyTrips } from '@/components/hub/MyTrips';
import { myExperienceTrips, myFlightTrips, myStayTrips } from '@/services/account';
import { withHubPage } from '@/ssr/page-props';

export default MyTrips;

/** Travel Hub, My Trips: only the signed-in person's own flights, stays and experiences (checked here and in the API). */
export const getServerSideProps = withHubPage('trips', async (client) => {
  const [flights, stays, experiences] = await Promise.all([myFlightTrips(client, 'all'), myStayTrips(client), myExperienceTrips(client)]);
  return { flights, stays, experiences };
});
