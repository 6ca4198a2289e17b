import { HubSettings } from '@/components/hub/HubSettings';
import { getPersonalInfo, type PersonalInfo } from '@/services/account';
import { serverHttpClient } from '@/services/http-server';
import { withAppShell } from '@/services/page-props';

export default HubSettings;

/** Account settings: only for the signed-in person, whose details come through their own session. */
export const getServerSideProps = withAppShell<{ info: PersonalInfo | null }>({ page: 'hub', namespaces: ['hub'] }, async (store, context) => {
  if (!store.getState().auth.user) return { props: { info: null } };
  const info = await getPersonalInfo(serverHttpClient(context.req, { asVisitor: true })).catch(() => null);
  return { props: { info } };
});
