import { HubPreferences } from '@/components/hub/HubPreferences';
import { withAppShell } from '@/ssr/page-props';

export default HubPreferences;

/** Travel Hub preferences: the signed-in user's saved choices come with the page (ssr/page-props.ts). */
export const getServerSideProps = withAppShell({ page: 'hub', namespaces: ['hub', 'push'], personal: true });
