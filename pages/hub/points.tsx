import { HubPoints } from '@/components/hub/HubPoints';
import { bookingOverview, myPoints, type BookingOverview, type PointsStatement } from '@/services/account';
import { serverHttpClient } from '@/services/http-server';
import { withAppShell } from '@/services/page-props';

export default HubPoints;

/** Travel Hub, points: the signed-in person's balance, history and overview (in their currency). */
export const getServerSideProps = withAppShell<{ points: PointsStatement | null; overview: BookingOverview | null }>({ page: 'hub', namespaces: ['hub'] }, async (store, context) => {
  const { user, currency } = store.getState().auth;
  if (!user) return { props: { points: null, overview: null } };
  const client = serverHttpClient(context.req, { asVisitor: true });
  const [points, overview] = await Promise.all([myPoints(client), bookingOverview(currency, client).catch(() => null)]);
  return { props: { points, overview } };
});
