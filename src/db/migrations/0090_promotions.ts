import type { Kysely } from 'kysely';
import { bool, id, json, money, stamps, ts } from './columns.js';

/**
 * Promotions, their codes and the uses orders hold (issue 36, docs/promotions.md). Limits are kept by conditional
 * writes on `used` and by the primary key of promotion_customer_uses, never by reading a count first.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('promotions')
    .$call(id(db))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('percent_bp', 'integer')
    .addColumn('amount_cents', money)
    .addColumn('buy_quantity', 'integer')
    .addColumn('get_quantity', 'integer')
    .addColumn('tiers', json, (c) => c.notNull().defaultTo('[]'))
    .addColumn('targets', json, (c) => c.notNull())
    .addColumn('conditions', json, (c) => c.notNull().defaultTo('{}'))
    .addColumn('combines_with', json, (c) => c.notNull().defaultTo('[]'))
    .addColumn('automatic', bool, (c) => c.notNull().defaultTo(0))
    .addColumn('exclusive', bool, (c) => c.notNull().defaultTo(0))
    .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .$call(ts(db, 'starts_at'))
    .$call(ts(db, 'ends_at'))
    .addColumn('usage_limit', 'integer')
    .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('once_per_customer', bool, (c) => c.notNull().defaultTo(0))
    .$call(stamps(db))
    .execute();
  // The quote reads the active automatic promotions.
  await db.schema.createIndex('promotions_active').on('promotions').columns(['status', 'automatic']).execute();

  await db.schema
    .createTable('promotion_codes')
    .$call(id(db))
    .addColumn('promotion_id', 'integer', (c) => c.notNull().references('promotions.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('usage_limit', 'integer')
    .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(ts(db, 'created_at', (c) => c.notNull()))
    .execute();
  await db.schema
    .createIndex('promotion_codes_promotion')
    .on('promotion_codes')
    .columns(['promotion_id', 'id'])
    .execute();

  await db.schema
    .createTable('promotion_customer_uses')
    .addColumn('promotion_id', 'integer', (c) => c.notNull().references('promotions.id').onDelete('cascade'))
    .addColumn('customer_key', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .$call(ts(db, 'created_at', (c) => c.notNull()))
    .addPrimaryKeyConstraint('promotion_customer_uses_pk', ['promotion_id', 'customer_key'])
    .execute();
  await db.schema
    .createIndex('promotion_customer_uses_order')
    .on('promotion_customer_uses')
    .column('order_id')
    .execute();

  // No foreign key to orders: the order's transaction writes both, and release goes by order id.
  await db.schema
    .createTable('promotion_redemptions')
    .$call(id(db))
    .addColumn('promotion_id', 'integer', (c) => c.notNull().references('promotions.id').onDelete('cascade'))
    .addColumn('code_id', 'integer', (c) => c.references('promotion_codes.id').onDelete('set null'))
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .$call(ts(db, 'created_at', (c) => c.notNull()))
    .$call(ts(db, 'released_at'))
    .execute();
  // An order holds a promotion once: a second take in the same order (a retried step) is refused by the key.
  await db.schema
    .createIndex('promotion_redemptions_order')
    .on('promotion_redemptions')
    .columns(['order_id', 'promotion_id'])
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('promotion_redemptions').execute();
  await db.schema.dropTable('promotion_customer_uses').execute();
  await db.schema.dropTable('promotion_codes').execute();
  await db.schema.dropTable('promotions').execute();
}
