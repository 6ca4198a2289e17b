import { Mailbox } from '@/components/dev/Mailbox';
import { serverHttpClient } from '@/ssr/http-server';
import { withAppShell } from '@/ssr/page-props';
import { getMailbox, type MailboxMail } from '@/services/sandbox';

export default Mailbox;

/** The outbox read as a mailbox, for testers (the API serves it only outside production). */
export const getServerSideProps = withAppShell<{ to: string; mails: MailboxMail[] }>({ page: 'flight', personal: true }, async (_store, context) => {
  const to = typeof context.query.to === 'string' ? context.query.to.trim() : '';
  // Asked even without an address: a production site answers 404 for the page itself. Not an email: nothing to show.
  const mails = await getMailbox(to || 'probe@example.com', serverHttpClient(context.req)).catch(() => []);
  if (mails === null) return { notFound: true };
  return { props: { to, mails: to ? mails : [] } };
});
