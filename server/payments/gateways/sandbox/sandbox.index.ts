import { createRouter } from '../../../lib/create-app';
import { sandboxOutcomeHandler, sandboxTransactionHandler, type Deliver } from './sandbox.handlers';
import { sandboxOutcome, sandboxTransaction } from './sandbox.routes';

/**
 * The sandbox checkout's two calls, mounted only while the sandbox stands in for the gateways.
 * `deliver` sends its webhooks into the app (which mounts this router: no module imports the app).
 */
export const sandboxRouter = (deliver: Deliver) =>
  createRouter().openapi(sandboxTransaction, sandboxTransactionHandler).openapi(sandboxOutcome, sandboxOutcomeHandler(deliver));
