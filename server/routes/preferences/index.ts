import { setCookie } from 'hono/cookie';
import { env } from '../../env';
import { createRouter } from '../../lib/create-app';
import { CURRENCY_COOKIE, LOCALE_COOKIE, savePreferences } from './preferences.routes';

const ONE_YEAR = 60 * 60 * 24 * 365;

export const preferencesRouter = createRouter().openapi(savePreferences, (c) => {
  const choice = c.req.valid('json');
  const forwardedProto = env().TRUST_PROXY ? c.req.header('x-forwarded-proto') : undefined;
  const secure = (forwardedProto ?? new URL(c.req.url).protocol.replace(':', '')) === 'https';
  const options = { path: '/', maxAge: ONE_YEAR, sameSite: 'Lax' as const, secure };
  if (choice.currency) setCookie(c, CURRENCY_COOKIE, choice.currency, options);
  if (choice.locale) setCookie(c, LOCALE_COOKIE, choice.locale, options);
  return c.json({ data: choice }, 200);
});
