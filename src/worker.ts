// `npm run worker`: the background loops alone (webhook delivery, expiry of unpaid orders), no HTTP. Run any number
// of them next to web processes started with WEBHOOK_DELIVERY=external; leases keep them from sending the same record
// twice, and row claims from cancelling an order twice.
// It does not migrate: the web process (or `npm run migrate`) owns the schema, and until it exists the loop logs and retries.
import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig } from './config.js';
import { parseCommandLine } from './cli.js';
import { openDatabase, type OpenDatabase } from './db/open.js';
import { noteDataDirUser } from './shared/data-dir-users.js';
import { describeStartFailure } from './db/faults.js';
import { createLogger } from './logger.js';
import { runDeliveryLoop } from './modules/webhooks/delivery-loop.js';
import { createOutbox } from './modules/webhooks/outbox.js';
import { createSettingsService } from './modules/settings/settings.service.js';
import { createOrderExpiry, runExpiryLoop } from './modules/orders/order-expiry.js';
import { systemClock } from './shared/clock.js';
import { createAuditService } from './modules/audit/audit.service.js';
import { createWebhookRetention } from './modules/webhooks/webhooks.service.js';
import { runRetentionLoop } from './shared/retention.js';
import { openMediaStorage } from './modules/media/media-storage.js';
import { createMediaCleanup } from './modules/media/media-cleanup.service.js';
import { runMediaCleanupLoop } from './modules/media/media-cleanup-loop.js';
import { fillMissingExportCells } from './modules/orders/orders-export.js';
import { refuseUnsafeWebhookDefault } from './startup-checks.js';

const HELP = `Usage: npm run worker [-- --help]

Runs the background work alone, without HTTP: webhook delivery, the expiry of unpaid orders, the
pruning of old change-log entries, the removal of deleted and orphan media objects, and the CSV
export's cells of orders that lack them. Run any number of them beside web processes started with
WEBHOOK_DELIVERY=external. Configured by the same environment variables as npm start (DATABASE_URL, WEBHOOK_*, PENDING_ORDER_TTL_MINUTES, …).`;

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
  await refuseUnsafeWebhookDefault(config);
  let database: OpenDatabase;
  try {
    noteDataDirUser(config.dataDir, 'worker');
    database = openDatabase(config.databaseUrl, { log: logger, backgroundCheckpoints: true });
  } catch (err) {
    console.error(describeStartFailure(config.databaseUrl, err));
    process.exit(1);
  }
  const { db, dialect } = database;
  // Expiry cancels orders like a manual cancel, so its order.cancelled events need the outbox (and its target setting).
  const settings = createSettingsService({ db, dialect, clock: systemClock, config });
  const outbox = createOutbox({ clock: systemClock, settings });
  const expiry = createOrderExpiry({
    db,
    dialect,
    clock: systemClock,
    outbox,
    ttlMinutes: config.pendingOrderTtlMinutes,
  });
  const audit = createAuditService({
    db,
    clock: systemClock,
    retentionDays: async () => (await settings.effective()).auditRetentionDays,
  });
  const webhookRetention = createWebhookRetention({
    db,
    clock: systemClock,
    retentionDays: async () => (await settings.effective()).webhookRetentionDays,
  });
  const mediaCleanup = createMediaCleanup({
    db,
    clock: systemClock,
    storage: await openMediaStorage(config),
    log: logger,
  });
  const stop = new AbortController();
  let delivering: Promise<unknown> = Promise.resolve();
  // Installed before anything is announced: a SIGTERM that arrives during start-up is a clean stop too.
  closeWithGrace({ delay: config.shutdownGraceMs, logger }, async ({ signal, err }) => {
    if (err) logger.error({ err }, 'worker stopping after an error');
    else logger.info({ signal }, 'worker stopping');
    // Each loop stops between two units of work; webhook attempts in flight give their lease back.
    stop.abort();
    await delivering;
    await database.close();
    logger.info({}, 'database closed');
  });
  delivering = Promise.all([
    runDeliveryLoop({ db, dialect, config, logger }, stop.signal),
    runExpiryLoop(expiry, logger, stop.signal),
    runRetentionLoop(
      [
        { what: 'change-log entries', prune: audit.prune },
        { what: 'webhook records', prune: webhookRetention.prune },
      ],
      logger,
      stop.signal,
    ),
    runMediaCleanupLoop(mediaCleanup, logger, stop.signal),
    fillMissingExportCells(db, dialect, logger, stop.signal),
  ]);
  logger.info(
    { pollIntervalMs: config.webhookPollIntervalMs, pendingOrderTtlMinutes: config.pendingOrderTtlMinutes },
    'worker started',
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
