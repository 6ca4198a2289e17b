import type { z } from '@hono/zod-openapi';
import type { ReviewSchema, ReviewSummarySchema } from '@/server/reviews/reviews';

/** Reviews as the API gives them, for every product that has them (stays, experiences). */
export type Review = z.output<typeof ReviewSchema>;
export type ReviewSummary = z.output<typeof ReviewSummarySchema>;
export type ReviewTab = 'all' | 'positive' | 'negative' | 'latest';
export type ReviewPage = { data: Review[]; meta: { count: number; page: number; pageSize: number; summary: ReviewSummary; source?: 'guests' | 'provider' } };
/** A rating as the review form sends it (the API checks the product's categories). */
export type RatingRequest = { bookingId: string; overall: number; categories: Record<string, number>; title?: string; text: string; language?: 'en' | 'fr' };
