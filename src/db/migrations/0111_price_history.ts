import { sql, type Kysely } from 'kysely';
import { id, money, ts } from './columns.js';

/**
 * Price history per variant (issue 35, item 8; docs/tax.md, "Lowest price of the last 30 days"): a row whenever a
 * variant's effective price (its own, else its product's) changes, with the base of the reduction it states, if any.
 * Written by the repositories that write prices, read by the product detail for the lowest price of the last 30 days.
 * Variants existing now start with their current price since their creation: no earlier price is known.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('variant_price_history')
    .$call(id(db))
    .addColumn('variant_id', 'integer', (c) => c.notNull().references('product_variants.id').onDelete('cascade'))
    .addColumn('price_cents', money, (c) => c.notNull())
    .addColumn('reference_cents', money)
    .$call(ts(db, 'valid_from', (c) => c.notNull()))
    .execute();
  await db.schema
    .createIndex('variant_price_history_variant')
    .on('variant_price_history')
    .columns(['variant_id', 'valid_from'])
    .execute();
  await sql`insert into variant_price_history (variant_id, price_cents, valid_from)
    select v.id, coalesce(v.price_cents, p.price_cents), v.created_at
    from product_variants v join products p on p.id = v.product_id`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('variant_price_history').execute();
}
