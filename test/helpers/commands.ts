// Real processes of the built service (`node dist/…`, `npm start`, `npm run …`), each on a database of its own.
// `npm test` builds dist/ first (scripts/test.ts), so these run the code under test.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestContext } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { createTestDatabase } from './app.js';
import { ROOT } from './root.js';

export { ROOT };

export interface Proc {
  child: ChildProcess;
  port: number;
  dataDir: string;
  /** The environment the process got: run another command with it to share its database. */
  env: Record<string, string>;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

// One free-port helper for every test that starts processes.
export { freePort } from './processes.js';
import { freePort } from './processes.js';

/**
 * The environment of a process on a free port with a temp DATA_DIR and a database of its own: a SQLite
 * file there, or in the PostgreSQL run a migrated database of its own. Both are removed after the test.
 */
export async function processEnv(
  t: TestContext,
  env: Record<string, string> = {},
): Promise<{ env: Record<string, string>; port: number; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-proc-'));
  const port = await freePort();
  const pgUrl = env.DATABASE_URL ? undefined : process.env.TEST_DATABASE_URL;
  const own = pgUrl ? await createTestDatabase(pgUrl) : undefined;
  const database: Record<string, string> = own
    ? { DATABASE_URL: own.url, MIGRATE_ON_START: 'false' }
    : { DATABASE_URL: `sqlite:${path.join(dataDir, 'shop.db')}` };
  t.after(async () => {
    await own?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  // Only what the process needs: nothing of the test runner's environment leaks into its configuration.
  return {
    port,
    dataDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ...database,
      ...env,
    },
  };
}

/** Runs a command in the repository with that environment; it is killed after the test if still running. */
export function run(
  t: TestContext,
  command: string,
  args: string[],
  where: { env: Record<string, string>; port: number; dataDir: string },
): Proc {
  const child = spawn(command, args, { cwd: ROOT, env: where.env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => {
    output += d.toString();
  });
  child.stderr!.on('data', (d: Buffer) => {
    output += d.toString();
  });
  const exited = once(child, 'exit').then(([code, signal]) => ({
    code: code as number | null,
    signal: signal as NodeJS.Signals | null,
  }));
  t.after(async () => {
    for (const pid of childrenOf(child.pid!)) kill(pid);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
  });
  return { child, ...where, output: () => output, exited };
}

/** The direct children of a process (Linux). */
export function childrenOf(pid: number): number[] {
  try {
    return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

function kill(pid: number) {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    /* already gone */
  }
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Polls until the condition holds; fails with the process output after the timeout. */
export async function waitFor(
  what: string,
  condition: () => Promise<boolean> | boolean,
  proc: Proc,
  timeoutMs = 60_000,
) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) assert.fail(`timed out waiting for ${what}; output:\n${proc.output()}`);
    if (proc.child.exitCode !== null)
      assert.fail(`the process exited (${proc.child.exitCode}) while waiting for ${what}:\n${proc.output()}`);
    await sleep(50);
  }
}

export const answers = (port: number, urlPath: string) =>
  fetch(`http://127.0.0.1:${port}${urlPath}`).then(
    (r) => r.ok,
    () => false,
  );

export const refusesConnections = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
