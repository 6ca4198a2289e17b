import { HubPreferences } from '@/components/hub/HubPreferences';
import { withAppShell } from '@/services/page-props';

export default HubPreferences;

/** Travel Hub preferences: the signed-in user's saved choices come with the page (services/page-props.ts). */
export const getServerSideProps = withAppShell({ page: 'hub', namespaces: ['hub'] });
