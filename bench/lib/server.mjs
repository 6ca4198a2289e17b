import { spawn } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';

/** The value after a flag in argv, or the fallback. */
export function option(argv, name, fallback) {
  const index = argv.indexOf(name);
  return index === -1 ? fallback : argv[index + 1];
}

/**
 * `next start` of the production build on a free port with its own data folder, ready once its
 * health check answers. Returns its URL and a stop function.
 */
export async function startServer({ portFrom = 3400, env = {} } = {}) {
  const port = portFrom + Math.floor(Math.random() * 400);
  const server = spawn('npx', ['next', 'start', '-p', String(port)], {
    // One load generator is one address: the per-address caps on searches and pricings would measure 429s, not the site.
    env: { ...process.env, DATA_DIR: process.env.DATA_DIR ?? '.data-bench', LOG_LEVEL: 'warn', SEARCHES_PER_HOUR: '100000', PRICINGS_PER_HOUR: '100000', ...env },
    stdio: process.env.BENCH_VERBOSE ? 'inherit' : 'ignore',
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () => process.kill(-server.pid, 'SIGTERM');
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, stop };
    } catch {
      // still starting
    }
    await delay(500);
  }
  stop();
  throw new Error('next start did not answer within 60 s');
}
