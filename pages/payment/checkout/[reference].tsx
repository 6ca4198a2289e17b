import { SandboxCheckout, type SandboxTransaction } from '@/components/payment/SandboxCheckout';
import { serverHttpClient } from '@/lib/ssr/http-server';
import { withAppShell } from '@/lib/ssr/page-props';

export default SandboxCheckout;

/**
 * The sandbox gateway's hosted checkout (only while no Paystack/Flutterwave keys are set): the
 * tester chooses what the card does, and the gateway returns to the site and sends its webhook.
 */
export const getServerSideProps = withAppShell<{ transaction: SandboxTransaction | null }>({ page: 'flight', namespaces: ['flights'] }, async (_store, context) => {
  const reference = String(context.params?.reference ?? '');
  const transaction = await serverHttpClient(context.req)
    .get<{ data: SandboxTransaction }>(`/payment/sandbox/${encodeURIComponent(reference)}`)
    .then((response) => response.data.data)
    .catch(() => null);
  if (!transaction) context.res.statusCode = 404;
  return { props: { transaction } };
});
