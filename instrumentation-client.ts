// Next 16 loads this file in the browser; with Turbopack sentry.client.config.ts is not picked up alone.
import './sentry.client.config';
