import { MyTrips } from '@/components/hub/MyTrips';
import { myFlightTrips } from '@/services/account';
import { withHubPage } from '@/lib/ssr/page-props';

export default MyTrips;

/** Travel Hub, My Trips: only the signed-in person's own trips (checked here and in the API). */
export const getServerSideProps = withHubPage('trips', (client) => myFlightTrips(client, 'all'));
