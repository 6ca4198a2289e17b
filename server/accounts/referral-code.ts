import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users } from './schema';

/** The account a referral code belongs to (case-insensitive), if any. */
export async function inviterByCode(db: Pick<Database, 'select'>, code: string | undefined | null) {
  const normalised = code?.trim().toUpperCase();
  if (!normalised || !/^[A-Z0-9]{4,12}$/.test(normalised)) return null;
  const [inviter] = await db
    .select({ id: users.id, firstName: users.firstName, adminType: users.adminType })
    .from(users)
    .where(and(eq(users.referralCode, normalised), isNotNull(users.emailVerifiedAt)));
  return inviter && !inviter.adminType ? inviter : null;
}
