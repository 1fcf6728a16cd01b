// The row types of every table, in camelCase (the CamelCasePlugin maps them to snake_case columns).
// Timestamps travel as ISO-8601 strings both ways (db/open.ts makes pg return them so), booleans as 0/1,
// money as integer cents, JSON documents as text.
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { ContentTables } from '../modules/content/content.table.js';
import type { OrderTables } from '../modules/orders/orders.table.js';
import type { VariantTables } from '../modules/variants/variants.table.js';
import type { ShippingTables } from '../modules/shipping/shipping.table.js';
import type { IdempotencyTables } from '../modules/idempotency/idempotency.table.js';

type Timestamp = string;
type Flag = 0 | 1 | number;

export interface AdminUsersTable {
  id: Generated<number>;
  email: string;
  name: string;
  passwordHash: string;
  role: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** Keyed by the SHA-256 of the session id: the id itself is only ever in the client's tokens. */
export interface AdminSessionsTable {
  idHash: string;
  adminId: number;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  revokedAt: Timestamp | null;
}

export interface AdminRefreshTokensTable {
  tokenHash: string;
  sessionIdHash: string;
  createdAt: Timestamp;
  usedAt: Timestamp | null;
}

export interface CustomersTable {
  id: Generated<number>;
  email: string;
  passwordHash: string | null;
  firstName: string;
  lastName: string;
  phone: string | null;
  isVerified: Generated<Flag>;
  isB2b: Generated<Flag>;
  b2bGroup: string | null;
  notes: string | null;
  verifiedAt: Timestamp | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface CustomerAddressesTable {
  id: Generated<number>;
  customerId: number;
  type: string;
  firstName: string;
  lastName: string;
  street: string;
  city: string;
  postalCode: string;
  country: string;
  isDefault: Generated<Flag>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface CustomerVerificationTokensTable {
  tokenHash: string;
  customerId: number;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
}

/** Keyed by the SHA-256 of the session id, like admin sessions. */
export interface CustomerSessionsTable {
  idHash: string;
  customerId: number;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  revokedAt: Timestamp | null;
}

export interface ApiKeysTable {
  id: Generated<number>;
  name: string;
  permission: string;
  keyHash: string;
  keyHint: string;
  createdBy: number | null;
  createdAt: Timestamp;
  lastUsedAt: Timestamp | null;
  /** After this the key answers 401; null never expires. */
  expiresAt: Timestamp | null;
}

export interface AuthFailuresTable {
  id: Generated<number>;
  scopeKey: string;
  createdAt: Timestamp;
}

export interface RateLimitWindowsTable {
  key: string;
  windowStart: number;
  count: number;
}

export interface WebhooksTable {
  id: Generated<number>;
  eventType: string;
  url: string;
  payload: string;
  status: string;
  attempts: Generated<number>;
  leaseToken: string | null;
  lastError: string | null;
  errors: Generated<string>;
  nextAttemptAt: Timestamp;
  leaseUntil: Timestamp | null;
  createdAt: Timestamp;
  deliveredAt: Timestamp | null;
  /** 1 when an operator queued the record by hand (POST /api2/admin/webhooks), 0 for events the shop emitted. */
  manual: Generated<number>;  /** When the last failed attempt ended; kept through a replay (0061). */
  lastFailedAt: Timestamp | null;
}

export interface SettingsTable {
  id: number;
  data: string;
  updatedAt: Timestamp;
}

export interface CategoriesTable {
  id: Generated<number>;
  name: string;
  slug: string;
  description: string | null;
  parentId: number | null;
  sortOrder: Generated<number>;
  seoTitle: string | null;
  seoDescription: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface ProductsTable {
  id: Generated<number>;
  sku: string;
  slug: string;
  name: string;
  description: Generated<string>;
  brand: string | null;
  priceCents: number;
  categoryId: number | null;
  status: Generated<string>;
  seoTitle: string | null;
  seoDescription: string | null;
  seoKeywords: string | null;
  attributes: Generated<string>;
  videos: Generated<string>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** One row per guest e-mail over orders without an account, kept by triggers (migration 0018). */
export interface GuestCustomersTable {
  /** Minus the group's lowest order id: the synthetic id the admin surface shows. */
  id: number;
  /** lower(customer_email) */
  emailKey: string;
  /** The group's earliest order. */
  createdAt: Timestamp;
  /** Kept with the group by triggers since migration 0041: */
  orderCount: number;
  /** Orders in SPENT_STATUSES, in cents. */
  spentCents: number;
  /** The group's newest order, whose contact data these are. */
  lastOrderId: number;
  email: string;
  firstName: string;
  lastName: string;
}

/** Orders and amount spent per registered customer, kept by triggers (migration 0041); absent for no orders. */
export interface CustomerStatsTable {
  customerId: number;
  orderCount: number;
  spentCents: number;
}

/** Orders per (UTC day of createdAt, status), kept by triggers (migration 0020). */
export interface OrderDayCountsTable {
  /** 'YYYY-MM-DD' */
  day: string;
  status: string;
  n: number;
}

/** Registered customers and guest rows per UTC day of createdAt, kept by triggers (migration 0021). */
export interface CustomerDayCountsTable {
  day: string;
  n: number;
}

/** Orders per (UTC hour of createdAt, status), kept by triggers (migration 0039). */
export interface OrderHourCountsTable {
  /** 'YYYY-MM-DDTHH' */
  hour: string;
  status: string;
  n: number;
}

/** Registered customers and guest rows per UTC hour of createdAt, kept by triggers (migration 0039). */
export interface CustomerHourCountsTable {
  hour: string;
  n: number;
}

/** Products per (category, status), kept by triggers (migration 0015); categoryId 0 means none. */
export interface ProductCountsTable {
  categoryId: number;
  status: string;
  n: number;
}

export interface ProductVariantsTable {
  id: Generated<number>;
  productId: number;
  sku: string | null;
  name: string;
  priceCents: number | null;
  attributes: Generated<string>;
  sortOrder: Generated<number>;
  /** JSON array of this variant's value of each option, in option order (migration 0070). */
  optionValues: Generated<string>;
  compareAtPriceCents: number | null;
  barcode: string | null;
  weightGrams: number | null;
  status: Generated<string>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface MediaTable {
  id: Generated<number>;
  fileName: string;
  originalName: string;
  storageKey: string;
  thumbnailKey: string | null;
  mimeType: string;
  sizeBytes: number;
  width: number | null;
  height: number | null;
  alt: Generated<string>;
  title: Generated<string>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** Objects of deleted media rows waiting to be removed from storage (0060). */
export interface MediaDeletionsTable {
  id: Generated<number>;
  storageKey: string;
  attempts: Generated<number>;
  nextAttemptAt: Timestamp;
  createdAt: Timestamp;
}

export interface ProductImagesTable {
  id: Generated<number>;
  productId: number;
  mediaId: number;
  alt: Generated<string>;
  sortOrder: Generated<number>;
  createdAt: Timestamp;
}

export interface ProductVersionsTable {
  id: Generated<number>;
  productId: number;
  versionNumber: number;
  snapshot: string;
  changedBy: string | null;
  changeReason: string | null;
  batchId: string | null;
  createdAt: Timestamp;
}

/** A bulk edit (migration 0030); its products are the versions carrying its batchId. */
export interface ProductBatchesTable {
  batchId: string;
  changedBy: string | null;
  changeReason: string | null;
  /** JSON list of the product fields the batch set; null for batches from before migration 0030. */
  fields: string | null;
  status: Generated<string>;
  revertBatchId: string | null;
  revertedBy: string | null;
  revertStartedAt: Timestamp | null;
  revertedAt: Timestamp | null;
  createdAt: Timestamp;
}

/** A webhook target whose deliveries wait (migration 0031). */
export interface WebhookPausesTable {
  url: string;
  pausedAt: Timestamp;
}

export interface ProductViewDaysTable {
  productId: number;
  day: string;
  views: number;
}

export interface WarehousesTable {
  id: Generated<number>;
  name: string;
  code: string;
  isDefault: Generated<Flag>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface InventoryTable {
  productId: number;
  warehouseId: number;
  quantity: Generated<number>;
  reserved: Generated<number>;
  updatedAt: Timestamp;
}

export interface StockAdjustmentsTable {
  id: Generated<number>;
  productId: number;
  /** Set on every row: migration 0070 gave older rows their product's default variant. */
  variantId: number;
  warehouseId: number;
  quantityChange: number;
  quantityBefore: number;
  quantityAfter: number;
  reason: string;
  actor: string;
  createdAt: Timestamp;
}

export interface InventoryMovementsTable {
  id: Generated<number>;
  productId: number;
  /** Set on every row: migration 0070 gave older rows their product's default variant. */
  variantId: number;
  warehouseId: number;
  type: string;
  quantityDelta: number;
  reservedDelta: number;
  quantityBefore: number;
  quantityAfter: number;
  reservedBefore: number;
  reservedAfter: number;
  reason: string;
  actor: string;
  referenceType: string | null;
  referenceId: number | null;
  createdAt: Timestamp;
}

export interface AuditLogTable {
  id: Generated<number>;
  createdAt: Timestamp;
  actorType: string;
  actorId: string | null;
  apiKeyId: number | null;
  requestId: string | null;
  entityType: string;
  entityId: string;
  action: string;
  /** JSON: { field: [before, after] }. */
  changes: string;
}

export interface OrdersTable {
  id: Generated<number>;
  orderNumber: number;
  customerId: number | null;
  customerEmail: string;
  customerFirstName: string;
  customerLastName: string;
  customerPhone: string | null;
  status: string;
  paymentStatus: string;
  paymentMethod: string;
  orderSource: string;
  currency: Generated<string>;
  subtotalCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
  /**
   * The sum of the order's item quantities, written with the order (items never change after checkout); null for
   * orders placed before migration 0042, whose items are summed when read (`itemCountOf`).
   */
  itemCount: number | null;
  shippingAddress: string;
  billingAddress: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  shippingMethodId: number | null;
  shippingMethodName: string | null;
  note: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface OrderItemsTable {
  id: Generated<number>;
  orderId: number;
  productId: number | null;
  variantId: number | null;
  productName: string;
  variantName: string | null;
  /** JSON array of {name, value}: the options bought, as they were named then. */
  variantOptions: Generated<string>;
  sku: string;
  quantity: number;
  unitPriceCents: number;
  totalPriceCents: number;
}

export interface InstanceSecretsTable {
  name: string;
  value: string;
}

/** Change counters per group of tables, kept by triggers (migration 0036); what the response cache checks. */
/** A saved view of the admin order list; `filter` is the list's query parameters as JSON. */
export interface SavedViewsTable {
  id: Generated<number>;
  ownerId: number;
  name: string;
  filter: string;
  shared: Flag;
  pinned: Flag;
  position: number;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface DataVersionsTable {
  id: number;
  /** Replaced by a restore and by shop_bump_versions() (0046): part of every cached answer's stamp. */
  epoch: string;
  catalog: number;
  sales: number;
  access: number;
}

export interface Database extends ContentTables, OrderTables, VariantTables, ShippingTables, IdempotencyTables {
  instanceSecrets: InstanceSecretsTable;
  adminUsers: AdminUsersTable;
  adminSessions: AdminSessionsTable;
  adminRefreshTokens: AdminRefreshTokensTable;
  customers: CustomersTable;
  guestCustomers: GuestCustomersTable;
  customerStats: CustomerStatsTable;
  orderDayCounts: OrderDayCountsTable;
  customerDayCounts: CustomerDayCountsTable;
  orderHourCounts: OrderHourCountsTable;
  customerHourCounts: CustomerHourCountsTable;
  customerAddresses: CustomerAddressesTable;
  customerVerificationTokens: CustomerVerificationTokensTable;
  customerSessions: CustomerSessionsTable;
  apiKeys: ApiKeysTable;
  authFailures: AuthFailuresTable;
  rateLimitWindows: RateLimitWindowsTable;
  webhooks: WebhooksTable;
  settings: SettingsTable;
  categories: CategoriesTable;
  products: ProductsTable;
  productVariants: ProductVariantsTable;
  productCounts: ProductCountsTable;
  media: MediaTable;
  mediaDeletions: MediaDeletionsTable;
  productImages: ProductImagesTable;
  productVersions: ProductVersionsTable;
  productBatches: ProductBatchesTable;
  webhookPauses: WebhookPausesTable;
  productViewDays: ProductViewDaysTable;
  warehouses: WarehousesTable;
  inventory: InventoryTable;
  stockAdjustments: StockAdjustmentsTable;
  inventoryMovements: InventoryMovementsTable;
  auditLog: AuditLogTable;
  orders: OrdersTable;
  orderItems: OrderItemsTable;
  dataVersions: DataVersionsTable;
  savedViews: SavedViewsTable;
}

export type Row<T extends keyof Database> = Selectable<Database[T]>;
export type NewRow<T extends keyof Database> = Insertable<Database[T]>;
export type RowUpdate<T extends keyof Database> = Updateable<Database[T]>;
