import type { Kysely } from 'kysely';

/**
 * A code without a usage limit keeps no counter: its uses are counted from the redemptions when read (docs/
 * promotions.md, "Limits"), found by code through this index.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('promotion_redemptions_code')
    .on('promotion_redemptions')
    .columns(['code_id', 'released_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('promotion_redemptions_code').execute();
}
