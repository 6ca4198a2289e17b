import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A systemd unit of deploy/ as the suite runs it: its ExecStart, environment and stop signal. */
export function readUnit(file, instance) {
  const text = readFileSync(file, 'utf8').replaceAll('%i', instance ?? '');
  const values = (key) => [...text.matchAll(new RegExp(`^${key}=(.*)$`, 'gm'))].map((match) => match[1].trim());
  const environment = Object.fromEntries(values('Environment').map((pair) => pair.split(/=(.*)/s).slice(0, 2)));
  const [exec] = values('ExecStart');
  if (!exec) throw new Error(`${file} has no ExecStart`);
  return { file: path.basename(file), command: exec.split(/\s+/), environment, stopTimeoutSeconds: Number(values('TimeoutStopSec')[0] ?? 90) };
}

/**
 * Starts a unit's command in the repository with the settings `/etc/baobab/env` would hold
 * (`settings`) and the unit's own Environment= lines over them, as systemd does.
 */
export function startUnit(unit, settings, { cwd, log }) {
  const [command, ...args] = unit.command;
  const child = spawn(command, args, { cwd, env: { ...process.env, ...settings, ...unit.environment }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const lines = [];
  const keep = (stream) =>
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n'))
        if (line.trim()) {
          lines.push(line);
          if (lines.length > 2000) lines.shift();
          log?.(line);
        }
    });
  keep(child.stdout);
  keep(child.stderr);
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  return {
    child,
    lines,
    exited,
    /** The signal to the whole process group (npx, npm and node under it), as systemd's KillMode=control-group. */
    signal: (name) => {
      try {
        process.kill(-child.pid, name);
      } catch {
        /* already gone */
      }
    },
  };
}
