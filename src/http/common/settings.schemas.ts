import { Type } from 'typebox';
import { IMAGE_FORMATS } from '../../modules/settings/settings.service.js';
import { MAX_IMAGE_PIXELS } from '../../modules/media/image-processing.js';
import { Nullable } from './schemas.js';

const ImageFormat = Type.Enum(IMAGE_FORMATS);

/**
 * Settings PUT bodies (shop and SEO settings) are capped far below the service-wide 1 MiB: the largest document
 * the field limits allow (a 20,000-character robots.txt) is well under it.
 */
export const SETTINGS_BODY_LIMIT = 128 * 1024;

/** The settings document; the admin and the platform surfaces show it the same way. */
export const SettingsBody = Type.Object({
  shopName: Type.String(),
  contactEmail: Nullable(Type.String()),
  shopTaxId: Nullable(Type.String({ description: "the shop's VAT ID or tax number, printed on every invoice" })),
  shopAddress: Nullable(
    Type.String({ description: "the seller's postal address, one line per line, printed on every invoice" }),
  ),
  currency: Type.String(),
  webhookUrl: Nullable(Type.String()),
  webhooksPaused: Type.Boolean({
    description: 'holds every webhook delivery; events keep being recorded and go out in creation order after resume',
  }),
  lowStockThreshold: Type.Integer(),
  imageMaxBytes: Type.Integer(),
  imageMaxPixels: Type.Integer(),
  imageFormats: Type.Array(ImageFormat),
  auditRetentionDays: Type.Integer({ description: 'change-log entries older than this are pruned; 0 keeps them' }),
  webhookRetentionDays: Type.Integer({
    description:
      'delivered and failed webhook records are pruned this many days after their last attempt; 0 keeps them',
  }),
});

export const SettingsPatchBody = Type.Object({
  shopName: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  contactEmail: Type.Optional(Nullable(Type.String({ format: 'email', maxLength: 254 }))),
  shopTaxId: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
  shopAddress: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
  currency: Type.Optional(Type.String({ pattern: '^[A-Z]{3}$' })),
  webhookUrl: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
  webhooksPaused: Type.Optional(Type.Boolean()),
  lowStockThreshold: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  imageMaxBytes: Type.Optional(Type.Integer({ minimum: 1024, maximum: 100 * 1024 * 1024 })),
  imageMaxPixels: Type.Optional(Type.Integer({ minimum: 1_000_000, maximum: MAX_IMAGE_PIXELS })),
  imageFormats: Type.Optional(Type.Array(ImageFormat, { minItems: 1, uniqueItems: true })),
  auditRetentionDays: Type.Optional(Type.Integer({ minimum: 0, maximum: 36_500 })),
  webhookRetentionDays: Type.Optional(Type.Integer({ minimum: 0, maximum: 36_500 })),
});
