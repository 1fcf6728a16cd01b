import { sql, type Kysely } from 'kysely';
import { id, json, money, stamps, ts } from './columns.js';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('categories')
    .$call(id(db))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text')
    .addColumn('parent_id', 'integer', (c) => c.references('categories.id').onDelete('restrict'))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('seo_title', 'text')
    .addColumn('seo_description', 'text')
    .$call(stamps(db))
    .execute();
  await db.schema.createIndex('categories_parent_id').on('categories').columns(['parent_id', 'id']).execute();

  // status is the one visibility field: 'active' is visible, 'draft' and 'archived' are hidden (admin isHidden).
  await db.schema
    .createTable('products')
    .$call(id(db))
    .addColumn('sku', 'text', (c) => c.notNull().unique())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('brand', 'text')
    .addColumn('price_cents', money, (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.references('categories.id').onDelete('restrict'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('seo_title', 'text')
    .addColumn('seo_description', 'text')
    .addColumn('seo_keywords', 'text')
    .addColumn('attributes', json, (c) => c.notNull().defaultTo('{}'))
    .addColumn('videos', json, (c) => c.notNull().defaultTo('[]'))
    .$call(stamps(db))
    .execute();
  await db.schema.createIndex('products_status_id').on('products').columns(['status', 'id']).execute();
  await db.schema.createIndex('products_category_id').on('products').columns(['category_id', 'id']).execute();
  await db.schema.createIndex('products_name').on('products').column('name').execute();

  await db.schema
    .createTable('product_variants')
    .$call(id(db))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('sku', 'text', (c) => c.unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('price_cents', money)
    .addColumn('attributes', json, (c) => c.notNull().defaultTo('{}'))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(stamps(db))
    .execute();
  await db.schema.createIndex('product_variants_product_id').on('product_variants').column('product_id').execute();

  // The media library: every stored file, product images included. storage_key is the path under DATA_DIR/media.
  await db.schema
    .createTable('media')
    .$call(id(db))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('thumbnail_key', 'text')
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('alt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .$call(stamps(db))
    .execute();
  await db.schema.createIndex('media_file_name').on('media').column('file_name').execute();
  await db.schema.createIndex('media_mime_type').on('media').columns(['mime_type', 'id']).execute();

  await db.schema
    .createTable('product_images')
    .$call(id(db))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('media_id', 'integer', (c) => c.notNull().references('media.id').onDelete('cascade'))
    .addColumn('alt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(ts(db, 'created_at', (c) => c.notNull()))
    .execute();
  await db.schema
    .createIndex('product_images_product_id')
    .on('product_images')
    .columns(['product_id', 'sort_order'])
    .execute();
  await db.schema.createIndex('product_images_media_id').on('product_images').column('media_id').execute();

  // Snapshot of the state before a change; version_number counts per product from 1.
  await db.schema
    .createTable('product_versions')
    .$call(id(db))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('version_number', 'integer', (c) => c.notNull())
    .addColumn('snapshot', json, (c) => c.notNull())
    .addColumn('changed_by', 'text')
    .addColumn('change_reason', 'text')
    .addColumn('batch_id', 'text')
    .$call(ts(db, 'created_at', (c) => c.notNull()))
    .addUniqueConstraint('product_versions_product_version', ['product_id', 'version_number'])
    .execute();

  // Views aggregated per product and UTC day, so "most viewed in 30 days" reads at most 30 rows a product.
  await db.schema
    .createTable('product_view_days')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_view_days_pk', ['product_id', 'day'])
    .execute();
  await db.schema.createIndex('product_view_days_day').on('product_view_days').column('day').execute();

  await db.schema
    .createTable('warehouses')
    .$call(id(db))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(stamps(db))
    .execute();

  // Stock per product and warehouse; available = quantity - reserved. The checks make a lost update impossible to store.
  await db.schema
    .createTable('inventory')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('warehouse_id', 'integer', (c) => c.notNull().references('warehouses.id').onDelete('restrict'))
    .addColumn('quantity', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`quantity >= 0`),
    )
    .addColumn('reserved', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`reserved >= 0`),
    )
    .$call(ts(db, 'updated_at', (c) => c.notNull()))
    .addPrimaryKeyConstraint('inventory_pk', ['product_id', 'warehouse_id'])
    .execute();
  await db.schema.createIndex('inventory_warehouse_id').on('inventory').column('warehouse_id').execute();

  await db.schema
    .createTable('stock_adjustments')
    .$call(id(db))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('warehouse_id', 'integer', (c) => c.notNull().references('warehouses.id').onDelete('restrict'))
    .addColumn('quantity_change', 'integer', (c) => c.notNull())
    .addColumn('quantity_before', 'integer', (c) => c.notNull())
    .addColumn('quantity_after', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .$call(ts(db, 'created_at', (c) => c.notNull()))
    .execute();
  await db.schema
    .createIndex('stock_adjustments_product_id')
    .on('stock_adjustments')
    .columns(['product_id', 'id'])
    .execute();

  // Orders: the columns the catalogue reads (best sellers); the orders issue extends these tables.
  await db.schema
    .createTable('orders')
    .$call(id(db))
    .addColumn('order_number', 'integer', (c) => c.notNull().unique())
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('set null'))
    .addColumn('customer_email', 'text', (c) => c.notNull())
    .addColumn('customer_first_name', 'text', (c) => c.notNull())
    .addColumn('customer_last_name', 'text', (c) => c.notNull())
    .addColumn('customer_phone', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('payment_status', 'text', (c) => c.notNull())
    .addColumn('payment_method', 'text', (c) => c.notNull())
    .addColumn('order_source', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('EUR'))
    .addColumn('subtotal_cents', money, (c) => c.notNull())
    .addColumn('shipping_cents', money, (c) => c.notNull())
    .addColumn('tax_cents', money, (c) => c.notNull())
    .addColumn('total_cents', money, (c) => c.notNull())
    .addColumn('shipping_address', json, (c) => c.notNull())
    .addColumn('billing_address', json)
    .addColumn('tracking_number', 'text')
    .addColumn('tracking_url', 'text')
    .$call(stamps(db))
    .execute();
  await db.schema.createIndex('orders_created_at').on('orders').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('orders_status_created_at').on('orders').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('orders_customer_id').on('orders').column('customer_id').execute();
  await db.schema.createIndex('orders_customer_email').on('orders').column('customer_email').execute();

  await db.schema
    .createTable('order_items')
    .$call(id(db))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('set null'))
    .addColumn('product_name', 'text', (c) => c.notNull())
    .addColumn('sku', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price_cents', money, (c) => c.notNull())
    .addColumn('total_price_cents', money, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_items_order_id').on('order_items').column('order_id').execute();
  await db.schema.createIndex('order_items_product_id').on('order_items').column('product_id').execute();

  const now = new Date().toISOString();
  await db
    .insertInto('warehouses')
    .values({ name: 'Main warehouse', code: 'MAIN', is_default: 1, created_at: now, updated_at: now })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'order_items',
    'orders',
    'stock_adjustments',
    'inventory',
    'warehouses',
    'product_view_days',
    'product_versions',
    'product_images',
    'media',
    'product_variants',
    'products',
    'categories',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
