import type { Kysely } from 'kysely';
import { money } from './columns.js';

/**
 * What a refunded return actually paid back (issue 33): staff may refund less than the returned lines' value (a
 * damaged item, a restocking fee). Null until the return is refunded, and for returns refunded before this column.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('returns').addColumn('refunded_amount_cents', money).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('returns').dropColumn('refunded_amount_cents').execute();
}
