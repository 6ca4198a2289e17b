import { HubSettings } from '@/components/hub/HubSettings';
import { getPersonalInfo } from '@/services/account';
import { withHubPage } from '@/lib/ssr/page-props';

export default HubSettings;

/** Account settings: only for the signed-in person, whose details come through their own session. */
export const getServerSideProps = withHubPage('info', (client) => getPersonalInfo(client));
