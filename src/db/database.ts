// The row types of every table, in camelCase (the CamelCasePlugin maps them to snake_case columns), assembled from
// the `*.table.ts` file beside each module. Timestamps travel as ISO-8601 strings both ways, booleans as 0/1
// (db/table-types.ts), money as integer cents, JSON documents as text.
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DataVersionTables } from './data-versions.table.js';
import type { AdminAuthTables } from '../modules/admin-auth/admin-auth.table.js';
import type { AdminUserTables } from '../modules/admin-users/admin-users.table.js';
import type { ApiKeyTables } from '../modules/api-keys/api-keys.table.js';
import type { AuditTables } from '../modules/audit/audit.table.js';
import type { AuthThrottleTables } from '../modules/auth-throttle/auth-throttle.table.js';
import type { CategoryTables } from '../modules/categories/categories.table.js';
import type { ContentTables } from '../modules/content/content.table.js';
import type { CustomerAuthTables } from '../modules/customer-auth/customer-auth.table.js';
import type { CustomerTables } from '../modules/customers/customers.table.js';
import type { IdempotencyTables } from '../modules/idempotency/idempotency.table.js';
import type { InstanceTables } from '../modules/instance/instance.table.js';
import type { InventoryTables } from '../modules/inventory/inventory.table.js';
import type { MediaTables } from '../modules/media/media.table.js';
import type { OrderTables } from '../modules/orders/orders.table.js';
import type { PriceHistoryTables } from '../modules/price-history/price-history.table.js';
import type { PriceListTables } from '../modules/price-lists/price-lists.table.js';
import type { ProductTables } from '../modules/products/products.table.js';
import type { PromotionTables } from '../modules/promotions/promotions.table.js';
import type { RateLimitTables } from '../modules/rate-limit/rate-limit.table.js';
import type { SavedViewTables } from '../modules/saved-views/saved-views.table.js';
import type { SettingsTables } from '../modules/settings/settings.table.js';
import type { ShippingTables } from '../modules/shipping/shipping.table.js';
import type { TaxTables } from '../modules/tax/tax.table.js';
import type { VariantTables } from '../modules/variants/variants.table.js';
import type { WebhookTables } from '../modules/webhooks/webhooks.table.js';

export interface Database
  extends
    DataVersionTables,
    AdminAuthTables,
    AdminUserTables,
    ApiKeyTables,
    AuditTables,
    AuthThrottleTables,
    CategoryTables,
    ContentTables,
    CustomerAuthTables,
    CustomerTables,
    IdempotencyTables,
    InstanceTables,
    InventoryTables,
    MediaTables,
    OrderTables,
    PriceHistoryTables,
    PriceListTables,
    ProductTables,
    PromotionTables,
    RateLimitTables,
    SavedViewTables,
    SettingsTables,
    ShippingTables,
    TaxTables,
    VariantTables,
    WebhookTables {}

export type Row<T extends keyof Database> = Selectable<Database[T]>;
export type NewRow<T extends keyof Database> = Insertable<Database[T]>;
export type RowUpdate<T extends keyof Database> = Updateable<Database[T]>;
