import { and, eq, sql, type InferSelectModel, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/database';

/*
 * What every product that sells from its own stock (rooms a night, places a slot) does the same
 * way: a booking takes stock with a conditional update, so nothing is sold past what there is,
 * whatever runs at once; an order that lapses or is cancelled gives it back once.
 *
 * Drizzle cannot type an update of a table it knows only by a few columns: the values set and the
 * rows returned are cast here, once, and each product's call is typed by its own table.
 */

/** A stock table: how many of a thing (a room type's night, a slot) are sold. */
type StockTable = PgTable & { sold: PgColumn };

/** A product's booking table whose rows hold stock until they lapse or are cancelled. */
type HoldingTable = PgTable & { orderId: PgColumn; holding: PgColumn };

/** Takes `count` more of the stock row `where` names, never past `capacity`; false when there is not enough. */
export async function takeStock<T extends StockTable>(tx: Tx, table: T, where: SQL | undefined, count: number, capacity: number): Promise<boolean> {
  const taken = await tx
    .update(table)
    .set({ sold: sql`${table.sold} + ${count}` } as PgUpdateSetSource<T>)
    .where(and(where, sql`${table.sold} + ${count} <= ${capacity}`))
    .returning({ sold: table.sold });
  return taken.length > 0;
}

/** Gives `count` back to the stock rows `where` names (never below nothing). */
export async function giveBackStock<T extends StockTable>(tx: Tx, table: T, where: SQL | undefined, count: number) {
  await tx
    .update(table)
    .set({ sold: sql`greatest(${table.sold} - ${count}, 0)` } as PgUpdateSetSource<T>)
    .where(where);
}

/**
 * The booking of an order stops holding its stock, once: the row as it was is returned the first
 * time (the caller gives its stock back), nothing after, whatever runs at once.
 */
export async function stopHolding<T extends HoldingTable>(tx: Tx, table: T, orderId: string): Promise<InferSelectModel<T> | undefined> {
  const rows = (await tx
    .update(table)
    .set({ holding: false } as PgUpdateSetSource<T>)
    .where(and(eq(table.orderId, orderId), eq(table.holding, true)))
    .returning()) as InferSelectModel<T>[];
  return rows[0];
}
