import { HubSettings } from '@/components/hub/HubSettings';
import { getPersonalInfo, listSavedTravellers } from '@/services/account';
import { withHubPage } from '@/ssr/page-props';

export default HubSettings;

/**
 * Account settings: only for the signed-in person, whose details (and saved travellers) come through
 * their own session. The page's password fields speak the account words.
 */
export const getServerSideProps = withHubPage(
  'info',
  async (client) => {
    const [info, savedTravellers] = await Promise.all([getPersonalInfo(client), listSavedTravellers(client)]);
    return { ...info, savedTravellers };
  },
  ['account'],
);
