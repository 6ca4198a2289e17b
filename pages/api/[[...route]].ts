import { getRequestListener } from '@hono/node-server';
import { getApp } from '@/server/app';

// Hono reads the raw body itself; Next must not parse it first.
export const config = { api: { bodyParser: false, externalResolver: true } };

// By default @hono/node-server swaps the global Request/Response for its own; inside Next that
// breaks every NextResponse the proxy returns afterwards ("Expected an instance of Response").
export default getRequestListener(getApp().fetch, { overrideGlobalObjects: false });
