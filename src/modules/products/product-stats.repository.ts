// Reads and writes for the performance dashboard: units sold, views per day.
import type { Db } from '../../db/open.js';

/** Adds views to the product's count of that day (one row per product and UTC day). */
export async function addViews(db: Db, productId: number, day: string, views: number): Promise<void> {
  await db
    .insertInto('productViewDays')
    .values({ productId, day, views })
    .onConflict((oc) =>
      oc
        .columns(['productId', 'day'])
        .doUpdateSet((eb) => ({ views: eb('productViewDays.views', '+', eb.ref('excluded.views')) })),
    )
    .execute();
}

// Both lists rank inside a subquery and join products only for the few ranked rows: joined first, a planner
// may walk the whole catalogue probing each product (SQLite did, 100,000 probes for most viewed).

/** Products by units sold in orders created since `since` that were not cancelled or refunded (orders_created_at index). */
export function findBestSellers(db: Db, since: string, limit: number) {
  return db
    .selectFrom((eb) =>
      eb
        .selectFrom('orderItems as i')
        .innerJoin('orders as o', 'o.id', 'i.orderId')
        .select((s) => [
          'i.productId',
          s.fn.sum<number>('i.quantity').as('unitsSold'),
          s.fn.sum<number>('i.totalPriceCents').as('revenueCents'),
        ])
        .where('o.createdAt', '>=', since)
        .where('o.status', 'not in', ['cancelled', 'refunded'])
        .where('i.productId', 'is not', null)
        .groupBy('i.productId')
        .orderBy('unitsSold', 'desc')
        .orderBy('i.productId')
        .limit(limit)
        .as('top'),
    )
    .innerJoin('products as p', 'p.id', 'top.productId')
    .select(['p.id', 'p.name', 'p.sku', 'top.unitsSold', 'top.revenueCents'])
    .orderBy('top.unitsSold', 'desc')
    .orderBy('p.id')
    .execute();
}

/** Products by storefront views on days from `sinceDay` (YYYY-MM-DD) on (product_view_days_day index). */
export function findMostViewed(db: Db, sinceDay: string, limit: number) {
  return db
    .selectFrom((eb) =>
      eb
        .selectFrom('productViewDays')
        .select((s) => ['productId', s.fn.sum<number>('views').as('views')])
        .where('day', '>=', sinceDay)
        .groupBy('productId')
        .orderBy('views', 'desc')
        .orderBy('productId')
        .limit(limit)
        .as('top'),
    )
    .innerJoin('products as p', 'p.id', 'top.productId')
    .select(['p.id', 'p.name', 'p.sku', 'top.views'])
    .orderBy('top.views', 'desc')
    .orderBy('p.id')
    .execute();
}
