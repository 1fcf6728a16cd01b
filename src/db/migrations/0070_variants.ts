import { sql, type Kysely } from 'kysely';
import { createStatementTriggers, dropTriggers, id, isPostgres, json, money, stamps, ts } from './columns.js';

/**
 * Variants become the unit of sale (issue 34, docs/variants.md).
 *
 * - product_variants (0002, decoration until now) gains option values, compare-at price, barcode, weight and status.
 *   Every product gets a default variant carrying its SKU (price null: the product's); rows that existed before
 *   become drafts, so nothing changes for buyers until the merchant activates them.
 * - product_options: up to three options per product (enforced by the service), each with ordered values.
 * - variant_inventory: stock per variant and warehouse, the rows checkout reserves from. inventory (per product and
 *   warehouse) becomes derived from it by triggers, so the product lists and warehouse totals keep reading one row
 *   per product and warehouse; application code no longer writes inventory.
 * - The ledger, stock adjustments, reservations and order items name the variant. Existing rows are given the
 *   product's default variant, which holds all of its stock, so "sum of movements = stock" holds per variant and
 *   warehouse right after the upgrade.
 *
 * The added variant_id columns carry no foreign key: an order item keeps the id of the variant it sold (its
 * snapshot) after the variant is deleted, and so does the ledger.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const variants = db.schema.alterTable('product_variants');
  await variants.addColumn('option_values', json, (c) => c.notNull().defaultTo('[]')).execute();
  await variants.addColumn('compare_at_price_cents', money).execute();
  await variants.addColumn('barcode', 'text').execute();
  await variants.addColumn('weight_grams', 'integer').execute();
  await variants.addColumn('status', 'text', (c) => c.notNull().defaultTo('active')).execute();

  await db.schema
    .createTable('product_options')
    .$call(id(db))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('values', json, (c) => c.notNull().defaultTo('[]'))
    .$call(stamps(db))
    .addUniqueConstraint('product_options_product_position', ['product_id', 'position'])
    .execute();

  // The old rows were never sold: drafts behind the default variant. A SKU a product also uses goes (it was never unique across both).
  await sql`update product_variants set status = 'draft', sort_order = sort_order + 1`.execute(db);
  await sql`update product_variants set sku = null where sku in (select sku from products)`.execute(db);
  await sql`insert into product_variants (product_id, sku, name, price_cents, attributes, sort_order, option_values, status, created_at, updated_at)
    select id, sku, 'Default', null, '{}', 0, '[]', 'active', created_at, updated_at from products order by id`.execute(
    db,
  );

  await db.schema
    .createTable('variant_inventory')
    .addColumn('variant_id', 'integer', (c) => c.notNull().references('product_variants.id').onDelete('cascade'))
    .addColumn('warehouse_id', 'integer', (c) => c.notNull().references('warehouses.id').onDelete('restrict'))
    .addColumn('product_id', 'integer', (c) => c.notNull())
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
    .addPrimaryKeyConstraint('variant_inventory_pk', ['variant_id', 'warehouse_id'])
    .execute();
  // The same expression as inventory_available (0004): low stock is a range of it.
  await db.schema
    .createIndex('variant_inventory_available')
    .on('variant_inventory')
    .expression(sql`(quantity - reserved), product_id, variant_id, warehouse_id`)
    .execute();
  await db.schema
    .createIndex('variant_inventory_product')
    .on('variant_inventory')
    .columns(['product_id', 'variant_id', 'warehouse_id'])
    .execute();
  await db.schema
    .createIndex('variant_inventory_warehouse')
    .on('variant_inventory')
    .columns(['warehouse_id', 'variant_id'])
    .execute();

  const defaultVariant = (productRef: string) =>
    sql.raw(
      `(select v.id from product_variants v join products p on p.id = v.product_id and p.sku = v.sku where p.id = ${productRef})`,
    );
  await sql`insert into variant_inventory (variant_id, warehouse_id, product_id, quantity, reserved, updated_at)
    select ${defaultVariant('inventory.product_id')}, warehouse_id, product_id, quantity, reserved, updated_at from inventory order by product_id, warehouse_id`.execute(
    db,
  );

  for (const table of ['inventory_movements', 'stock_adjustments', 'order_reservations', 'order_items']) {
    await db.schema.alterTable(table).addColumn('variant_id', 'integer').execute();
    await sql`update ${sql.table(table)} set variant_id = ${defaultVariant(`${table}.product_id`)} where product_id is not null`.execute(
      db,
    );
  }
  // The order line's snapshot of what was bought: the variant's name and its option values by option name.
  await db.schema.alterTable('order_items').addColumn('variant_name', 'text').execute();
  await db.schema
    .alterTable('order_items')
    .addColumn('variant_options', json, (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .createIndex('inventory_movements_variant')
    .on('inventory_movements')
    .columns(['variant_id', 'warehouse_id', 'id'])
    .execute();
  await db.schema.createIndex('order_reservations_variant_id').on('order_reservations').column('variant_id').execute();

  if (isPostgres(db)) await postgresTriggers(db);
  else await sqliteTriggers(db);
}

async function sqliteTriggers(db: Kysely<any>): Promise<void> {
  await sql`create trigger variant_inventory_insert after insert on variant_inventory begin
    insert into inventory (product_id, warehouse_id, quantity, reserved, updated_at)
      values (new.product_id, new.warehouse_id, new.quantity, new.reserved, new.updated_at)
      on conflict (product_id, warehouse_id) do update set quantity = inventory.quantity + excluded.quantity,
        reserved = inventory.reserved + excluded.reserved, updated_at = excluded.updated_at;
    end`.execute(db);
  await sql`create trigger variant_inventory_update after update of quantity, reserved on variant_inventory begin
    update inventory set quantity = quantity + new.quantity - old.quantity, reserved = reserved + new.reserved - old.reserved,
      updated_at = new.updated_at where product_id = new.product_id and warehouse_id = new.warehouse_id;
    end`.execute(db);
  // Update only: when the product itself is being deleted its total row may be gone already.
  await sql`create trigger variant_inventory_delete after delete on variant_inventory begin
    update inventory set quantity = quantity - old.quantity, reserved = reserved - old.reserved
      where product_id = old.product_id and warehouse_id = old.warehouse_id;
    end`.execute(db);
  for (const event of ['insert', 'update', 'delete']) {
    await sql`create trigger ${sql.id(`data_versions_product_options_${event}`)} after ${sql.raw(event)} on product_options
      begin update data_versions set catalog = catalog + 1 where id = 1; end`.execute(db);
  }
}

// Statement-level: one statement's rows change each total once; inserts in key order, as product_counts (0015).
async function postgresTriggers(db: Kysely<any>): Promise<void> {
  const apply = (
    deltas: string,
  ) => `update inventory i set quantity = i.quantity + d.q, reserved = i.reserved + d.r, updated_at = coalesce(d.u, i.updated_at)
    from (select product_id, warehouse_id, sum(q) as q, sum(r) as r, max(u) as u from (${deltas}) x group by product_id, warehouse_id) d
    where i.product_id = d.product_id and i.warehouse_id = d.warehouse_id`;
  const rows = (table: string, sign: 1 | -1, stamp: boolean) =>
    `select product_id, warehouse_id, ${sign} * quantity as q, ${sign} * reserved as r, ${stamp ? 'updated_at' : 'null::timestamptz'} as u from ${table}`;
  await createStatementTriggers(db, 'variant_inventory', [
    {
      name: 'variant_inventory_insert',
      event: 'insert',
      tables: 'new table as new_rows',
      body: `insert into inventory (product_id, warehouse_id, quantity, reserved, updated_at)
        select product_id, warehouse_id, sum(quantity), sum(reserved), max(updated_at) from new_rows
        group by product_id, warehouse_id order by product_id, warehouse_id
        on conflict (product_id, warehouse_id) do update set quantity = inventory.quantity + excluded.quantity,
          reserved = inventory.reserved + excluded.reserved, updated_at = excluded.updated_at`,
    },
    {
      name: 'variant_inventory_update',
      event: 'update',
      tables: 'old table as old_rows new table as new_rows',
      body: apply(`${rows('new_rows', 1, true)} union all ${rows('old_rows', -1, false)}`),
    },
    {
      name: 'variant_inventory_delete',
      event: 'delete',
      tables: 'old table as old_rows',
      body: apply(rows('old_rows', -1, false)),
    },
  ]);
  await sql`create trigger data_versions_product_options after insert or update or delete on product_options
    for each statement execute function data_versions_note('catalog')`.execute(db);
  await sql`create trigger data_versions_product_options_truncate after truncate on product_options
    for each statement execute function data_versions_note('catalog')`.execute(db);
}

/** Back to products as the unit of stock: only exact for shops whose products have one variant each. */
export async function down(db: Kysely<any>): Promise<void> {
  await dropTriggers(db, 'variant_inventory', [
    'variant_inventory_insert',
    'variant_inventory_update',
    'variant_inventory_delete',
  ]);
  await db.schema.dropTable('variant_inventory').execute();
  await db.schema.dropIndex('order_reservations_variant_id').execute();
  await db.schema.dropIndex('inventory_movements_variant').execute();
  await db.schema.alterTable('order_items').dropColumn('variant_options').execute();
  await db.schema.alterTable('order_items').dropColumn('variant_name').execute();
  for (const table of ['inventory_movements', 'stock_adjustments', 'order_reservations', 'order_items']) {
    await db.schema.alterTable(table).dropColumn('variant_id').execute();
  }
  await sql`delete from product_variants where sku in (select sku from products)`.execute(db);
  await sql`update product_variants set sort_order = sort_order - 1`.execute(db);
  if (!isPostgres(db))
    for (const event of ['insert', 'update', 'delete'])
      await sql`drop trigger ${sql.id(`data_versions_product_options_${event}`)}`.execute(db);
  await db.schema.dropTable('product_options').execute();
  for (const c of ['status', 'weight_grams', 'barcode', 'compare_at_price_cents', 'option_values']) {
    await db.schema.alterTable('product_variants').dropColumn(c).execute();
  }
}
