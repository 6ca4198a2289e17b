import { createRouter } from '../lib/create-app';
import { healthHandler } from './health.handlers';
import { health } from './health.routes';

export const healthRouter = createRouter().openapi(health, healthHandler);
