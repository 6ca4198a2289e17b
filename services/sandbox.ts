import { API_BASE } from '@/config/public';
import { type HttpClient, toApiError } from './http';

// The API's own types, declared once by its zod schemas (type-only: nothing of the server reaches a bundle).
import type { z } from '@hono/zod-openapi';
import type { MailboxMailSchema } from '@/server/mail/mailbox.routes';
import type { SandboxTransactionSchema } from '@/server/payments/gateways/sandbox/sandbox.routes';

// The testers' tools: the sandbox gateway's checkout and the mailbox (neither is served in production).

export type SandboxTransaction = z.output<typeof SandboxTransactionSchema>;
export type MailboxMail = z.output<typeof MailboxMailSchema>;

/** The sandbox checkout's payment, or null when there is no such payment (or no sandbox). */
export async function getSandboxTransaction(reference: string, client: HttpClient): Promise<SandboxTransaction | null> {
  try {
    const { data } = await client.get<{ data: SandboxTransaction }>(`/payment/sandbox/${encodeURIComponent(reference)}`);
    return data.data;
  } catch (error) {
    if (toApiError(error).status === 404) return null;
    throw error;
  }
}

/** What an address was sent, newest first; null where the mailbox is not served. */
export async function getMailbox(to: string, client: HttpClient): Promise<MailboxMail[] | null> {
  try {
    const { data } = await client.get<{ data: MailboxMail[] }>('/dev/mailbox', { params: { to } });
    return data.data;
  } catch (error) {
    if (toApiError(error).status === 404) return null;
    throw error;
  }
}

/** Where the sandbox checkout's form posts the tester's choice (a full-page post, as a gateway's page would). */
export const sandboxOutcomeAction = (reference: string) => `${API_BASE}/payment/sandbox/${encodeURIComponent(reference)}`;
