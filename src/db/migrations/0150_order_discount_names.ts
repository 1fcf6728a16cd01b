import { sql, type Kysely } from 'kysely';

/**
 * The promotion's name as it was when the order was placed, kept on each of the order's discounts (issue 36): the
 * order screen, its API answers and webhook payloads name the discount ("Summer sale") rather than an id, and a later
 * rename or deletion of the promotion never changes what a placed order says. Orders placed before this column take
 * the name their promotion has now; a promotion already gone leaves it null (the id still says which it was).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('order_discounts').addColumn('promotion_name', 'text').execute();
  await sql`update order_discounts set promotion_name = (select name from promotions where promotions.id = order_discounts.promotion_id)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('order_discounts').dropColumn('promotion_name').execute();
}
