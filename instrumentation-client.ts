// Next 16 loads this file in the browser; with Turbopack sentry.client.config.ts is not picked up alone.
import './sentry.client.config';
import './components/common/hydrate-in-slices';
