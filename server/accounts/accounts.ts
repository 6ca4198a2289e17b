import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/client';
import { oneTimeCodes, sessions, users } from '../db/schema';
import { fieldError, HttpError } from '../lib/http-error';
import { enqueueMail } from '../mail/outbox';
import { accountExistsEmail, passwordChangedEmail, resetCodeEmail, verificationEmail, welcomeEmail } from '../mail/account-emails';
import { rateLimit } from '../lib/rate-limit';
import { randomUUID } from 'node:crypto';
import { codeHash, newCode, newReferralCode, newToken, tokenHash } from '../lib/crypto';
import { hashPassword, verifyPassword } from './passwords';
import { env } from '../env';

const MINUTE = 60_000;
export const CODE_TTL_MS = 10 * MINUTE;
export const CODE_ATTEMPTS = 5;
export const SESSION_TTL_MS = 24 * 60 * MINUTE;
export const REMEMBER_ME_TTL_MS = 30 * 24 * 60 * MINUTE;

export type User = typeof users.$inferSelect;

/** What the browser may know of a user. */
export const publicUser = (user: User) => ({
  id: user.id,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  adminType: user.adminType,
  emailVerified: !!user.emailVerifiedAt,
  referralCode: user.referralCode,
  preferences: {
    currency: user.preferredCurrency as 'NGN' | 'USD' | null,
    locale: user.preferredLanguage as 'en' | 'fr' | null,
    notifications: { tripUpdates: user.notifyTripUpdates === 1, deals: user.notifyDeals === 1 },
  },
});

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export type CodePurpose = 'VERIFY_EMAIL' | 'RESET_PASSWORD' | 'CONFIRM_CONTACT';
/** Whose code it is: an account's, or an order's (its contact email, for guests too). */
export type CodeOwner = { userId: string } | { orderId: string };
const ownerColumn = (owner: CodeOwner) => ('userId' in owner ? eq(oneTimeCodes.userId, owner.userId) : eq(oneTimeCodes.orderId, owner.orderId));

/** What one sign-up chose: the account takes it only when that sign-up's code verifies the email. */
export type SignUpDetails = NonNullable<typeof oneTimeCodes.$inferSelect.signup>;

/**
 * A new 6-digit code. Older unused codes of the same owner and purpose stop working, except for
 * an email verification bound to its sign-up: each sign-up's code stays good for its own sign-up,
 * so a stranger signing up again with the same email cannot void the owner's code.
 */
export async function issueCode(
  db: Pick<Database, 'insert' | 'update'>,
  owner: CodeOwner,
  purpose: CodePurpose,
  flowHash: string | null = null,
  now = new Date(),
  signup: SignUpDetails | null = null,
) {
  if (!signup) {
    await db
      .update(oneTimeCodes)
      .set({ usedAt: now })
      .where(and(ownerColumn(owner), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.usedAt)));
  }
  const code = newCode();
  const [record] = await db
    .insert(oneTimeCodes)
    .values({ ...owner, purpose, codeHash: 'pending', flowHash, signup, expiresAt: new Date(now.getTime() + CODE_TTL_MS) })
    .returning({ id: oneTimeCodes.id });
  await db
    .update(oneTimeCodes)
    .set({ codeHash: codeHash(record!.id, code) })
    .where(eq(oneTimeCodes.id, record!.id));
  return { id: record!.id, code };
}

const wrongCode = (detail: string) => fieldError(422, 'INVALID_CODE', 'Wrong code', detail, '/code');

/**
 * Checks a code against its record: unknown, used, expired or out of attempts is refused; each
 * wrong try counts (the count is raised before comparing, so parallel guesses cannot exceed it).
 */
export async function checkCode(db: Pick<Database, 'update' | 'select'>, recordId: string, code: string, purpose: CodePurpose, now = new Date()) {
  const [record] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(and(eq(oneTimeCodes.id, recordId), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.usedAt)))
    .returning();
  if (!record) throw wrongCode('This code is no longer valid. Ask for a new one.');
  if (record.expiresAt <= now) throw wrongCode('This code has expired (codes last 10 minutes). Ask for a new one.');
  if (record.attempts > CODE_ATTEMPTS) throw wrongCode('Too many wrong tries for this code. Ask for a new one.');
  if (record.codeHash !== codeHash(record.id, code.trim())) {
    const left = CODE_ATTEMPTS - record.attempts;
    throw wrongCode(
      left > 0
        ? `That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.`
        : 'That code is not right, and it cannot be tried again. Ask for a new one.',
    );
  }
  return record;
}

export async function createSession(db: Pick<Database, 'insert'>, userId: string, persistent: boolean, now = new Date()) {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + (persistent ? REMEMBER_ME_TTL_MS : SESSION_TTL_MS));
  await db.insert(sessions).values({ tokenHash: tokenHash(token), userId, persistent: persistent ? 1 : 0, expiresAt });
  return { token, expiresAt, persistent };
}

export async function sessionUser(db: Pick<Database, 'select'>, token: string | undefined, now = new Date()): Promise<User | null> {
  if (!token) return null;
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash(token)), gt(sessions.expiresAt, now)));
  return row?.user ?? null;
}

export async function endSession(db: Pick<Database, 'delete'>, token: string | undefined) {
  if (token) await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash(token)));
}

/** Verification codes and account mails one email address may be sent per hour, from anywhere. */
export const SIGN_UP_MAILS_PER_HOUR = 5;
/** Wrong verification codes one email address may be tried with per hour, over all its codes and from anywhere. */
export const CODE_TRIES_PER_EMAIL_PER_HOUR = 10;

/** A rate limit's 429 under a code of its own, so the page can say what to do (the generic one says 15 minutes). */
const recoded = (code: string) => (error: unknown) => {
  if (error instanceof HttpError && error.status === 429) {
    const specific = new HttpError(429, code, error.errors[0]?.title ?? 'Too many attempts', error.message);
    specific.retryAfterSeconds = error.retryAfterSeconds;
    throw specific;
  }
  throw error;
};

/** Counts one more mail to this address (sign-up codes, "you already have an account"): 429 past the hour's allowance. */
export const countSignUpMail = (db: Pick<Database, 'insert'>, email: string) =>
  rateLimit(
    db,
    { key: `signup:email:${email}`, max: SIGN_UP_MAILS_PER_HOUR, windowSeconds: 3600 },
    'We have sent this address several codes already. Please use the latest one, or try again in an hour.',
  ).catch(recoded('TOO_MANY_CODES'));

/** A new verification code for one sign-up's choices, mailed with its link; returns the verification's id. */
async function sendVerification(tx: Tx, user: User, signup: SignUpDetails, language: 'en' | 'fr', siteOrigin: string) {
  const { id, code } = await issueCode(tx, { userId: user.id }, 'VERIFY_EMAIL', null, new Date(), signup);
  await enqueueMail(tx, verificationEmail({ to: user.email, firstName: signup.firstName, code, link: `${siteOrigin}/api/verify/${id}/${code}`, language }));
  return id;
}

export interface SignUpInput {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  agent?: string;
  language: 'en' | 'fr';
  /** The account whose invitation link brought this person, if any. */
  invitedBy?: string | null;
}

/**
 * Creates an account waiting for its email to be verified, and mails the code.
 *
 * Signing up again with an unverified email changes nothing of the account: it mails a code bound
 * to this sign-up's own password and names, which the account takes only if that code verifies it
 * (typed in the browser that signed up, which alone knows the verification id). So a stranger who
 * signs up with someone's email cannot replace the password the owner chose. A verified email
 * answers exactly as a new one does (no telling which emails have accounts) and is mailed a note
 * saying someone tried, instead of a code.
 */
export async function signUp(db: Database, input: SignUpInput, siteOrigin: string) {
  const email = normaliseEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  const names = { firstName: input.firstName.trim(), lastName: input.lastName.trim() };
  const result = await db.transaction(async (tx) => {
    const [existing] = await tx.select().from(users).where(eq(users.email, email)).for('update');
    await countSignUpMail(tx, email);
    if (existing?.emailVerifiedAt) {
      await enqueueMail(tx, accountExistsEmail({ to: existing.email, firstName: existing.firstName, language: input.language, siteOrigin }));
      return { email, verificationId: randomUUID() };
    }
    let user = existing;
    if (user) {
      // The same password again keeps the account's hash, so this sign-up's link works as the first one's does.
      const samePassword = await verifyPassword(user.passwordHash, input.password);
      const signup = { passwordHash: samePassword ? user.passwordHash! : passwordHash, ...names };
      if (!user.referredBy && input.invitedBy && input.invitedBy !== user.id)
        [user] = await tx.update(users).set({ referredBy: input.invitedBy }).where(eq(users.id, user.id)).returning();
      return { email, verificationId: await sendVerification(tx, user!, signup, input.language, siteOrigin) };
    }
    for (let attempt = 0; attempt < 5 && !user; attempt += 1) {
      [user] = await tx
        .insert(users)
        .values({ email, ...names, passwordHash, agent: input.agent ?? null, referralCode: newReferralCode(), referredBy: input.invitedBy ?? null })
        .onConflictDoNothing({ target: users.referralCode })
        .returning();
    }
    return { email, verificationId: await sendVerification(tx, user!, { passwordHash, ...names }, input.language, siteOrigin) };
  });
  return result;
}

/**
 * Verifies the email with its code and takes that code's sign-up (password and names); every other
 * pending code of the account stops working. By the code typed in the sign-up's browser, the
 * person is signed in and welcomed; by the emailed link (`byLink`), nobody is signed in (a
 * link someone else sent cannot sign a browser into their account), and the link works only for
 * the sign-up whose password the account already has (the first one, or the same password again):
 * a later sign-up with another password is verified by its code, in the browser that made it.
 */
export async function verifyEmail(db: Database, verificationId: string, code: string, language: 'en' | 'fr', now = new Date(), { byLink = false } = {}) {
  const [owner] = await db
    .select({ email: users.email, passwordHash: users.passwordHash, signup: oneTimeCodes.signup })
    .from(oneTimeCodes)
    .innerJoin(users, eq(users.id, oneTimeCodes.userId))
    .where(and(eq(oneTimeCodes.id, verificationId), eq(oneTimeCodes.purpose, 'VERIFY_EMAIL')));
  // The email's own budget of tries, whichever of its codes and wherever they come from.
  if (owner)
    await rateLimit(
      db,
      { key: `code:email:${owner.email}`, max: CODE_TRIES_PER_EMAIL_PER_HOUR, windowSeconds: 3600 },
      'Too many codes tried for this email. Please wait an hour, or ask for a new code.',
      now,
    ).catch(recoded('TOO_MANY_CODE_TRIES'));
  if (byLink && owner?.signup && owner.signup.passwordHash !== owner.passwordHash)
    throw new HttpError(409, 'VERIFY_IN_SIGN_UP_BROWSER', 'Enter the code', 'Enter the 6-digit code in the window where you signed up.');
  // Checked outside the transaction below: a wrong try must stay counted when the rest rolls back.
  const record = await checkCode(db, verificationId, code, 'VERIFY_EMAIL', now);
  const result = await db.transaction(async (tx) => {
    const [used] = await tx
      .update(oneTimeCodes)
      .set({ usedAt: now, verifiedAt: now })
      .where(and(eq(oneTimeCodes.id, record.id), isNull(oneTimeCodes.usedAt)))
      .returning({ id: oneTimeCodes.id });
    if (!used) throw wrongCode('This code is no longer valid. Ask for a new one.');
    await tx
      .update(oneTimeCodes)
      .set({ usedAt: now })
      .where(and(eq(oneTimeCodes.userId, record.userId!), eq(oneTimeCodes.purpose, 'VERIFY_EMAIL'), isNull(oneTimeCodes.usedAt)));
    const chosen = record.signup ? { passwordHash: record.signup.passwordHash, firstName: record.signup.firstName, lastName: record.signup.lastName } : {};
    const [verified] = await tx
      .update(users)
      .set({ ...chosen, emailVerifiedAt: now, updatedAt: now })
      .where(eq(users.id, record.userId!))
      .returning();
    const user = await makeStaffIfListed(tx, verified!);
    await enqueueMail(tx, { ...welcomeEmail({ to: user!.email, firstName: user!.firstName, language }), dedupeKey: `welcome:${user!.id}` });
    const session = byLink ? null : await createSession(tx, user!.id, false, now);
    return { user: user!, session };
  });
  return result;
}

const badLogin = () => fieldError(401, 'INVALID_CREDENTIALS', 'Wrong email or password', 'The email or the password is not right.', '/password');

/**
 * Email and password: the same answer (and about the same time) for an unknown email and a wrong
 * password. An unverified account gets a new code and a 403 naming the verification to finish.
 */
export async function logIn(db: Database, input: { email: string; password: string; rememberMe: boolean; language: 'en' | 'fr' }, siteOrigin: string) {
  const email = normaliseEmail(input.email);
  const [user] = await db.select().from(users).where(eq(users.email, email));
  const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !ok) throw badLogin();
  if (!user.emailVerifiedAt) {
    await countSignUpMail(db, email);
    const id = await db.transaction((tx) =>
      sendVerification(tx, user, { passwordHash: user.passwordHash!, firstName: user.firstName, lastName: user.lastName }, input.language, siteOrigin),
    );
    const error = new HttpError(403, 'EMAIL_NOT_VERIFIED', 'Verify your email', `Verify your email first: we have sent a new code to ${email}.`);
    error.extra = { verificationId: id };
    throw error;
  }
  const session = await createSession(db, user.id, input.rememberMe);
  return { user: await makeStaffIfListed(db, user), session };
}

/** A verified account whose email the operator listed in STAFF_EMAILS becomes staff (`operations`); others are left as they are. */
async function makeStaffIfListed(db: Pick<Database, 'update'>, user: User): Promise<User> {
  const listed = (env().STAFF_EMAILS ?? '')
    .split(',')
    .map((email) => normaliseEmail(email))
    .filter(Boolean);
  if (user.adminType || !user.emailVerifiedAt || !listed.includes(user.email)) return user;
  const [staff] = await db.update(users).set({ adminType: 'operations', updatedAt: new Date() }).where(eq(users.id, user.id)).returning();
  return staff!;
}

const RESET_SENT = 'If an account uses this email, we have sent it a 6-digit code.';

/**
 * Step 1 of a password reset. Answers the same whether or not the email has an account (no
 * enumeration); the browser gets a flow token (HttpOnly cookie) tying the next steps to it.
 */
export async function startPasswordReset(db: Database, email: string, language: 'en' | 'fr') {
  const flowToken = newToken();
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, normaliseEmail(email)));
  if (user) {
    await db.transaction(async (tx) => {
      const { code } = await issueCode(tx, { userId: user.id }, 'RESET_PASSWORD', tokenHash(flowToken));
      await enqueueMail(tx, resetCodeEmail({ to: user.email, firstName: user.firstName, code, language }));
    });
  }
  return { flowToken, status: RESET_SENT };
}

async function resetRecord(db: Pick<Database, 'select'>, flowToken: string | undefined) {
  if (!flowToken) return null;
  const [record] = await db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.flowHash, tokenHash(flowToken)), eq(oneTimeCodes.purpose, 'RESET_PASSWORD')));
  return record ?? null;
}

/** Step 2: the emailed code, checked with the same limits as every code (5 tries, 10 minutes). */
export async function checkResetCode(db: Database, flowToken: string | undefined, code: string, now = new Date()) {
  const record = await resetRecord(db, flowToken);
  if (!record) throw wrongCode('That code is not right, or it has expired. Start again to get a new one.');
  await checkCode(db, record.id, code, 'RESET_PASSWORD', now);
  await db.update(oneTimeCodes).set({ verifiedAt: now }).where(eq(oneTimeCodes.id, record.id));
}

/**
 * Step 3: the new password, once the code was verified in this same browser. Every session of
 * the account ends (whoever knew the old password is signed out), and the person is told by email.
 */
export async function finishPasswordReset(db: Database, flowToken: string | undefined, password: string, language: 'en' | 'fr', now = new Date()) {
  const record = await resetRecord(db, flowToken);
  if (!record?.verifiedAt || record.usedAt || record.expiresAt.getTime() + CODE_TTL_MS <= now.getTime()) {
    throw new HttpError(409, 'RESET_NOT_VERIFIED', 'Start again', 'This reset has expired or its code was not checked. Please start again.');
  }
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [used] = await tx
      .update(oneTimeCodes)
      .set({ usedAt: now })
      .where(and(eq(oneTimeCodes.id, record.id), isNull(oneTimeCodes.usedAt)))
      .returning({ id: oneTimeCodes.id });
    if (!used) throw new HttpError(409, 'RESET_NOT_VERIFIED', 'Start again', 'This reset was already used. Please start again.');
    const [user] = await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, record.userId!)).returning();
    await tx.delete(sessions).where(eq(sessions.userId, record.userId!));
    await enqueueMail(tx, passwordChangedEmail({ to: user!.email, firstName: user!.firstName, language }));
  });
}

/**
 * Sessions a day past their end and one-time codes a week past theirs (the job `purge`): neither
 * opens anything any more; the week keeps the per-email code counts' hour well covered.
 */
export async function purgeExpiredCredentials(db: Database, now = new Date()): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, new Date(now.getTime() - 86_400_000)))
    .returning({ id: sessions.tokenHash });
  const codes = await db
    .delete(oneTimeCodes)
    .where(lt(oneTimeCodes.expiresAt, new Date(now.getTime() - 7 * 86_400_000)))
    .returning({ id: oneTimeCodes.id });
  return ended.length + codes.length;
}
