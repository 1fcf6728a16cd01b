// Queries of the price history (migration 0111). Every repository function that writes a price calls
// recordPriceChanges in the same transaction, so no write path can change a price without its history.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Db } from '../../db/open.js';
import { referenceFor, windowStart, type PricePoint } from './price-history.js';

/**
 * Per variant, ascending: the rows from the one in effect at `from` (the latest at or before it) on. One indexed
 * range per variant: a variant's history within 30 days is a handful of rows.
 */
export async function findWindows(
  db: Db,
  variantIds: readonly number[],
  from: string,
): Promise<Map<number, PricePoint[]>> {
  const windows = new Map<number, PricePoint[]>(variantIds.map((id) => [id, []]));
  if (variantIds.length === 0) return windows;
  const rows = await db
    .selectFrom('variantPriceHistory as h')
    .select(['h.variantId', 'h.priceCents', 'h.referenceCents', 'h.validFrom'])
    .where('h.variantId', 'in', variantIds)
    .where((eb) =>
      eb.or([
        eb('h.validFrom', '>', from),
        eb(
          'h.validFrom',
          '=',
          eb
            .selectFrom('variantPriceHistory as e')
            .select((s) => s.fn.max('e.validFrom').as('m'))
            .whereRef('e.variantId', '=', 'h.variantId')
            .where('e.validFrom', '<=', from),
        ),
      ]),
    )
    .orderBy('h.variantId')
    .orderBy('h.validFrom')
    .orderBy('h.id')
    .execute();
  for (const r of rows)
    windows.get(r.variantId)!.push({
      priceCents: Number(r.priceCents),
      referenceCents: r.referenceCents === null ? null : Number(r.referenceCents),
      validFrom: r.validFrom,
    });
  return windows;
}

/**
 * After a write that may change the effective prices of a product's variants (its own price, a variant's price, a
 * new variant): a history row for each variant whose price is not the one its history ends with, at `now`.
 */
export async function recordPriceChanges(trx: Transaction<Database>, productId: number, now: string): Promise<void> {
  const variants = await trx
    .selectFrom('productVariants as v')
    .innerJoin('products as p', 'p.id', 'v.productId')
    .select((eb) => ['v.id', eb.fn.coalesce('v.priceCents', 'p.priceCents').as('priceCents')])
    .where('v.productId', '=', productId)
    .execute();
  const windows = await findWindows(
    trx,
    variants.map((v) => v.id),
    windowStart(now),
  );
  const changed = variants.flatMap((v) => {
    const history = windows.get(v.id)!;
    const price = Number(v.priceCents);
    if (history.at(-1)?.priceCents === price) return [];
    return [{ variantId: v.id, priceCents: price, referenceCents: referenceFor(price, history), validFrom: now }];
  });
  if (changed.length > 0) await trx.insertInto('variantPriceHistory').values(changed).execute();
}

/** A product's variants with their effective price, and whether it is the product's own (inherited). */
export function findEffectivePrices(
  db: Db,
  productId: number,
): Promise<{ id: number; priceCents: number; inherited: boolean }[]> {
  return db
    .selectFrom('productVariants as v')
    .innerJoin('products as p', 'p.id', 'v.productId')
    .select((eb) => [
      'v.id',
      eb.fn.coalesce('v.priceCents', 'p.priceCents').as('priceCents'),
      eb('v.priceCents', 'is', null).as('inherited'),
    ])
    .where('v.productId', '=', productId)
    .orderBy('v.sortOrder')
    .orderBy('v.id')
    .execute()
    .then((rows) => rows.map((r) => ({ id: r.id, priceCents: Number(r.priceCents), inherited: Boolean(r.inherited) })));
}
