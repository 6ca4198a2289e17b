import type { GetServerSidePropsContext } from 'next';
import { getSiteFacts, type SiteFacts } from '@/services/site';
import { serverHttpClient } from './http-server';

/** Until the API has answered: the test-mode ribbon shows (never hide a sandbox), no social sign-in offered. */
const UNKNOWN: SiteFacts = { payments: 'sandbox', socialLogin: { google: false, twitter: false } };

const holder = globalThis as typeof globalThis & { __siteFacts?: Promise<SiteFacts> };

/**
 * The API's set-up (payments mode, social sign-ins), asked once per process: it comes from the
 * environment and does not change while the process runs. A failed answer is asked again next time.
 */
export async function siteFacts(req: GetServerSidePropsContext['req']): Promise<SiteFacts> {
  holder.__siteFacts ??= getSiteFacts(serverHttpClient(req));
  try {
    return await holder.__siteFacts;
  } catch {
    holder.__siteFacts = undefined;
    return UNKNOWN;
  }
}
