import { HubInsurance } from '@/components/hub/HubInsurance';
import { myInsurance } from '@/services/account';
import { withHubPage } from '@/ssr/page-props';

export default HubInsurance;

/** Travel Hub, insurance: only the signed-in person's own policies (checked here and in the API). */
export const getServerSideProps = withHubPage('policies', (client) => myInsurance(client));
