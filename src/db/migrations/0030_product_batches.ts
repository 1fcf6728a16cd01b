import type { Kysely } from 'kysely';
import { json, ts } from './columns.js';

/**
 * Bulk edits as batches that can be listed and reverted (issue 12, item 1). The products of a batch are the
 * versions carrying its batch_id (indexed here); `fields` lists what the batch changed (null for batches
 * from before this table: a revert then restores every versioned field but stock). `status` is applied,
 * reverting (claimed by one revert, fenced by revert_started_at), reverted or partially_reverted.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('product_batches')
    .addColumn('batch_id', 'text', (c) => c.primaryKey())
    .addColumn('changed_by', 'text')
    .addColumn('change_reason', 'text')
    .addColumn('fields', json)
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('applied'))
    .addColumn('revert_batch_id', 'text')
    .addColumn('reverted_by', 'text')
    .$call(ts(db, 'revert_started_at'))
    .$call(ts(db, 'reverted_at'))
    .$call(ts(db, 'created_at', (c) => c.notNull()))
    .execute();
  await db.schema
    .createIndex('product_versions_batch_id')
    .on('product_versions')
    .columns(['batch_id', 'product_id'])
    .execute();
  // Batches written before this migration: one row each, from their earliest version.
  await db
    .insertInto('product_batches')
    .columns(['batch_id', 'changed_by', 'change_reason', 'created_at'])
    .expression((eb) =>
      eb
        .selectFrom('product_versions')
        .select((s) => [
          'batch_id',
          s.fn.max('changed_by').as('changed_by'),
          s.fn.max('change_reason').as('change_reason'),
          s.fn.min('created_at').as('created_at'),
        ])
        .where('batch_id', 'is not', null)
        .groupBy('batch_id'),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('product_versions_batch_id').execute();
  await db.schema.dropTable('product_batches').execute();
}
