import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** What every log line written while a request is handled says about it. */
export interface RequestScope {
  id: string;
}

const scope = new AsyncLocalStorage<RequestScope>();

/** A proxy's own request id is kept when it looks like one (so its logs and ours join up). */
const FORWARDED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export const requestIdFrom = (header: string | string[] | undefined): string =>
  typeof header === 'string' && FORWARDED_ID.test(header) ? header : randomUUID();

export const runInRequestScope = <T>(request: RequestScope, work: () => T): T => scope.run(request, work);

export const currentRequestId = (): string | undefined => scope.getStore()?.id;
