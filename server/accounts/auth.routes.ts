import { createRoute, z } from '@hono/zod-openapi';
import { signInSecurity } from '../lib/openapi-document';
import { MIN_PASSWORD_LENGTH } from './passwords';
import { CurrencySchema, errorResponse, jsonContent, StatusSchema as Status, jsonBody } from '../lib/openapi';
import { personName } from '../lib/text';

// Account fields, shared with the account settings routes.
export const Email = z.string().trim().email('Enter a valid email address.').max(254);
export const Name = personName(60);
export const Password = z.string().min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters.`).max(200);
export const Language = z.enum(['en', 'fr']).default('en');
const limited = errorResponse('Too many attempts: wait (Retry-After) and try again');

/** A new password typed twice: the second must match (the error points at it). */
export const confirmedPassword = <T extends { password: string; confirmPassword: string }>(body: T) => body.password === body.confirmPassword;
export const PASSWORDS_DIFFER = { path: ['confirmPassword'], message: 'The passwords do not match.' };

/** The signed-in person as the API shows them. */
export const SessionUserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    adminType: z.string().nullable().openapi({ description: 'Staff only; null for travellers' }),
    emailVerified: z.boolean(),
    referralCode: z.string(),
    preferences: z.object({
      currency: CurrencySchema.nullable(),
      locale: z.enum(['en', 'fr']).nullable(),
      notifications: z.object({ tripUpdates: z.boolean(), deals: z.boolean() }),
    }),
  })
  .openapi('SessionUser');

/** Signed up: the code is on its way; `verificationId` names it for POST /verify. */
export const SignupAnswerSchema = Status.extend({ data: z.object({ verificationId: z.string(), email: z.string() }) }).openapi('SignupAnswer');
const SignedIn = Status.extend({ data: z.object({ user: SessionUserSchema }) }).openapi('SignedIn');

export const SignupRequestSchema = z
  .object({
    email: Email,
    firstName: Name,
    lastName: Name,
    password: Password,
    agent: z.string().max(60).optional(),
    language: Language,
    referralCode: z.string().max(20).optional().openapi({ description: 'An invitation code; the invitation link also leaves it in a cookie' }),
  })
  .openapi('SignupRequest');

export const LoginRequestSchema = z
  .object({ email: Email, password: z.string().min(1, 'Required.').max(200), rememberMe: z.boolean().default(false), language: Language })
  .openapi('LoginRequest');

export const signupRoute = createRoute({
  method: 'post',
  security: signInSecurity,
  path: '/signup',
  tags: ['Auth'],
  summary: 'Create an account; a 6-digit code is emailed to verify the address',
  request: { body: jsonBody(SignupRequestSchema) },
  responses: {
    201: jsonContent(SignupAnswerSchema, 'Code sent'),
    403: errorResponse('Missing XSRF token'),
    409: errorResponse('An account already uses this email'),
    422: errorResponse('Invalid input'),
    429: limited,
  },
});

export const verifyRoute = createRoute({
  method: 'post',
  security: signInSecurity,
  path: '/verify',
  tags: ['Auth'],
  summary: 'Verify the email with its code; signs the person in',
  request: {
    body: jsonBody(
      z.object({
        verificationId: z.string().uuid('Not a verification.'),
        code: z
          .string()
          .trim()
          .regex(/^\d{6}$/, 'The code has 6 digits.'),
        language: Language,
      }),
    ),
  },
  responses: {
    200: jsonContent(SignedIn, 'Verified and signed in'),
    403: errorResponse('Missing XSRF token'),
    422: errorResponse('Wrong, used or expired code'),
    429: limited,
  },
});

export const verifyLinkRoute = createRoute({
  method: 'get',
  path: '/verify/{id}/{code}',
  tags: ['Auth'],
  summary: 'The link in the verification email: verifies the email (signing nobody in) and goes to the site, where the person logs in',
  request: {
    params: z.object({ id: z.string().openapi({ param: { name: 'id', in: 'path' } }), code: z.string().openapi({ param: { name: 'code', in: 'path' } }) }),
  },
  responses: {
    302: {
      description:
        'To the home page, with ?verified=1, ?verified=code (a later sign-up with another password: type its code where you signed up) or ?verified=failed',
    },
  },
});

export const loginRoute = createRoute({
  method: 'post',
  security: signInSecurity,
  path: '/login',
  tags: ['Auth'],
  summary: 'Sign in with email and password; remember me keeps the session for 30 days',
  request: { body: jsonBody(LoginRequestSchema) },
  responses: {
    200: jsonContent(SignedIn, 'Signed in (session cookie set)'),
    401: errorResponse('Wrong email or password'),
    403: errorResponse('Email not verified yet, or missing XSRF token'),
    422: errorResponse('Invalid input'),
    429: limited,
  },
});

export const logoutRoute = createRoute({
  method: 'get',
  security: signInSecurity,
  path: '/logout',
  tags: ['Auth'],
  summary: 'End the session (spec GET /logout; needs the XSRF header like any state change)',
  responses: { 200: jsonContent(Status, 'Signed out'), 403: errorResponse('Missing XSRF token') },
});

export const checkRoute = createRoute({
  method: 'get',
  path: '/check',
  tags: ['Auth'],
  summary: 'Whether the browser has a live session (200) or not (401)',
  responses: { 200: jsonContent(z.object({ authenticated: z.literal(true) }), 'Signed in'), 401: errorResponse('Not signed in') },
});

export const cookieRoute = createRoute({
  method: 'get',
  path: '/cookie',
  tags: ['Auth'],
  summary: 'Sets the XSRF-TOKEN cookie the browser echoes in X-XSRF-TOKEN',
  responses: { 200: jsonContent(z.object({ ok: z.literal(true) }), 'Cookie set') },
});

export const userRoute = createRoute({
  method: 'get',
  path: '/user',
  tags: ['Auth'],
  summary: 'The signed-in user',
  responses: { 200: jsonContent(z.object({ data: SessionUserSchema }), 'The user'), 401: errorResponse('Not signed in') },
});

export const newsletterRoute = createRoute({
  method: 'post',
  security: signInSecurity,
  path: '/newsletter',
  tags: ['Auth'],
  summary: 'Subscribe an email to the newsletter (subscribing twice is fine)',
  request: { body: jsonBody(z.object({ email: Email, language: Language })) },
  responses: {
    200: jsonContent(Status, 'Subscribed (or already)'),
    403: errorResponse('Missing XSRF token'),
    422: errorResponse('Invalid email'),
    429: limited,
  },
});

/** The reset steps exist twice in the spec (/resetpassword… and /api/v1/…): one definition per path. */
export const resetStartRoute = (path: '/resetpassword' | '/v1/forgot_password') =>
  createRoute({
    method: 'post',
    security: signInSecurity,
    path,
    tags: ['Auth'],
    summary: 'Password reset, step 1: email a 6-digit code (same answer whether or not the email has an account)',
    request: { body: jsonBody(z.object({ email: Email, language: Language })) },
    responses: {
      200: jsonContent(Status, 'Code sent if the account exists'),
      403: errorResponse('Missing XSRF token'),
      422: errorResponse('Invalid email'),
      429: limited,
    },
  });

export const resetCodeRoute = (path: '/resetpassword/code' | '/v1/check_reset_code') =>
  createRoute({
    method: 'post',
    security: signInSecurity,
    path,
    tags: ['Auth'],
    summary: 'Password reset, step 2: the emailed code (from the browser that asked for it)',
    request: {
      body: jsonBody(
        z.object({
          code: z
            .string()
            .trim()
            .regex(/^\d{6}$/, 'The code has 6 digits.'),
        }),
      ),
    },
    responses: {
      200: jsonContent(Status, 'Code verified'),
      403: errorResponse('Missing XSRF token'),
      422: errorResponse('Wrong, used or expired code'),
      429: limited,
    },
  });

export const resetPasswordRoute = (path: '/resetpassword/password' | '/v1/update_password') =>
  createRoute({
    method: 'post',
    security: signInSecurity,
    path,
    tags: ['Auth'],
    summary: 'Password reset, step 3: the new password; every session of the account ends',
    request: {
      body: jsonBody(z.object({ password: Password, confirmPassword: z.string(), language: Language }).refine(confirmedPassword, PASSWORDS_DIFFER)),
    },
    responses: {
      200: jsonContent(Status, 'Password updated'),
      403: errorResponse('Missing XSRF token'),
      409: errorResponse('Code not verified, or reset expired'),
      422: errorResponse('Password too short or not confirmed'),
    },
  });
