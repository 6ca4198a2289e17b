import { createRoute, z } from '@hono/zod-openapi';
import { CurrencySchema, errorResponse, jsonContent } from '../../../lib/openapi';

/** A payment on the sandbox checkout page: what the tester is asked to pay, and where it stands. */
export const SandboxTransactionSchema = z
  .object({
    reference: z.string(),
    gateway: z.enum(['paystack', 'flutterwave']),
    channel: z.enum(['card', 'ussd', 'bank_transfer']),
    amount: z.string(),
    currency: CurrencySchema,
    email: z.string(),
    status: z.enum(['pending', 'success', 'failed', 'abandoned']),
  })
  .openapi('SandboxTransaction');
const redirect = (description: string) => ({ description, headers: z.object({ Location: z.string() }) });

const SandboxParams = z.object({
  reference: z
    .string()
    .min(1)
    .max(60)
    .openapi({ param: { name: 'reference', in: 'path' }, example: 'K7MX3Q-0A1B2C3D4E' }),
});

export const sandboxTransaction = createRoute({
  method: 'get',
  path: '/payment/sandbox/{reference}',
  tags: ['Sandbox'],
  summary: "The sandbox checkout page's payment (served only while the sandbox stands in for the gateways: no keys)",
  request: { params: SandboxParams },
  responses: {
    200: jsonContent(z.object({ data: SandboxTransactionSchema }), 'The payment as the checkout page shows it'),
    404: errorResponse('No sandbox here, or no such payment'),
  },
});

export const sandboxOutcome = createRoute({
  method: 'post',
  path: '/payment/sandbox/{reference}',
  tags: ['Sandbox'],
  summary:
    'The tester\'s choice on the sandbox checkout page (pay, decline, cancel); back to the site as the gateway would send them, with a signed webhook. For a bank transfer, "transfer received": the webhook is delivered, then the browser goes back to `back` (a path of this site)',
  request: {
    params: SandboxParams,
    body: {
      required: true,
      content: {
        'application/x-www-form-urlencoded': {
          schema: z.object({
            outcome: z.enum(['success', 'failed', 'abandoned']),
            back: z
              .string()
              .max(300)
              .regex(/^\/([\x21-\x2e\x30-\x5b\x5d-\x7e][\x21-\x7e]*)?$/, 'A path of this site.')
              .optional(),
          }),
        },
      },
    },
  },
  responses: {
    303: redirect("To the gateway's callback on this site (a bank transfer: to `back`)"),
    404: errorResponse('No sandbox here, or no such payment'),
    422: errorResponse('Not an outcome, or `back` is not a path of this site'),
  },
});
