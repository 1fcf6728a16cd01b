import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig } from './config.js';
import { parseCommandLine } from './cli.js';
import { openDatabase } from './db/open.js';
import { createLogger } from './logger.js';
import { migrateToLatest } from './db/migrate.js';
import { createServices } from './services.js';
import { buildApp } from './app.js';
import { withAppSecret } from './modules/instance/app-secret.js';
import { runDeliveryLoop } from './modules/webhooks/delivery-loop.js';
import { runExpiryLoop } from './modules/orders/order-expiry.js';

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
  const database = openDatabase(loaded.databaseUrl);
  if (loaded.migrateOnStart) {
    const applied = await migrateToLatest(database.db);
    if (applied.length) logger.info({ applied }, 'database migrated');
  }
  const config = await withAppSecret(loaded, database.db);
  const services = createServices({ config, database, logger });
  const first = await services.adminUsers.ensureFirstAdmin(config.adminEmail, config.adminPassword);
  if (first?.generatedPassword) {
    // Printed once, to the console only: the operator must change it or create their own admin.
    console.log(`\nFirst admin created: ${first.email} / ${first.generatedPassword}\nThis password is shown only now.\n`);
  } else if (first) {
    logger.info({ email: first.email }, 'first admin created from ADMIN_EMAIL');
  }

  const app = await buildApp({ config, services, logger });
  // Background work (the webhook outbox, expiring unpaid orders) runs here unless `npm run worker` processes do it
  // (WEBHOOK_DELIVERY=external).
  const stopDelivery = new AbortController();
  const delivering = config.webhookDelivery === 'in-process'
    ? Promise.all([
      runDeliveryLoop({ db: database.db, dialect: database.dialect, config, logger }, stopDelivery.signal),
      runExpiryLoop(services.orders, logger, stopDelivery.signal),
    ])
    : Promise.resolve();
  closeWithGrace({ delay: 10_000, logger }, async ({ signal, err }) => {
    if (err) logger.error({ err }, 'shutting down after an error');
    else logger.info({ signal }, 'shutting down');
    stopDelivery.abort();
    await app.close();
    await delivering;
    services.mailer.close();
    await database.close();
  });
  await app.listen({ port: config.port, host: config.host });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
