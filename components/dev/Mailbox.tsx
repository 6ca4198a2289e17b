import Head from 'next/head';
import page from '@/components/layout/Page.module.scss';
import type { MailboxMail } from '@/services/sandbox';
import styles from './Mailbox.module.scss';

/** A tester's view of the mail the site sent to one address (not translated: a staff tool). */
export function Mailbox({ to, mails }: { to: string; mails: MailboxMail[] }) {
  return (
    <div className={page.page}>
      <Head>
        <title>Mailbox</title>
        <meta name="robots" content="noindex" />
      </Head>
      <h1 className={page.heading}>Mailbox</h1>
      <p>Every email the site writes goes to the outbox first; with SMTP_URL set it is also delivered. This page is not served in production.</p>
      <form method="get" className={styles.form}>
        <label htmlFor="mailbox-to">Email address</label>
        <input id="mailbox-to" name="to" type="email" defaultValue={to} required />
        <button type="submit">Open</button>
      </form>
      {to && mails.length === 0 && <p role="status">No mail for {to} yet.</p>}
      <ol className={styles.mails} aria-label={`Mail for ${to}`}>
        {mails.map((mail) => (
          <li key={mail.id}>
            <article aria-label={mail.subject}>
              <h2>{mail.subject}</h2>
              <p className={styles.meta}>
                {mail.kind} · {new Date(mail.createdAt).toUTCString()} · {mail.sentAt ? 'delivered by SMTP' : 'in the outbox'}
              </p>
              <pre className={styles.body}>{mail.text}</pre>
              {mail.attachments.length > 0 && (
                <p className={styles.meta}>
                  Attached: {mail.attachments.map((file) => `${file.filename} (${file.contentType}, ${Math.ceil(file.bytes / 1024)} kB)`).join(', ')}
                </p>
              )}
            </article>
          </li>
        ))}
      </ol>
    </div>
  );
}
