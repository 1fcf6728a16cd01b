import type { Config } from './config.js';
import type { OpenDatabase } from './db/open.js';
import { systemClock, type Clock } from './shared/clock.js';
import { createTokenSigner } from './shared/session-tokens.js';
import { createAuthThrottle } from './modules/auth-throttle/auth-throttle.service.js';
import { createAdminUsersService } from './modules/admin-users/admin-users.service.js';
import { createAdminAuthService } from './modules/admin-auth/admin-auth.service.js';
import { createApiKeysService } from './modules/api-keys/api-keys.service.js';
import { createSettingsService } from './modules/settings/settings.service.js';
import { createOutbox } from './modules/webhooks/outbox.js';
import { createMailer, type Mailer } from './modules/mail/mailer.js';
import { createCustomerAuthService } from './modules/customer-auth/customer-auth.service.js';
import { createInventoryService } from './modules/inventory/inventory.service.js';

export interface ServiceDeps {
  config: Readonly<Config>;
  database: OpenDatabase;
  logger: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  clock?: Clock;
  mailer?: Mailer;
}

/** The composition root: every service built once from its dependencies, nothing global. */
export function createServices({ config, database, logger, clock = systemClock, mailer }: ServiceDeps) {
  const { db, dialect } = database;
  const signer = createTokenSigner(config.appSecret);
  const throttle = createAuthThrottle({ db, clock, limit: config.authFailureLimit, windowSeconds: config.authFailureWindowSeconds });
  const settings = createSettingsService({ db, clock, config });
  const outbox = createOutbox({ clock, settings });
  const mail = mailer ?? createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir, from: `Shop <no-reply@${new URL(config.publicUrl).hostname}>`, logger });

  return {
    db,
    dialect,
    clock,
    mailer: mail,
    settings,
    outbox,
    throttle,
    adminUsers: createAdminUsersService({ db, dialect, clock }),
    adminAuth: createAdminAuthService({ db, clock, signer, throttle, appSecret: config.appSecret }),
    apiKeys: createApiKeysService({ db, clock }),
    inventory: createInventoryService({ db, dialect, clock }),
    customerAuth: createCustomerAuthService({
      db,
      dialect,
      clock,
      signer,
      throttle,
      mailer: mail,
      outbox,
      publicUrl: config.publicUrl,
      shopName: async () => (await settings.effective()).shopName,
      log: logger,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
