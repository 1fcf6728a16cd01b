// Checks of the configuration that need more than config.ts can do synchronously: run by main.ts and worker.ts
// before they open the database.
import type { Config } from './config.js';
import { createUrlGuard } from './modules/webhooks/url-guard.js';

interface Warnings {
  warn(message: string): void;
}

/**
 * WEBHOOK_DEFAULT_URL must pass the same SSRF guard as a URL saved in the settings (a private, loopback or
 * unresolvable address is refused): the process stops with one line naming the variable.
 */
export async function refuseUnsafeWebhookDefault(config: Readonly<Config>): Promise<void> {
  if (!config.webhookDefaultUrl) return;
  const result = await createUrlGuard({ allowHosts: config.webhookAllowHosts }).check(config.webhookDefaultUrl);
  if (result.ok) return;
  console.error(
    `Invalid configuration: WEBHOOK_DEFAULT_URL is refused by the webhook URL guard (${result.reason}); it must resolve to public addresses, or name a host in WEBHOOK_ALLOW_HOSTS`,
  );
  process.exit(1);
}

/** The web process's start-up checks: the webhook default, and a warning when the application secret is not given. */
export async function checkStartup(config: Readonly<Config>, logger: Warnings): Promise<void> {
  await refuseUnsafeWebhookDefault(config);
  if (!config.appSecret) {
    logger.warn(
      'APP_SECRET is not set: the application secret is generated and kept in the database, so every copy of the database (every backup) holds it; set APP_SECRET in production',
    );
  }
}
