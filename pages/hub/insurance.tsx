import { HubInsurance } from '@/components/hub/HubInsurance';
import { myInsurance, type InsurancePolicy } from '@/services/account';
import { serverHttpClient } from '@/services/http-server';
import { withAppShell } from '@/services/page-props';

export default HubInsurance;

/** Travel Hub, insurance: only the signed-in person's own policies (checked here and in the API). */
export const getServerSideProps = withAppShell<{ policies: InsurancePolicy[] | null }>({ page: 'hub', namespaces: ['hub'] }, async (store, context) => {
  if (!store.getState().auth.user) return { props: { policies: null } };
  return { props: { policies: await myInsurance(serverHttpClient(context.req, { asVisitor: true })) } };
});
