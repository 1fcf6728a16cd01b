import type { Kysely } from 'kysely';
import { bool, id, json, stamps, ts } from './columns.js';

/**
 * Tax classes, rates by destination and the tax settings (issue 35; docs/tax.md). The built-in classes and the German
 * rates are the shop's state before this migration (every price taken to include 19 %), so a shop that sets nothing
 * is taxed as before. A rate's region is '' for the whole country: unique indexes treat NULLs as distinct.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('tax_classes')
    .$call(id(db))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('built_in', bool, (c) => c.notNull().defaultTo(0))
    .$call(stamps(db))
    .execute();
  await db.schema
    .createTable('tax_rates')
    .$call(id(db))
    .addColumn('tax_class_id', 'integer', (c) => c.notNull().references('tax_classes.id'))
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('region', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('rate_bp', 'integer', (c) => c.notNull())
    .$call(stamps(db))
    .execute();
  await db.schema
    .createIndex('tax_rates_zone')
    .on('tax_rates')
    .columns(['country', 'region', 'tax_class_id'])
    .unique()
    .execute();
  await db.schema.createIndex('tax_rates_class').on('tax_rates').column('tax_class_id').execute();
  // A single row (id 1) holding the tax settings' JSON document, absent until first saved, like `settings`.
  await db.schema
    .createTable('tax_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('data', json, (c) => c.notNull())
    .$call(ts(db, 'updated_at', (c) => c.notNull()))
    .execute();

  const now = new Date().toISOString();
  const classes = [
    ['standard', 'Standard rate'],
    ['reduced', 'Reduced rate'],
    ['zero', 'Zero rate'],
  ] as const;
  await db
    .insertInto('tax_classes')
    .values(classes.map(([code, name]) => ({ code, name, built_in: 1, created_at: now, updated_at: now })))
    .execute();
  const ids = new Map(
    (await db.selectFrom('tax_classes').select(['id', 'code']).execute()).map((r) => [
      r.code as string,
      r.id as number,
    ]),
  );
  const german = [
    ['standard', 1900],
    ['reduced', 700],
    ['zero', 0],
  ] as const;
  await db
    .insertInto('tax_rates')
    .values(
      german.map(([code, rate]) => ({
        tax_class_id: ids.get(code),
        country: 'DE',
        region: '',
        rate_bp: rate,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['tax_settings', 'tax_rates', 'tax_classes']) await db.schema.dropTable(t).execute();
}
