import { HubInvite } from '@/components/hub/HubInvite';
import { myInvitations, type Invitations } from '@/services/account';
import { serverHttpClient } from '@/services/http-server';
import { withAppShell } from '@/services/page-props';

export default HubInvite;

/** Travel Hub, invite friends: the signed-in person's link and earned promo codes. */
export const getServerSideProps = withAppShell<{ invitations: Invitations | null }>({ page: 'hub', namespaces: ['hub'] }, async (store, context) => {
  if (!store.getState().auth.user) return { props: { invitations: null } };
  return { props: { invitations: await myInvitations(serverHttpClient(context.req, { asVisitor: true })) } };
});
