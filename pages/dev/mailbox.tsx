import { Mailbox, type MailboxMail } from '@/components/dev/Mailbox';
import { serverHttpClient } from '@/lib/ssr/http-server';
import { withAppShell } from '@/lib/ssr/page-props';

export default Mailbox;

/** The outbox read as a mailbox, for testers (the API serves it only outside production). */
export const getServerSideProps = withAppShell<{ to: string; mails: MailboxMail[] }>({ page: 'flight' }, async (_store, context) => {
  const to = typeof context.query.to === 'string' ? context.query.to.trim() : '';
  const client = serverHttpClient(context.req);
  const response = await client
    .get<{ data: MailboxMail[] }>('/dev/mailbox', { params: { to: to || 'probe@example.com' } })
    .then((result) => result.data.data)
    .catch((error: { status?: number }) => (error.status === 404 ? null : []));
  if (response === null) return { notFound: true };
  return { props: { to, mails: to ? response : [] } };
});
