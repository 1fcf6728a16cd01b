// `npm run worker`: the background loops alone (webhook delivery, expiry of unpaid orders), no HTTP. Run any number
// of them next to web processes started with WEBHOOK_DELIVERY=external; leases keep them from sending the same record
// twice, and row claims from cancelling an order twice.
// It does not migrate: the web process (or `npm run migrate`) owns the schema, and until it exists the loop logs and retries.
import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig } from './config.js';
import { parseCommandLine } from './cli.js';
import { openDatabase } from './db/open.js';
import { createLogger } from './logger.js';
import { runDeliveryLoop } from './modules/webhooks/delivery-loop.js';
import { createOutbox } from './modules/webhooks/outbox.js';
import { createSettingsService } from './modules/settings/settings.service.js';
import { createOrderExpiry, runExpiryLoop } from './modules/orders/order-expiry.js';
import { systemClock } from './shared/clock.js';

const HELP = `Usage: npm run worker [-- --help]

Runs the background work alone, without HTTP: webhook delivery and the expiry of unpaid orders. Run any
number of them beside web processes started with WEBHOOK_DELIVERY=external. Configured by the same
environment variables as npm start (DATABASE_URL, WEBHOOK_*, PENDING_ORDER_TTL_MINUTES, …).`;

async function main() {
  parseCommandLine(HELP, {});
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(`Invalid configuration: ${e.message}`);
      process.exit(1);
    }
    throw e;
  }
  const logger = createLogger(config);
  const database = openDatabase(config.databaseUrl);
  const stop = new AbortController();
  logger.info({ pollIntervalMs: config.webhookPollIntervalMs, pendingOrderTtlMinutes: config.pendingOrderTtlMinutes }, 'worker started');
  const { db, dialect } = database;
  // Expiry cancels orders like a manual cancel, so its order.cancelled events need the outbox (and its target setting).
  const outbox = createOutbox({ clock: systemClock, settings: createSettingsService({ db, dialect, clock: systemClock, config }) });
  const expiry = createOrderExpiry({ db, dialect, clock: systemClock, outbox, ttlMinutes: config.pendingOrderTtlMinutes });
  const delivering = Promise.all([runDeliveryLoop({ db, dialect, config, logger }, stop.signal), runExpiryLoop(expiry, logger, stop.signal)]);
  closeWithGrace({ delay: 10_000, logger }, async ({ signal, err }) => {
    if (err) logger.error({ err }, 'worker stopping after an error');
    else logger.info({ signal }, 'worker stopping');
    stop.abort();
    await delivering;
    await database.close();
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
