import { createRouter } from '../lib/create-app';
import { socialCallbackHandler, socialProvidersHandler, socialStartHandler } from './social.handlers';
import { socialCallbackRoute, socialProvidersRoute, socialStartRoute } from './social.routes';

/** Sign in with Google or X (OAuth 2 with PKCE). */
export const socialRouter = createRouter()
  .openapi(socialProvidersRoute, socialProvidersHandler)
  .openapi(socialStartRoute, socialStartHandler)
  .openapi(socialCallbackRoute, socialCallbackHandler);
