// Queries of the customer-group price lists (migration 0112).
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Db } from '../../db/open.js';

export interface TierRow {
  variantId: number;
  customerGroup: string;
  minQuantity: number;
  priceCents: number;
}

/** Tiers of these variants, of one group or all, ascending by group and minQuantity. */
export async function findTiers(db: Db, variantIds: readonly number[], group?: string): Promise<TierRow[]> {
  if (variantIds.length === 0) return [];
  let q = db
    .selectFrom('variantGroupPrices')
    .select(['variantId', 'customerGroup', 'minQuantity', 'priceCents'])
    .where('variantId', 'in', variantIds);
  if (group !== undefined) q = q.where('customerGroup', '=', group);
  const rows = await q.orderBy('variantId').orderBy('customerGroup').orderBy('minQuantity').execute();
  return rows.map((r) => ({ ...r, priceCents: Number(r.priceCents) }));
}

/** One group's tiers of every variant of a product, ascending by variant and minQuantity. */
export async function findProductTiers(db: Db, productId: number, group: string): Promise<TierRow[]> {
  const rows = await db
    .selectFrom('variantGroupPrices as g')
    .innerJoin('productVariants as v', 'v.id', 'g.variantId')
    .select(['g.variantId', 'g.customerGroup', 'g.minQuantity', 'g.priceCents'])
    .where('v.productId', '=', productId)
    .where('g.customerGroup', '=', group)
    .orderBy('g.variantId')
    .orderBy('g.minQuantity')
    .execute();
  return rows.map((r) => ({ ...r, priceCents: Number(r.priceCents) }));
}

/** The customer's price group (customers.b2b_group), null for none. */
export async function customerGroup(db: Db, customerId: number): Promise<string | null> {
  const row = await db.selectFrom('customers').select('b2bGroup').where('id', '=', customerId).executeTakeFirst();
  return row?.b2bGroup ?? null;
}

/** The ids of a product's variants (one for a product without options). */
export async function variantIdsOfProduct(db: Db, productId: number): Promise<number[]> {
  const rows = await db.selectFrom('productVariants').select('id').where('productId', '=', productId).execute();
  return rows.map((r) => r.id);
}

export function variantOfProduct(db: Db, productId: number, variantId: number) {
  return db
    .selectFrom('productVariants')
    .select('id')
    .where('id', '=', variantId)
    .where('productId', '=', productId)
    .executeTakeFirst();
}

/** Replaces every tier of the variant. */
export async function replaceTiers(
  trx: Transaction<Database>,
  variantId: number,
  tiers: Omit<TierRow, 'variantId'>[],
  now: string,
): Promise<void> {
  await trx.deleteFrom('variantGroupPrices').where('variantId', '=', variantId).execute();
  if (tiers.length > 0)
    await trx
      .insertInto('variantGroupPrices')
      .values(tiers.map((t) => ({ ...t, variantId, createdAt: now, updatedAt: now })))
      .execute();
}
