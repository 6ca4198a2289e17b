import { randomUUID } from 'node:crypto';
import { z } from '@hono/zod-openapi';
import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { pgErrorCode, UNIQUE_VIOLATION } from '../lib/db-errors';
import { HttpError } from '../lib/http-error';
import { BIDI_CONTROLS, CONTROL_CHARACTERS } from '../lib/text';
import { reviews } from './schema';
import { langQuery, pageQuery } from '../lib/openapi';

/*
 * Reviews for every product that takes them: a product names the subject (a property, an
 * experience), decides who may review (a completed stay, a past visit) and hands the review here.
 * Nothing here knows a product.
 */

export const REVIEW_SORTS = ['all', 'positive', 'negative', 'latest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
/** A review that says the place was good, or bad (Booking.com's split of a 10-point score). */
export const POSITIVE_FROM = 7;
export const NEGATIVE_UP_TO = 5;

/** Markup is refused, not stripped: what a guest writes is shown exactly as written, as text. */
/** A tag opening, closed or not (`<img src=x onerror=…` with no `>` is markup to a browser that reads on): `<` then a letter, `/`, `!` or `?`. */
const MARKUP = /<\s*\/?\s*[a-z!?]/i;

/** A review's words: plain text (line breaks allowed), no markup, no control or direction characters. */
export const reviewText = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min, `Write at least ${min} characters.`)
    .max(max, `Keep it under ${max} characters.`)
    .refine((value) => !CONTROL_CHARACTERS.test(value.replace(/\r?\n/g, ' ')) && !BIDI_CONTROLS.test(value), 'Plain text only.')
    .refine((value) => !MARKUP.test(value), 'Plain text only: no HTML.');

/** A score from 1 to 10. */
export const Score = z.number().int().min(1, 'Scores go from 1 to 10.').max(10, 'Scores go from 1 to 10.');

/** The form every product's review takes: an overall score, the product's categories, a title and the words. */
/** A product's reviews query: the subject's id (its own schema), the order, the page and the reader's language. */
export const reviewsQuery = <T extends z.ZodTypeAny>(id: T) =>
  z.object({
    id,
    sort: z
      .enum(REVIEW_SORTS)
      .default('all')
      .openapi({ param: { name: 'sort', in: 'query' } }),
    ...pageQuery(10, 200),
    lang: langQuery,
  });

export const reviewBody = <C extends string>(categories: readonly [C, ...C[]]) =>
  z.object({
    overall: Score,
    categories: z.object(Object.fromEntries(categories.map((name) => [name, Score])) as Record<C, typeof Score>).strict(),
    title: reviewText(2, 100).optional(),
    text: reviewText(10, 2000),
  });

export const ReviewSchema = z
  .object({
    id: z.string(),
    authorName: z.string(),
    authorCountry: z.string().nullable(),
    language: z.enum(['en', 'fr']),
    overall: z.number().int(),
    categories: z.record(z.string(), z.number().int()),
    title: z.string().nullable(),
    text: z.string(),
    experiencedOn: z.string(),
    createdAt: z.string(),
    verified: z.boolean().openapi({ description: 'Written by a guest through a booking of ours' }),
  })
  .openapi('Review');

export const ReviewSummarySchema = z
  .object({
    score: z.number().nullable().openapi({ description: 'Average overall score out of 10, one decimal; null without reviews' }),
    count: z.number().int(),
    positive: z.number().int(),
    negative: z.number().int(),
    categories: z.record(z.string(), z.number()).openapi({ description: 'Average of each category out of 10, one decimal' }),
  })
  .openapi('ReviewSummary');

export type Review = z.infer<typeof ReviewSchema>;
export type ReviewSummary = z.infer<typeof ReviewSummarySchema>;

const oneDecimal = (value: number | string | null) => (value === null ? null : Math.round(Number(value) * 10) / 10);

const view = (row: typeof reviews.$inferSelect): Review => ({
  id: row.id,
  authorName: row.authorName,
  authorCountry: row.authorCountry,
  language: row.language,
  overall: row.overall,
  categories: row.categories,
  title: row.title,
  text: row.text,
  experiencedOn: row.experiencedOn,
  createdAt: row.createdAt.toISOString(),
  verified: row.orderId !== null,
});

/** Each subject's score and number of reviews (subjects without reviews are absent). */
export async function reviewScores(db: Pick<Database, 'select'>, kind: string, subjectIds: string[]) {
  const scores = new Map<string, { score: number; count: number }>();
  if (subjectIds.length === 0) return scores;
  const rows = await db
    .select({ subjectId: reviews.subjectId, score: sql<string>`avg(${reviews.overall})`, count: count() })
    .from(reviews)
    .where(and(eq(reviews.kind, kind), inArray(reviews.subjectId, subjectIds)))
    .groupBy(reviews.subjectId);
  for (const row of rows) scores.set(row.subjectId, { score: oneDecimal(row.score)!, count: Number(row.count) });
  return scores;
}

/** One subject's score, its split into good and bad, and each category's average. */
export async function reviewSummary(db: Pick<Database, 'select'>, kind: string, subjectId: string): Promise<ReviewSummary> {
  const subject = and(eq(reviews.kind, kind), eq(reviews.subjectId, subjectId));
  const [[totals], categories] = await Promise.all([
    db
      .select({
        score: sql<string | null>`avg(${reviews.overall})`,
        count: count(),
        positive: sql<number>`count(*) filter (where ${reviews.overall} >= ${POSITIVE_FROM})`.mapWith(Number),
        negative: sql<number>`count(*) filter (where ${reviews.overall} <= ${NEGATIVE_UP_TO})`.mapWith(Number),
      })
      .from(reviews)
      .where(subject),
    db
      .select({ name: sql<string>`category.key`, score: sql<string>`avg((category.value)::numeric)` })
      .from(sql`${reviews}, jsonb_each_text(${reviews.categories}) AS category`)
      .where(subject)
      .groupBy(sql`category.key`),
  ]);
  return {
    score: oneDecimal(totals?.score ?? null),
    count: Number(totals?.count ?? 0),
    positive: totals?.positive ?? 0,
    negative: totals?.negative ?? 0,
    categories: Object.fromEntries(categories.map((row) => [row.name, oneDecimal(row.score)!])),
  };
}

/** A page of one subject's reviews: all (the reader's language first), positive, negative or latest. */
export async function listReviews(
  db: Pick<Database, 'select'>,
  query: { kind: string; subjectId: string; sort: ReviewSort; language: 'en' | 'fr'; page: number; pageSize: number },
) {
  const filters: SQL[] = [eq(reviews.kind, query.kind), eq(reviews.subjectId, query.subjectId)];
  if (query.sort === 'positive') filters.push(gte(reviews.overall, POSITIVE_FROM));
  if (query.sort === 'negative') filters.push(lte(reviews.overall, NEGATIVE_UP_TO));
  const order =
    query.sort === 'positive'
      ? [desc(reviews.overall), desc(reviews.createdAt)]
      : query.sort === 'negative'
        ? [asc(reviews.overall), desc(reviews.createdAt)]
        : query.sort === 'latest'
          ? [desc(reviews.createdAt)]
          : [sql`(${reviews.language} = ${query.language}) DESC`, desc(reviews.createdAt)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(reviews)
      .where(and(...filters))
      .orderBy(...order, asc(reviews.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ count: count() })
      .from(reviews)
      .where(and(...filters)),
  ]);
  return { data: rows.map(view), count: Number(total?.count ?? 0) };
}

export interface NewReview {
  kind: string;
  subjectId: string;
  /** The booking it was written through: one review per order. */
  orderId: string;
  authorName: string;
  authorCountry: string | null;
  language: 'en' | 'fr';
  overall: number;
  categories: Record<string, number>;
  title?: string;
  text: string;
  experiencedOn: string;
}

/** Publishes a guest's review; a second one for the same order is refused (409 ALREADY_REVIEWED). */
export async function submitReview(db: Pick<Database, 'insert'>, review: NewReview, now = new Date()): Promise<Review> {
  try {
    const [row] = await db
      .insert(reviews)
      .values({ id: randomUUID(), ...review, title: review.title ?? null, createdAt: now })
      .returning();
    return view(row!);
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION)
      throw new HttpError(409, 'ALREADY_REVIEWED', 'Already reviewed', 'This booking has been reviewed already: one review per booking.');
    throw error;
  }
}

/** Whether an order has its review already. */
export async function orderReviewed(db: Pick<Database, 'select'>, orderId: string): Promise<boolean> {
  const [row] = await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.orderId, orderId));
  return !!row;
}

/** The seeded catalogue's sample reviews (ids `seed-…`): inserted once, never over a row that exists. */
export async function seedReviews(db: Pick<Database, 'insert'>, rows: Array<typeof reviews.$inferInsert>) {
  for (let start = 0; start < rows.length; start += 500) {
    await db
      .insert(reviews)
      .values(rows.slice(start, start + 500))
      .onConflictDoNothing();
  }
}
