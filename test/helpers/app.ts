import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import type { TestContext } from 'node:test';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { loadConfig, type ServiceConfig } from '../../src/config.js';
import { openDatabase } from '../../src/db/open.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { createServices, type Services } from '../../src/services.js';
import { buildApp } from '../../src/app.js';
import { withAppSecret } from '../../src/modules/instance/app-secret.js';
import type { App } from '../../src/http/common/types.js';
import type { Clock } from '../../src/shared/clock.js';
import { openMediaStorage } from '../../src/modules/media/media-storage.js';

export const ADMIN_EMAIL = 'admin@example.com';
export const ADMIN_PASSWORD = 'Admin-Password-123';

export interface TestApp {
  app: App;
  services: Services;
  config: ServiceConfig;
  dataDir: string;
  /** 'sqlite' or 'postgres': which engine this run uses (npm test runs the suite once per engine). */
  engine: 'sqlite' | 'postgres';
}

export interface TestAppOptions {
  env?: Record<string, string>;
  clock?: Clock;
  /**
   * Another TestApp whose database (and data directory and APP_SECRET) this one uses, as a second
   * server instance would. The database stays the first app's: this app is closed before it is dropped.
   */
  shareDatabaseWith?: TestApp;
  /** How long the app waits for a SQLite lock another connection holds (default 5 s). */
  lockWaitMs?: number;
  /** Rewrites the PostgreSQL URL the app connects with (to reach it through a proxy the test can cut). */
  postgresUrl?: (url: string) => string;
  /** The app's logger (pino); without one it logs nothing. */
  logger?: FastifyBaseLogger;
}

interface OwnedDatabase {
  /** PostgreSQL's database of the test (SQLite's file is in the data directory). */
  database: TestDatabase | undefined;
  /** Teardowns of the apps sharing this database, run before it is dropped. */
  sharers: (() => Promise<void>)[];
}

const owned = new WeakMap<TestApp, OwnedDatabase>();
const baseUrls = new WeakMap<App, string>();

/** Makes the app listen on a free loopback port: tests talk to it over a socket, as clients do (helpers/client.ts). */
export async function serve(app: App): Promise<void> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the test app has no TCP address');
  baseUrls.set(app, `http://127.0.0.1:${address.port}`);
}

/** Names the address of a server another process runs, so that clients can talk to it as to a test app. */
export function registerBaseUrl(app: App, url: string): void {
  baseUrls.set(app, url);
}

/** The http://127.0.0.1:<port> a test app listens on. */
export function baseUrlOf(app: App): string {
  const url = baseUrls.get(app);
  if (!url) throw new Error('this app is not listening: build it with buildTestApp or start it with serve');
  return url;
}

const quiet = { info() {}, warn() {} };

async function onPostgres<T>(pgUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A new, empty PostgreSQL schema with a random name (for tests of migrations themselves). */
export async function createTestSchema(pgUrl: string): Promise<string> {
  const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
  await onPostgres(pgUrl, (c) => c.query(`create schema ${schema}`));
  return schema;
}

export async function dropTestSchema(pgUrl: string, schema: string): Promise<void> {
  await onPostgres(pgUrl, (c) => c.query(`drop schema ${schema} cascade`));
}

/** The `postgres` database every server has: databases are created and dropped from there. */
function serverUrl(pgUrl: string, database = 'postgres'): string {
  const url = new URL(pgUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

const databaseName = (pgUrl: string) => decodeURIComponent(new URL(pgUrl).pathname.slice(1));

/** The run's template: TEST_DATABASE_URL's database name with `_tpl`; test databases are named `<that name>_<hex>`. */
const templateName = (pgUrl: string) => `${databaseName(pgUrl)}_tpl`;

/** Template connections and copies take turns: CREATE DATABASE … TEMPLATE refuses a template anyone is connected to. */
async function underTemplateLock<T>(pgUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  return onPostgres(serverUrl(pgUrl), async (client) => {
    await client.query('select pg_advisory_lock(hashtext($1))', [templateName(pgUrl)]);
    try {
      return await run(client);
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [templateName(pgUrl)]);
    }
  });
}

let templateReady: Promise<void> | undefined;

/** Creates the template on first use in the run and migrates it (a no-op when another test file already did). */
function migratedTemplate(pgUrl: string): Promise<void> {
  templateReady ??= underTemplateLock(pgUrl, async (client) => {
    const name = templateName(pgUrl);
    const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`create database ${name}`);
    const template = openDatabase(serverUrl(pgUrl, name), { poolSize: 1 });
    try {
      await migrateToLatest(template.db);
    } finally {
      await template.close();
    }
  });
  return templateReady;
}

let sqliteTemplate: Promise<string> | undefined;

/**
 * A migrated SQLite file of this process's own, copied for each test: migrating a fresh file took about 90 ms of CPU
 * and a few syncs a test, a copy under a millisecond (docs/ci-time.md).
 */
function migratedSqliteTemplate(): Promise<string> {
  sqliteTemplate ??= (async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-template-'));
    process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
    const file = path.join(dir, 'shop.db');
    const template = openDatabase(`sqlite:${file}`, { poolSize: 1 });
    try {
      await migrateToLatest(template.db);
    } finally {
      // The last connection's close checkpoints the WAL into the file: the copy is the whole database.
      await template.close();
    }
    return file;
  })();
  return sqliteTemplate;
}

export interface TestDatabase {
  url: string;
  drop: () => Promise<void>;
}

/**
 * A migrated PostgreSQL database of the test's own: a copy of the run's template, which is migrated once. A copy
 * takes about 40 ms; migrating a fresh schema took 0.4–1.5 s, slower as the catalogue filled with dropped schemas.
 */
export async function createTestDatabase(pgUrl: string): Promise<TestDatabase> {
  await migratedTemplate(pgUrl);
  const name = `${databaseName(pgUrl)}_${crypto.randomBytes(6).toString('hex')}`;
  await underTemplateLock(pgUrl, async (client) => {
    await client.query(`create database ${name} template ${templateName(pgUrl)}`);
    // Commits do not wait for their WAL to reach the disk (a few ms a commit here): a test's data need not survive a
    // crash of the server, and what other sessions see is the same. A database's settings are not copied from its template.
    await client.query(`alter database ${name} set synchronous_commit = off`);
  });
  return {
    url: serverUrl(pgUrl, name),
    // DROP DATABASE waits for a checkpoint, which writes every other test's dirty pages: 0.3–4 s a test on a busy server.
    // npm test (TEST_KEEP_DATABASES=1) drops them all at the end, many at once, so that few checkpoints serve them all.
    drop:
      process.env.TEST_KEEP_DATABASES === '1'
        ? async () => {}
        : () =>
            onPostgres(serverUrl(pgUrl), async (client) => {
              await client.query(`drop database if exists ${name} with (force)`);
            }),
  };
}

/**
 * A fresh, migrated database and a built app for one test (or one file): SQLite in a temp directory,
 * or, when TEST_DATABASE_URL is set, a PostgreSQL database of its own (dropped afterwards, or by npm test at its end).
 * With shareDatabaseWith, a second app over the first one's database instead.
 */
export async function buildTestApp(
  t: TestContext | { after(fn: () => unknown): void },
  opts: TestAppOptions = {},
): Promise<TestApp> {
  const shared = opts.shareDatabaseWith;
  const owner = shared ? owned.get(shared) : undefined;
  if (shared && !owner) throw new Error('shareDatabaseWith needs a TestApp that owns its database');
  const dataDir = shared ? shared.dataDir : fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-'));
  const pgUrl = process.env.TEST_DATABASE_URL;
  const pgDatabase = owner ? owner.database : pgUrl ? await createTestDatabase(pgUrl) : undefined;
  if (!owner && !pgDatabase) fs.copyFileSync(await migratedSqliteTemplate(), path.join(dataDir, 'shop.db'));
  const loaded = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: pgDatabase
      ? (opts.postgresUrl?.(pgDatabase.url) ?? pgDatabase.url)
      : `sqlite:${path.join(dataDir, 'shop.db')}`,
    APP_SECRET: shared ? shared.config.appSecret : crypto.randomBytes(32).toString('hex'),
    PUBLIC_URL: 'http://shop.test',
    COOKIE_SECURE: 'false',
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    // Each test client sends its own address in X-Forwarded-For; only the loopback peer is trusted with it.
    TRUST_PROXY: '127.0.0.1',
    ...opts.env,
  });
  const database = openDatabase(loaded.databaseUrl, { poolSize: 4, lockWaitMs: opts.lockWaitMs });
  const config = await withAppSecret(loaded, database.db);
  const services = createServices({
    config,
    database,
    logger: quiet,
    clock: opts.clock,
    storage: await openMediaStorage(config),
  });
  await services.adminUsers.ensureFirstAdmin(config.adminEmail, config.adminPassword);
  const app = await buildApp({ config, services, logger: opts.logger });
  await serve(app);

  async function closeApp() {
    await app.close();
    await services.mailer.close();
    await database.close();
  }
  const testApp: TestApp = { app, services, config, dataDir, engine: pgUrl ? 'postgres' : 'sqlite' };
  if (owner) {
    owner.sharers.push(closeApp);
    return testApp;
  }
  const ownDatabase: OwnedDatabase = { database: pgDatabase, sharers: [] };
  owned.set(testApp, ownDatabase);
  t.after(async () => {
    for (const close of ownDatabase.sharers) await close();
    await closeApp();
    await pgDatabase?.drop();
    // Retried: once, under load, a file appeared while the directory was being emptied (ENOTEMPTY) after the app closed.
    fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 });
  });
  return testApp;
}
