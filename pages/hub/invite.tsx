import { HubInvite } from '@/components/hub/HubInvite';
import { myInvitations } from '@/services/account';
import { withHubPage } from '@/ssr/page-props';

export default HubInvite;

/** Travel Hub, invite friends: the signed-in person's link and earned promo codes. */
export const getServerSideProps = withHubPage('invitations', (client) => myInvitations(client));
