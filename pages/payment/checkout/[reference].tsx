import { SandboxCheckout } from '@/components/payment/SandboxCheckout';
import { serverHttpClient } from '@/ssr/http-server';
import { withAppShell } from '@/ssr/page-props';
import { getSandboxTransaction, type SandboxTransaction } from '@/services/sandbox';

export default SandboxCheckout;

/**
 * The sandbox gateway's hosted checkout (only while no Paystack/Flutterwave keys are set): the
 * tester chooses what the card does, and the gateway returns to the site and sends its webhook.
 */
export const getServerSideProps = withAppShell<{ transaction: SandboxTransaction | null }>(
  { page: 'flight', namespaces: ['flights', 'results', 'search'], personal: true },
  async (_store, context) => {
    const reference = String(context.params?.reference ?? '');
    const transaction = await getSandboxTransaction(reference, serverHttpClient(context.req)).catch(() => null);
    if (!transaction) context.res.statusCode = 404;
    return { props: { transaction } };
  },
);
