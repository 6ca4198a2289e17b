import { OpsRequests, type OpsProps } from '@/components/ops/OpsRequests';
import { serverHttpClient } from '@/ssr/http-server';
import { withAppShell } from '@/ssr/page-props';
import { getStaffRequests } from '@/services/aftersales';
import { toApiError } from '@/services/http';

export default OpsRequests;

/**
 * The operations page: after-sales requests for our staff (accounts with an adminType, spec §6),
 * never indexed. The API decides who is staff (its answer, with the visitor's cookies): anyone
 * else is told the page is for staff (401 signed out, 403 a traveller's account).
 */
export const getServerSideProps = withAppShell<OpsProps>({ page: 'content', namespaces: ['ops', 'aftersales'], personal: true }, async (_store, context) => {
  const which = context.query.which === 'all' ? 'all' : 'open';
  context.res.setHeader('Cache-Control', 'private, no-store');
  try {
    return { props: { access: 'staff', which, requests: await getStaffRequests(which, serverHttpClient(context.req, { asVisitor: true })) } };
  } catch (error) {
    const status = toApiError(error).status;
    if (status !== 401 && status !== 403) throw error;
    context.res.statusCode = status;
    return { props: { access: status === 401 ? 'signed-out' : 'not-staff', which, requests: [] } };
  }
});
