import type { Kysely } from 'kysely';
import { id, money, stamps } from './columns.js';

/**
 * Customer-group price lists with quantity tiers (issue 35, item 7; docs/tax.md, "Group prices"): per variant and
 * group (a customer's b2b_group), the unit price from min_quantity on, up to the next tier's.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('variant_group_prices')
    .$call(id(db))
    .addColumn('variant_id', 'integer', (c) => c.notNull().references('product_variants.id').onDelete('cascade'))
    .addColumn('customer_group', 'text', (c) => c.notNull())
    .addColumn('min_quantity', 'integer', (c) => c.notNull())
    .addColumn('price_cents', money, (c) => c.notNull())
    .$call(stamps(db))
    .addUniqueConstraint('variant_group_prices_tier', ['variant_id', 'customer_group', 'min_quantity'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('variant_group_prices').execute();
}
