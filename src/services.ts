import type { ServiceConfig } from './config.js';
import type { OpenDatabase } from './db/open.js';
import { systemClock, type Clock } from './shared/clock.js';
import { createTokenSigner } from './shared/session-tokens.js';
import { createStreamSlots } from './modules/live/stream-slots.js';
import { createAuthThrottle } from './modules/auth-throttle/auth-throttle.service.js';
import { createAdminUsersService } from './modules/admin-users/admin-users.service.js';
import { createAdminAuthService } from './modules/admin-auth/admin-auth.service.js';
import { createApiKeysService } from './modules/api-keys/api-keys.service.js';
import { createSettingsService } from './modules/settings/settings.service.js';
import { createOutbox } from './modules/webhooks/outbox.js';
import { createUrlGuard } from './modules/webhooks/url-guard.js';
import {
  assertAllowedUrl,
  createWebhookRetention,
  createWebhooksService,
} from './modules/webhooks/webhooks.service.js';
import { createMailer, type Mailer } from './modules/mail/mailer.js';
import { createCustomerAuthService } from './modules/customer-auth/customer-auth.service.js';
import { createInventoryService } from './modules/inventory/inventory.service.js';
import { createAuditService } from './modules/audit/audit.service.js';
import { createCustomersService } from './modules/customers/customers.service.js';
import { createOrdersService } from './modules/orders/orders.service.js';
import { createCheckoutService } from './modules/orders/checkout.service.js';
import { createPaymentsService } from './modules/orders/payments.service.js';
import { createReturnsService } from './modules/orders/returns.service.js';
import { createShippingService } from './modules/shipping/shipping.service.js';
import { createTaxService } from './modules/tax/tax.service.js';
import { createPriceHistoryService } from './modules/price-history/price-history.service.js';
import { createPriceListsService } from './modules/price-lists/price-lists.service.js';
import { createViesClient } from './modules/tax/vies.js';
import { createPromotionsService } from './modules/promotions/promotions.service.js';
import { createCategoriesService } from './modules/categories/categories.service.js';
import { createBlogService } from './modules/content/blog.service.js';
import { createPagesService } from './modules/content/pages.service.js';
import { createSeoService } from './modules/content/seo.service.js';
import { createRedirectRules } from './modules/content/redirects.service.js';
import { createTranslationsService } from './modules/content/translations.service.js';
import { createMediaService } from './modules/media/media.service.js';
import { mediaUrls, type MediaStorage } from './modules/media/media-storage.js';
import { createMediaCleanup } from './modules/media/media-cleanup.service.js';
import { createProductsService } from './modules/products/products.service.js';
import { createVariantsService } from './modules/variants/variants.service.js';
import { createIdempotencyService } from './modules/idempotency/idempotency.service.js';
import { createSavedViewsService } from './modules/saved-views/saved-views.service.js';
import { createLiveFeed } from './modules/live/live-feed.js';

export interface ServiceDeps {
  config: ServiceConfig;
  database: OpenDatabase;
  logger: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  clock?: Clock;
  mailer?: Mailer;
  /** Where images go: openMediaStorage(config). */
  storage: MediaStorage;
}

/** The composition root: every service built once from its dependencies, nothing global. */
export function createServices({ config, database, logger, clock = systemClock, mailer, storage }: ServiceDeps) {
  const { db, dialect } = database;
  const signer = createTokenSigner(config.appSecret);
  const throttle = createAuthThrottle({
    db,
    clock,
    limit: config.authFailureLimit,
    windowSeconds: config.authFailureWindowSeconds,
  });
  const urlGuard = createUrlGuard({ allowHosts: config.webhookAllowHosts });
  const settings = createSettingsService({
    db,
    dialect,
    clock,
    config,
    checkWebhookUrl: (url) => assertAllowedUrl(urlGuard, url),
  });
  const outbox = createOutbox({ clock, settings });
  const mail =
    mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      dataDir: config.dataDir,
      from: `Shop <no-reply@${new URL(config.publicUrl).hostname}>`,
      logger,
    });

  const mediaUrl = mediaUrls(config);
  const mediaCleanup = createMediaCleanup({ db, clock, storage, log: logger });
  const inventory = createInventoryService({
    db,
    dialect,
    clock,
    lowStockThreshold: async () => (await settings.effective()).lowStockThreshold,
  });
  const redirects = createRedirectRules({ dialect, clock });
  const promotions = createPromotionsService({ db, dialect, clock });
  const priceLists = createPriceListsService({ db, clock });
  const tax = createTaxService({
    db,
    dialect,
    clock,
    vies: createViesClient({ url: config.viesUrl, timeoutMs: config.viesTimeoutMs }),
  });
  const orders = createOrdersService({
    db,
    dialect,
    clock,
    outbox,
    mailer: mail,
    settings,
    pendingOrderTtlMinutes: config.pendingOrderTtlMinutes,
  });

  const variants = createVariantsService({ db, dialect, clock, outbox, inventory });

  return {
    audit: createAuditService({
      db,
      clock,
      retentionDays: async () => (await settings.effective()).auditRetentionDays,
    }),
    products: createProductsService({
      db,
      dialect,
      clock,
      outbox,
      inventory,
      variants,
      settings,
      mediaCleanup,
      mediaUrl,
      redirects,
      productQuota: config.productQuota,
      log: logger,
    }),
    db,
    dialect,
    pool: database.pool,
    clock,
    mailer: mail,
    settings,
    outbox,
    webhooks: createWebhooksService({ db, clock, guard: urlGuard, settings }),
    webhookRetention: createWebhookRetention({
      db,
      clock,
      retentionDays: async () => (await settings.effective()).webhookRetentionDays,
    }),
    throttle,
    idempotency: createIdempotencyService({ db, clock }),
    adminUsers: createAdminUsersService({ db, dialect, clock }),
    adminAuth: createAdminAuthService({ db, clock, signer, throttle, appSecret: config.appSecret }),
    apiKeys: createApiKeysService({ db, clock }),
    inventory,
    variants,
    prices: createPriceHistoryService({ db, clock }),
    priceLists,
    orders,
    savedViews: createSavedViewsService({ db, clock, orders }),
    liveFeed: createLiveFeed({ db, clock, log: logger }),
    liveStreams: createStreamSlots(),
    payments: createPaymentsService({ db, dialect, clock, outbox, secret: config.paymentCallbackSecret, log: logger }),
    returns: createReturnsService({ db, dialect, clock }),
    shipping: createShippingService({ db, dialect, clock }),
    tax,
    checkout: createCheckoutService({
      db,
      dialect,
      clock,
      outbox,
      mailer: mail,
      settings,
      promotions,
      tax,
      priceLists,
      log: logger,
    }),
    promotions,
    categories: createCategoriesService({ db, dialect, clock, redirects }),
    blog: createBlogService({ db, dialect, clock, redirects }),
    pages: createPagesService({ db, dialect, clock, redirects }),
    seo: createSeoService({ db, dialect, clock, rules: redirects }),
    translations: createTranslationsService({ db, clock }),
    storage,
    mediaCleanup,
    media: createMediaService({
      db,
      dialect,
      clock,
      settings,
      storage,
      urlOf: mediaUrl,
      cleanup: mediaCleanup,
      log: logger,
    }),
    customers: createCustomersService({ db, dialect, clock }),
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
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
