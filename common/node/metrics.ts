import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * Prometheus metrics (prom-client), served at /api/metrics to the holder of METRICS_TOKEN
 * (docs/operations.md, "Metrics"). One registry per process, kept on globalThis: Next may load
 * this module more than once.
 */
interface Metrics {
  registry: Registry;
  requests: Counter<'method' | 'route' | 'status'>;
  duration: Histogram<'method' | 'route'>;
}

const holder = globalThis as typeof globalThis & { __travelMetrics?: Metrics };

export function metrics(): Metrics {
  if (holder.__travelMetrics) return holder.__travelMetrics;
  const registry = new Registry();
  const made: Metrics = {
    registry,
    requests: new Counter({
      name: 'baobab_http_requests_total',
      help: 'Requests answered, by route pattern (pages: "page") and status.',
      labelNames: ['method', 'route', 'status'],
      registers: [registry],
    }),
    duration: new Histogram({
      name: 'baobab_http_request_duration_seconds',
      help: 'Time to answer, by route pattern.',
      labelNames: ['method', 'route'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
  };
  holder.__travelMetrics = made;
  return made;
}

/** One answered request; the route is a pattern (never an address with a code or a reference in it). */
export function observeRequest(method: string, route: string, status: number, seconds: number) {
  const { requests, duration } = metrics();
  requests.inc({ method, route, status: String(status) });
  duration.observe({ method, route }, seconds);
}

/** Adds a gauge read when Prometheus scrapes (job counts, the mail backlog, the pool). */
export function gaugeOnScrape<L extends string>(name: string, help: string, labelNames: L[], read: (gauge: Gauge<L>) => Promise<void> | void) {
  const { registry } = metrics();
  if (registry.getSingleMetric(name)) return;
  new Gauge<L>({
    name,
    help,
    labelNames,
    registers: [registry],
    async collect() {
      this.reset();
      await read(this);
    },
  });
}
