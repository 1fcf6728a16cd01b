import type { Kysely } from 'kysely';

/**
 * A promotion's report (docs/promotions.md, "Report") reads the orders holding a use of it: found through this index
 * instead of a scan of every redemption of every promotion.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('promotion_redemptions_promotion')
    .on('promotion_redemptions')
    .columns(['promotion_id', 'order_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('promotion_redemptions_promotion').execute();
}
