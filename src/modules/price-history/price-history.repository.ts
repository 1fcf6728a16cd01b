// Queries of the price history (migration 0111). Every repository function that writes a price calls
// recordPriceChanges in the same transaction, so no write path can change a price without its history.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Db } from '../../db/open.js';
import { fixedInsert, fixedQuery } from '../../db/fixed-query.js';
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
 * A product's variants with their effective price and what their history says of the window from `from` on: its last
 * row (price and reference) and its lowest price (of the rows after `from`, and of the one in effect at `from`). Each
 * is an indexed read of the history that ends in the database: a price changed a hundred times in a month costs
 * this read no more rows to hand over. Compiled once: the price change is a hot write (docs/benchmarks.md).
 */
const variantWindows = fixedQuery<{ productId: number; from: string }, VariantWindowRow>((db, p) =>
  db
    .selectFrom('productVariants as v')
    .innerJoin('products as p', 'p.id', 'v.productId')
    .select((eb) => {
      const history = () =>
        eb
          .selectFrom('variantPriceHistory as h')
          .whereRef('h.variantId', '=', 'v.id')
          .orderBy('h.validFrom', 'desc')
          .orderBy('h.id', 'desc')
          .limit(1);
      return [
        'v.id',
        eb.fn.coalesce('v.priceCents', 'p.priceCents').as('priceCents'),
        history().select('h.priceCents').as('lastPriceCents'),
        history().select('h.referenceCents').as('lastReferenceCents'),
        history().select('h.priceCents').where('h.validFrom', '<=', p.from).as('startPriceCents'),
        eb
          .selectFrom('variantPriceHistory as h')
          .select((s) => s.fn.min('h.priceCents').as('m'))
          .whereRef('h.variantId', '=', 'v.id')
          .where('h.validFrom', '>', p.from)
          .as('lowestAfterCents'),
      ];
    })
    .where('v.productId', '=', p.productId),
);

type Cents = number | string | null;

interface VariantWindowRow {
  id: number;
  priceCents: number | string;
  lastPriceCents: Cents;
  lastReferenceCents: Cents;
  startPriceCents: Cents;
  lowestAfterCents: Cents;
}

const insertHistory = fixedInsert('variantPriceHistory');

/**
 * After a write that may change the effective prices of a product's variants (its own price, a variant's price, a
 * new variant): a history row for each variant whose price is not the one its history ends with, at `now`.
 */
export async function recordPriceChanges(trx: Transaction<Database>, productId: number, now: string): Promise<void> {
  const cents = (value: Cents) => (value === null ? null : Number(value));
  for (const v of await variantWindows(trx, { productId, from: windowStart(now) })) {
    const priceCents = Number(v.priceCents);
    const lastPriceCents = cents(v.lastPriceCents);
    if (lastPriceCents === priceCents) continue;
    const lows = [cents(v.startPriceCents), cents(v.lowestAfterCents)].filter((c) => c !== null);
    const window =
      lastPriceCents === null
        ? null
        : {
            last: { priceCents: lastPriceCents, referenceCents: cents(v.lastReferenceCents) },
            lowestCents: Math.min(...lows),
          };
    await insertHistory(trx, {
      variantId: v.id,
      priceCents,
      referenceCents: referenceFor(priceCents, window),
      validFrom: now,
    });
  }
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
