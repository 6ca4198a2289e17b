import { getRequestListener } from '@hono/node-server';
import { getApp } from '@/server/app';

// Hono reads the raw body itself; Next must not parse it first.
export const config = { api: { bodyParser: false, externalResolver: true } };

export default getRequestListener(getApp().fetch);
