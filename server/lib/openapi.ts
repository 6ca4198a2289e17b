import { z } from '@hono/zod-openapi';

export const ErrorEnvelopeSchema = z
  .object({
    errors: z.array(
      z.object({
        status: z.number().int(),
        code: z.string(),
        title: z.string(),
        detail: z.string().optional(),
        source: z.object({ pointer: z.string().optional(), parameter: z.string().optional(), example: z.string().optional() }).optional(),
      }),
    ),
  })
  .openapi('ErrorEnvelope');

export const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: ErrorEnvelopeSchema } },
});

export const jsonContent = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** A request's JSON body, which it must have. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });

/** What the account calls answer on success: a status sentence for the person. */
export const StatusSchema = z.object({ status: z.string() }).openapi('Status');

/** The currencies we sell in. */
export const CurrencySchema = z.enum(['NGN', 'USD']);

/** The 401 of every call that serves only the signed-in person. */
export const signedOutResponse = errorResponse('Not signed in');

/** The reader's language, as a query parameter (English unless asked). */
export const langQuery = z
  .enum(['en', 'fr'])
  .default('en')
  .openapi({ param: { name: 'lang', in: 'query' } });

/** A list's page (1 to `maxPage`) and page size (`defaultSize` unless asked, 50 at most), as query parameters. */
export const pageQuery = (defaultSize: number, maxPage = 100) => ({
  page: z.coerce
    .number()
    .int()
    .min(1)
    .max(maxPage)
    .default(1)
    .openapi({ param: { name: 'page', in: 'query' } }),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(50)
    .default(defaultSize)
    .openapi({ param: { name: 'pageSize', in: 'query' } }),
});

/** A whole number in the query string (how many adults, children…), between `min` and `max`. */
export const countQuery = (name: string, min: number, max: number, fallback: number) =>
  z.coerce
    .number()
    .int()
    .min(min)
    .max(max)
    .default(fallback)
    .openapi({ param: { name, in: 'query' } });
