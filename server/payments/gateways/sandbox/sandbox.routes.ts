import { createRoute, z } from '@hono/zod-openapi';
import { CurrencySchema, errorResponse, jsonContent } from '../../../lib/openapi';

/** A payment on the sandbox checkout page: what the tester is asked to pay, and where it stands. */
export const SandboxTransactionSchema = z
  .object({
    reference: z.string(),
    gateway: z.enum(['paystack', 'flutterwave']),
    amount: z.string(),
    currency: CurrencySchema,
    email: z.string(),
    status: z.enum(['pending', 'success', 'failed', 'abandoned']),
  })
  .openapi('SandboxTransaction');
const redirect = (description: string) => ({ description, headers: z.object({ Location: z.string() }) });

const SandboxParams = z.object({ reference: z.string().min(1).max(60).openapi({ param: { name: 'reference', in: 'path' }, example: 'K7MX3Q-0A1B2C3D4E' }) });

export const sandboxTransaction = createRoute({
  method: 'get',
  path: '/payment/sandbox/{reference}',
  tags: ['Sandbox'],
  summary: "The sandbox checkout page's payment (served only while the sandbox stands in for the gateways: no keys)",
  request: { params: SandboxParams },
  responses: { 200: jsonContent(z.object({ data: SandboxTransactionSchema }), 'The payment as the checkout page shows it'), 404: errorResponse('No sandbox here, or no such payment') },
});

export const sandboxOutcome = createRoute({
  method: 'post',
  path: '/payment/sandbox/{reference}',
  tags: ['Sandbox'],
  summary: "The tester's choice on the sandbox checkout page (pay, decline, cancel); back to the site as the gateway would send them, with a signed webhook",
  request: { params: SandboxParams, body: { required: true, content: { 'application/x-www-form-urlencoded': { schema: z.object({ outcome: z.enum(['success', 'failed', 'abandoned']) }) } } } },
  responses: { 303: redirect("To the gateway's callback on this site"), 404: errorResponse('No sandbox here, or no such payment') },
});
