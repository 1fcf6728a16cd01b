import { sql, type Kysely } from 'kysely';
import { bool } from './columns.js';

/**
 * B2B VAT IDs (issue 35; docs/tax.md, "B2B and the reverse charge"): a customer's VAT ID, and per order the VAT ID it
 * was placed with, what VIES said of it, whether the reverse charge applied, and why staff should look at its tax
 * (null: nothing to look at; set when VIES could not confirm the ID and VAT was charged).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('customers').addColumn('vat_id', 'text').execute();
  await db.schema.alterTable('orders').addColumn('vat_id', 'text').execute();
  await db.schema.alterTable('orders').addColumn('vat_id_status', 'text').execute();
  await db.schema
    .alterTable('orders')
    .addColumn('reverse_charge', bool, (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('orders').addColumn('tax_review', 'text').execute();
  // The order list's "flagged for a tax check" filter: few rows, newest first.
  await db.schema
    .createIndex('orders_tax_review')
    .on('orders')
    .columns(['created_at', 'id'])
    .where(sql.ref('tax_review'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_tax_review').execute();
  for (const column of ['tax_review', 'reverse_charge', 'vat_id_status', 'vat_id'])
    await db.schema.alterTable('orders').dropColumn(column).execute();
  await db.schema.alterTable('customers').dropColumn('vat_id').execute();
}
