import { execFileSync, spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';

/** The value after a flag in argv, or the fallback. */
export function option(argv, name, fallback) {
  const index = argv.indexOf(name);
  return index === -1 ? fallback : argv[index + 1];
}

/** The pages named on the command line (arguments that are neither a flag nor a flag's value), or home. */
export function pagePaths(argv, flagsWithoutValue = new Set()) {
  const given = argv.filter((arg, index) => !arg.startsWith('--') && !(argv[index - 1]?.startsWith('--') && !flagsWithoutValue.has(argv[index - 1])));
  return given.length ? given : ['/'];
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The data folder of a bench server on this port: DATA_DIR when given, else a folder of its own
 * (two servers on one embedded database corrupt it, e.g. a bench started beside a running site).
 */
export function benchDataDir(port) {
  return process.env.DATA_DIR ?? `.data-bench/${port}`;
}

/**
 * `next start` of the production build on a free port with its own data folder, ready once its
 * health check answers. Returns its URL and a stop function (which removes a folder it made).
 */
export async function startServer({ portFrom = 3400, env = {} } = {}) {
  const port = portFrom + Math.floor(Math.random() * 400);
  const dataDir = benchDataDir(port);
  const server = spawn('npx', ['next', 'start', '-p', String(port)], {
    // One load generator is one address: the per-address caps on searches and pricings would measure 429s, not the site.
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEARCHES_PER_HOUR: '100000', PRICINGS_PER_HOUR: '100000', ...env },
    stdio: process.env.BENCH_VERBOSE ? 'inherit' : 'ignore',
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    process.kill(-server.pid, 'SIGTERM');
    if (!process.env.DATA_DIR) setTimeout(() => rmSync(dataDir, { recursive: true, force: true }), 1000);
  };
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, stop, pid: server.pid };
    } catch {
      // still starting
    }
    await delay(500);
  }
  stop();
  throw new Error('next start did not answer within 60 s');
}

/**
 * CPU time (ms, user + system) the server's processes have used so far: `npx`, `next start` and
 * the server it starts (Linux /proc). Busy time per request is steadier than requests per second
 * on a shared machine, where the rate moves with the neighbours.
 */
export function cpuMilliseconds(rootPid) {
  const tick = 1000 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
  const pids = [rootPid];
  for (let index = 0; index < pids.length; index += 1) {
    try {
      pids.push(
        ...execFileSync('pgrep', ['-P', String(pids[index])], { encoding: 'utf8' })
          .split('\n')
          .filter(Boolean)
          .map(Number),
      );
    } catch {
      // no children
    }
  }
  return pids.reduce((sum, pid) => {
    try {
      // Fields after the command's closing parenthesis: utime is the 12th, stime the 13th.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return sum + (Number(fields[11]) + Number(fields[12])) * tick;
    } catch {
      return sum;
    }
  }, 0);
}
