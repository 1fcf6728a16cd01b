// `npm run worker`: the webhook delivery loop alone, no HTTP. Run any number of them next to web processes
// started with WEBHOOK_DELIVERY=external; leases keep them from sending the same record twice.
// It does not migrate: the web process (or `npm run migrate`) owns the schema, and until it exists the loop logs and retries.
import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/open.js';
import { runDeliveryLoop } from './modules/webhooks/delivery-loop.js';

async function main() {
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
  const logger = pino({ level: config.logLevel });
  const database = openDatabase(config.databaseUrl);
  const stop = new AbortController();
  logger.info({ pollIntervalMs: config.webhookPollIntervalMs }, 'webhook worker started');
  const delivering = runDeliveryLoop({ db: database.db, dialect: database.dialect, config, logger }, stop.signal);
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
