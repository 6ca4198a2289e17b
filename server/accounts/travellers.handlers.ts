import { and, asc, count, eq } from 'drizzle-orm';
import { passportName, VALIDITY_MONTHS } from '../../common/passport';
import { savedTravellers, users } from '../db/schema';
import type { AppRouteHandler } from '../lib/create-app';
import { HttpError } from '../lib/http-error';
import { requireUser } from './session';
import { MAX_SAVED_TRAVELLERS, type deleteSavedTraveller, type listSavedTravellers, type saveTraveller } from './travellers.routes';

type Row = typeof savedTravellers.$inferSelect;

/** A passport against today: expired, within six months of its end, or fine. */
export function passportStatus(expiryDate: string, today = new Date()): 'expired' | 'soon' | 'ok' {
  const day = today.toISOString().slice(0, 10);
  if (expiryDate < day) return 'expired';
  const limit = new Date(today);
  limit.setUTCMonth(limit.getUTCMonth() + VALIDITY_MONTHS);
  return expiryDate <= limit.toISOString().slice(0, 10) ? 'soon' : 'ok';
}

const view = (row: Row) => ({
  id: row.id,
  title: row.title as 'MR',
  firstName: row.firstName,
  middleName: row.middleName ?? '',
  lastName: row.lastName,
  dateOfBirth: row.dateOfBirth,
  gender: row.gender as 'MALE' | 'FEMALE',
  nationality: row.nationality,
  passport: { number: row.passportNumber, issuingCountry: row.passportCountry, expiryDate: row.passportExpiry },
  passportStatus: passportStatus(row.passportExpiry),
});

export const listSavedTravellersHandler: AppRouteHandler<typeof listSavedTravellers> = async (c) => {
  const user = await requireUser(c);
  const rows = await c.var.db
    .select()
    .from(savedTravellers)
    .where(eq(savedTravellers.userId, user.id))
    .orderBy(asc(savedTravellers.firstName), asc(savedTravellers.lastName));
  return c.json({ data: rows.map(view) }, 200);
};

export const saveTravellerHandler: AppRouteHandler<typeof saveTraveller> = async (c) => {
  const user = await requireUser(c);
  const input = c.req.valid('json');
  const values = {
    title: input.title,
    // As on the passport: capitals, as the booking sends them.
    firstName: passportName(input.firstName),
    middleName: input.middleName ? passportName(input.middleName) : null,
    lastName: passportName(input.lastName),
    dateOfBirth: input.dateOfBirth,
    gender: input.gender,
    nationality: input.nationality,
    passportNumber: input.passport.number.toUpperCase(),
    passportCountry: input.passport.issuingCountry,
    passportExpiry: input.passport.expiryDate,
  };
  const row = await c.var.db.transaction(async (tx) => {
    // One save at a time per account: the limit holds whatever arrives at once.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const [{ saved }] = (await tx.select({ saved: count() }).from(savedTravellers).where(eq(savedTravellers.userId, user.id))) as [{ saved: number }];
    const [written] = await tx
      .insert(savedTravellers)
      .values({ userId: user.id, ...values })
      .onConflictDoUpdate({
        target: [savedTravellers.userId, savedTravellers.firstName, savedTravellers.lastName, savedTravellers.dateOfBirth],
        set: { ...values, updatedAt: new Date() },
      })
      .returning();
    // A new person beyond the limit is undone (an update of a saved one always goes through).
    if (Number(saved) >= MAX_SAVED_TRAVELLERS && written!.createdAt.getTime() === written!.updatedAt.getTime()) {
      throw new HttpError(
        422,
        'TOO_MANY_TRAVELLERS',
        'Too many saved travellers',
        `You can save up to ${MAX_SAVED_TRAVELLERS} travellers. Remove one in the Travel Hub first.`,
      );
    }
    return written!;
  });
  return c.json({ data: view(row) }, 200);
};

export const deleteSavedTravellerHandler: AppRouteHandler<typeof deleteSavedTraveller> = async (c) => {
  const user = await requireUser(c);
  const [gone] = await c.var.db
    .delete(savedTravellers)
    .where(and(eq(savedTravellers.id, c.req.valid('param').id), eq(savedTravellers.userId, user.id)))
    .returning({ id: savedTravellers.id });
  if (!gone) throw new HttpError(404, 'NOT_FOUND', 'Not found', 'No saved traveller of yours has this id.');
  return c.body(null, 204) as never;
};
