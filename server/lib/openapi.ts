import { z } from '@hono/zod-openapi';

export const ErrorEnvelopeSchema = z
  .object({
    errors: z.array(
      z.object({
        status: z.number().int(),
        code: z.string(),
        title: z.string(),
        detail: z.string().optional(),
        source: z
          .object({ pointer: z.string().optional(), parameter: z.string().optional(), example: z.string().optional() })
          .optional(),
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

/** What the account calls answer on success: a status sentence, sometimes with data. */
export const StatusSchema = z.object({ status: z.string(), data: z.object({}).passthrough().optional() });

/** The 401 of every call that serves only the signed-in person. */
export const signedOutResponse = errorResponse('Not signed in');
