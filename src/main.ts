import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig, type ServiceConfig } from './config.js';
import { parseCommandLine } from './cli.js';
import { openDatabase, type OpenDatabase } from './db/open.js';
import { noteDataDirUser } from './shared/data-dir-users.js';
import { describeStartFailure } from './db/faults.js';
import { createLogger } from './logger.js';
import { migrateToLatest } from './db/migrate.js';
import { createServices, type Services } from './services.js';
import { buildApp } from './app.js';
import { withAppSecret } from './modules/instance/app-secret.js';
import { runDeliveryLoop } from './modules/webhooks/delivery-loop.js';
import { runExpiryLoop } from './modules/orders/order-expiry.js';
import { runRetentionLoop } from './shared/retention.js';
import { runMediaCleanupLoop } from './modules/media/media-cleanup-loop.js';
import { fillMissingExportCells } from './modules/orders/orders-export.js';
import { openMediaStorage } from './modules/media/media-storage.js';
import { checkStartup } from './startup-checks.js';

const HELP = `Usage: npm start [-- --help]

Migrates the database, creates the first admin if there is none, serves HTTP and (unless
WEBHOOK_DELIVERY=external) runs the background work. Configured by environment variables: PORT, HOST,
DATABASE_URL, DATA_DIR, ADMIN_EMAIL, ADMIN_PASSWORD, … (README, Configuration).`;

async function main() {
  parseCommandLine(HELP, {});
  let loaded;
  try {
    loaded = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(`Invalid configuration: ${e.message}`);
      process.exit(1);
    }
    throw e;
  }
  const logger = createLogger(loaded);
  await checkStartup(loaded, logger);
  // Every first use of the database: a failure here is the database's (path, lock, server, password, migration),
  // told in one line.
  let database: OpenDatabase;
  let config: ServiceConfig;
  let services: Services;
  let first: Awaited<ReturnType<Services['adminUsers']['ensureFirstAdmin']>>;
  try {
    noteDataDirUser(loaded.dataDir, 'server');
    database = openDatabase(loaded.databaseUrl, { log: logger, backgroundCheckpoints: true });
    if (loaded.migrateOnStart) {
      const applied = await migrateToLatest(database.db);
      if (applied.length) logger.info({ applied }, 'database migrated');
    }
    config = await withAppSecret(loaded, database.db);
    services = createServices({ config, database, logger, storage: await openMediaStorage(config) });
    first = await services.adminUsers.ensureFirstAdmin(config.adminEmail, config.adminPassword);
  } catch (err) {
    console.error(describeStartFailure(loaded.databaseUrl, err));
    process.exit(1);
  }
  if (first?.generatedPassword) {
    // Printed once, to the console only: the operator must change it or create their own admin.
    console.log(
      `\nFirst admin created: ${first.email} / ${first.generatedPassword}\nThis password is shown only now.\n`,
    );
  } else if (first) {
    logger.info({ email: first.email }, 'first admin created from ADMIN_EMAIL');
  }

  const app = await buildApp({ config, services, logger });
  const stop = new AbortController();
  let background: Promise<unknown> = Promise.resolve();
  closeWithGrace({ delay: config.shutdownGraceMs, logger }, async ({ signal, err }) => {
    if (err) logger.error({ err }, 'shutting down after an error');
    else logger.info({ signal }, 'shutting down');
    // Loops stop between two units of work; requests in flight are answered, each connection closed after its answer.
    stop.abort();
    await app.close();
    await background;
    await services.mailer.close();
    await database.close();
    logger.info({}, 'database closed');
  });
  await app.listen({ port: config.port, host: config.host });
  // Background work (the webhook outbox, expiring unpaid orders, media object removals, missing export cells) runs here unless `npm run worker` processes do it
  // (WEBHOOK_DELIVERY=external). It starts after listen, whatever backlog it finds, and yields between its units.
  if (config.webhookDelivery === 'in-process' && !stop.signal.aborted) {
    background = Promise.all([
      runDeliveryLoop({ db: database.db, dialect: database.dialect, config, logger }, stop.signal),
      runExpiryLoop(services.orders, logger, stop.signal),
      runRetentionLoop(
        [
          { what: 'change-log entries', prune: services.audit.prune },
          { what: 'webhook records', prune: services.webhookRetention.prune },
        ],
        logger,
        stop.signal,
      ),
      runMediaCleanupLoop(services.mediaCleanup, logger, stop.signal),
      fillMissingExportCells(database.db, database.dialect, logger, stop.signal),
    ]);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
