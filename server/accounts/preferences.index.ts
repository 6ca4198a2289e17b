import { createRouter } from '../lib/create-app';
import { savePreferencesHandler } from './preferences.handlers';
import { savePreferences } from './preferences.routes';

/** Currency, language and notification choices: in cookies, and with the account when signed in. */
export const preferencesRouter = createRouter().openapi(savePreferences, savePreferencesHandler);
