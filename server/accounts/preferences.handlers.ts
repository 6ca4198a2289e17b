import { eq } from 'drizzle-orm';
import { setCookie } from 'hono/cookie';
import { users } from '../db/schema';
import { currentUser } from './session';
import { requestIsHttps } from '../lib/request-context';
import type { AppRouteHandler } from '../lib/create-app';
import { CURRENCY_COOKIE, LOCALE_COOKIE, type savePreferences } from './preferences.routes';

const ONE_YEAR = 60 * 60 * 24 * 365;

export const savePreferencesHandler: AppRouteHandler<typeof savePreferences> = async (c) => {
  const choice = c.req.valid('json');
  // Signed in: the choice goes with the account, to every device it signs in on.
  const user = await currentUser(c);
  if (user) {
    await c.var.db
      .update(users)
      .set({
        ...(choice.currency ? { preferredCurrency: choice.currency } : {}),
        ...(choice.locale ? { preferredLanguage: choice.locale } : {}),
        ...(choice.notifications ? { notifyTripUpdates: choice.notifications.tripUpdates ? 1 : 0, notifyDeals: choice.notifications.deals ? 1 : 0 } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id));
  }
  const secure = requestIsHttps(c);
  const options = { path: '/', maxAge: ONE_YEAR, sameSite: 'Lax' as const, secure };
  if (choice.currency) setCookie(c, CURRENCY_COOKIE, choice.currency, options);
  if (choice.locale) setCookie(c, LOCALE_COOKIE, choice.locale, options);
  return c.json({ data: choice }, 200);
};
