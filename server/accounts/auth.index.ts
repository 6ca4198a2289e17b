import { createRouter } from '../lib/create-app';
import {
  checkHandler,
  cookieHandler,
  loginHandler,
  logoutHandler,
  newsletterHandler,
  resetCodeHandler,
  resetPasswordHandler,
  resetStartHandler,
  signupHandler,
  userHandler,
  verifyHandler,
  verifyLinkHandler,
} from './auth.handlers';
import {
  checkRoute,
  cookieRoute,
  loginRoute,
  logoutRoute,
  newsletterRoute,
  resetCodeRoute,
  resetPasswordRoute,
  resetStartRoute,
  signupRoute,
  userRoute,
  verifyLinkRoute,
  verifyRoute,
} from './auth.routes';

/** Sign-up, sign-in, sessions, the newsletter and the password reset. */
export const authRouter = createRouter()
  .openapi(signupRoute, signupHandler)
  .openapi(verifyRoute, verifyHandler)
  .openapi(verifyLinkRoute, verifyLinkHandler)
  .openapi(loginRoute, loginHandler)
  .openapi(logoutRoute, logoutHandler)
  .openapi(checkRoute, checkHandler)
  .openapi(cookieRoute, cookieHandler)
  .openapi(userRoute, userHandler)
  .openapi(newsletterRoute, newsletterHandler);

// Password reset, under both of the spec's paths.
for (const [start, code, password] of [
  ['/resetpassword', '/resetpassword/code', '/resetpassword/password'],
  ['/v1/forgot_password', '/v1/check_reset_code', '/v1/update_password'],
] as const) {
  authRouter
    .openapi(resetStartRoute(start), resetStartHandler)
    .openapi(resetCodeRoute(code), resetCodeHandler)
    .openapi(resetPasswordRoute(password), resetPasswordHandler);
}
