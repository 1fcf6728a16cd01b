// Real processes of the compiled service (`dist/main.js`, `dist/worker.js`) for the fault tests: several of them on one
// database of the test's own (a SQLite file, or in the PostgreSQL run a database), talked to over HTTP, stopped
// with signals, their backends found by application_name.
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import assert from 'node:assert/strict';
import { createTestDatabase } from './app.js';
import { ROOT } from './root.js';
import { openDatabase, type OpenDatabase } from '../../src/db/open.js';
import { migrateToLatest } from '../../src/db/migrate.js';

type After = { after(fn: () => unknown): void };

export async function freePort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

export interface SharedDatabase {
  engine: 'sqlite' | 'postgres';
  dataDir: string;
  /** DATABASE_URL and DATA_DIR for the processes (on PostgreSQL also MIGRATE_ON_START=false: migrated here). */
  env: Record<string, string>;
  /** The SQLite file (null on PostgreSQL). */
  file: string | null;
  /** On PostgreSQL every connection of the processes carries it, so their backends can be found. */
  applicationName: string;
  /** The test's own connection, for preparing and checking rows. */
  database: OpenDatabase;
}

/** A migrated database for processes to share: a temp SQLite file, or a PostgreSQL database dropped afterwards. */
export async function sharedDatabase(t: After): Promise<SharedDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-proc-'));
  const pgUrl = process.env.TEST_DATABASE_URL;
  const applicationName = `shop_${crypto.randomBytes(4).toString('hex')}`;
  let result: SharedDatabase;
  if (pgUrl) {
    const own = await createTestDatabase(pgUrl);
    const database = openDatabase(own.url, { poolSize: 2 });
    const url = new URL(own.url);
    url.searchParams.set('application_name', applicationName);
    result = {
      engine: 'postgres',
      dataDir,
      env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir, MIGRATE_ON_START: 'false' },
      file: null,
      applicationName,
      database,
    };
    t.after(async () => {
      await database.close();
      await own.drop();
    });
  } else {
    const file = path.join(dataDir, 'shop.db');
    const database = openDatabase(`sqlite:${file}`);
    await migrateToLatest(database.db);
    result = {
      engine: 'sqlite',
      dataDir,
      env: { DATABASE_URL: `sqlite:${file}`, DATA_DIR: dataDir },
      file,
      applicationName,
      database,
    };
    t.after(() => database.close());
  }
  t.after(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  return result;
}

export interface ServiceProcess {
  child: ChildProcess;
  /** The HTTP port (web processes). */
  port: number;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Parsed pino lines of level error (50) or worse. */
  errors(): { msg: string; err?: { message?: string } }[];
}

/**
 * Starts the compiled script (`npm test` builds dist/ first) with only the environment it is given (plus PATH and
 * HOME): nothing of the test runner's leaks into its configuration. Killed after the test if still running.
 * Compiled rather than through tsx: loading the sources took 6–7 s of a 30 s start-up wait on a loaded machine.
 */
export async function startProcess(
  t: After,
  script: 'main' | 'worker',
  env: Record<string, string>,
): Promise<ServiceProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--enable-source-maps', `dist/${script}.js`], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
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
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
  });
  const errors = () =>
    output
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l))
      .filter((l) => l.level >= 50);
  return { child, port, output: () => output, exited, errors };
}

/** Polls until the condition holds; fails with the processes' output after the timeout or when one exits. */
export async function waitFor(
  what: string,
  condition: () => Promise<boolean> | boolean,
  processes: ServiceProcess[],
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const outputs = () => processes.map((p) => p.output()).join('\n---\n');
  while (!(await condition())) {
    if (Date.now() > deadline) assert.fail(`timed out waiting for ${what}; output:\n${outputs()}`);
    const gone = processes.find((p) => p.child.exitCode !== null);
    if (gone) assert.fail(`a process exited (${gone.child.exitCode}) while waiting for ${what}:\n${outputs()}`);
    await sleep(20);
  }
}

/** True when the process answers GET path with a 2xx. */
export const answers = (p: ServiceProcess, urlPath: string) =>
  fetch(`http://127.0.0.1:${p.port}${urlPath}`).then(
    (r) => r.ok,
    () => false,
  );

/** Starts a web process and waits until it answers /healthz. */
export async function startServer(t: After, env: Record<string, string>): Promise<ServiceProcess> {
  const server = await startProcess(t, 'main', env);
  // The port was free when chosen, not reserved: until this process says it listens there, an answer on it may be
  // another test's server (then a SIGTERM sent "after start" would hit this one before its shutdown handler exists).
  const listening = `Server listening at http://127.0.0.1:${server.port}`;
  // A start takes about 3 s, but the suite starts many processes at once on 2 cores while browser tests run: two
  // PostgreSQL starts took over 60 s in a clean-clone run on 2026-12-07 (building the app's schemas is CPU work).
  await waitFor(
    '/healthz',
    async () => server.output().includes(listening) && (await answers(server, '/healthz')),
    [server],
    180_000,
  );
  return server;
}
