import { createRouter } from '../lib/create-app';
import { healthHandler, liveHandler, metricsHandler, readyHandler } from './health.handlers';
import { health, live, ready } from './health.routes';

export const healthRouter = createRouter()
  .openapi(health, healthHandler)
  .openapi(live, liveHandler)
  .openapi(ready, readyHandler)
  // Prometheus' text format, outside the API's document (docs/operations.md, "Metrics").
  .get('/metrics', metricsHandler);
