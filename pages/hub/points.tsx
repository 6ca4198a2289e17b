import { HubPoints } from '@/components/hub/HubPoints';
import { bookingOverview, myPoints } from '@/services/account';
import { withHubPage } from '@/ssr/page-props';

export default HubPoints;

/** Travel Hub, points: the signed-in person's balance and history, and the overview in their currency (optional). */
export const getServerSideProps = withHubPage('summary', async (client, store) => {
  const [points, overview] = await Promise.all([myPoints(client), bookingOverview(store.getState().auth.currency, client).catch(() => null)]);
  return { points, overview };
});
