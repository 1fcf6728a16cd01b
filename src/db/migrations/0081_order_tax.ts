import { sql, type Kysely } from 'kysely';
import { json, money } from './columns.js';

/**
 * Tax per order line (issue 35; docs/tax.md, "Orders"): a tax class on products (null: standard), the rate, net, tax
 * and gross of every order item and the per-rate breakdown of every order, kept as written at checkout. Orders placed
 * before read as they were taxed then: every item a 19 % line whose price includes the tax, the order one 19 % row of
 * its total and its stored tax, so no total or tax changes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('tax_class_id', 'integer', (c) => c.references('tax_classes.id'))
    .execute();
  // Deleting a tax class counts its products.
  await db.schema.createIndex('products_tax_class').on('products').column('tax_class_id').execute();
  for (const column of ['tax_rate_bp', 'net_cents', 'tax_cents', 'gross_cents']) {
    await db.schema
      .alterTable('order_items')
      .addColumn(column, column === 'tax_rate_bp' ? 'integer' : money)
      .execute();
  }
  await db.schema.alterTable('orders').addColumn('tax_lines', json).execute();

  // 19 % included, rounded half up: floor((gross × 1900 + 5950) / 11900), integer division in both engines.
  await sql`update order_items set tax_rate_bp = 1900, gross_cents = total_price_cents,
    tax_cents = (total_price_cents * 1900 + 5950) / 11900,
    net_cents = total_price_cents - (total_price_cents * 1900 + 5950) / 11900`.execute(db);
  await sql`update orders set tax_lines = '[{"rateBp":1900,"netCents":' || (total_cents - tax_cents) || ',"taxCents":' || tax_cents || ',"grossCents":' || total_cents || '}]'`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('tax_lines').execute();
  for (const column of ['tax_rate_bp', 'net_cents', 'tax_cents', 'gross_cents'])
    await db.schema.alterTable('order_items').dropColumn(column).execute();
  await db.schema.dropIndex('products_tax_class').execute();
  await db.schema.alterTable('products').dropColumn('tax_class_id').execute();
}
