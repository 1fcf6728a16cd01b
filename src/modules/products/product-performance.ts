import type { Db } from '../../db/open.js';
import type { Clock } from '../../shared/clock.js';
import { fromCents } from '../../shared/money.js';

const WINDOW_DAYS = 30;
const LIST_SIZE = 10;

/** Best sellers, low stock and most viewed over the last 30 days, from the orders, stock and view counts that exist. */
export async function productPerformance(db: Db, clock: Clock, lowStockThreshold: number) {
  const since = new Date(clock.now().getTime() - WINDOW_DAYS * 86400_000);
  const [bestSellers, lowStock, mostViewed] = await Promise.all([
    db
      .selectFrom('orderItems as i')
      .innerJoin('orders as o', 'o.id', 'i.orderId')
      .innerJoin('products as p', 'p.id', 'i.productId')
      .select((eb) => ['p.id', 'p.name', 'p.sku', eb.fn.sum<number>('i.quantity').as('unitsSold'), eb.fn.sum<number>('i.totalPriceCents').as('revenueCents')])
      .where('o.createdAt', '>=', since.toISOString())
      .where('o.status', 'not in', ['cancelled', 'refunded'])
      .groupBy(['p.id', 'p.name', 'p.sku'])
      .orderBy('unitsSold', 'desc')
      .limit(LIST_SIZE)
      .execute(),
    db
      .selectFrom('inventory as s')
      .innerJoin('products as p', 'p.id', 's.productId')
      .select((eb) => ['p.id', 'p.name', 'p.sku', eb.fn.sum<number>(eb('s.quantity', '-', eb.ref('s.reserved'))).as('available')])
      .where('p.status', '=', 'active')
      .groupBy(['p.id', 'p.name', 'p.sku'])
      .having((eb) => eb(eb.fn.sum(eb('s.quantity', '-', eb.ref('s.reserved'))), '<=', lowStockThreshold))
      .orderBy('available')
      .limit(LIST_SIZE)
      .execute(),
    db
      .selectFrom('productViewDays as v')
      .innerJoin('products as p', 'p.id', 'v.productId')
      .select((eb) => ['p.id', 'p.name', 'p.sku', eb.fn.sum<number>('v.views').as('views')])
      .where('v.day', '>=', since.toISOString().slice(0, 10))
      .groupBy(['p.id', 'p.name', 'p.sku'])
      .orderBy('views', 'desc')
      .limit(LIST_SIZE)
      .execute(),
  ]);
  return {
    windowDays: WINDOW_DAYS,
    bestSellers: bestSellers.map((r) => ({ id: r.id, name: r.name, sku: r.sku, unitsSold: Number(r.unitsSold), revenue: fromCents(Number(r.revenueCents)) })),
    lowStock: lowStock.map((r) => ({ id: r.id, name: r.name, sku: r.sku, available: Number(r.available) })),
    mostViewed: mostViewed.map((r) => ({ id: r.id, name: r.name, sku: r.sku, views: Number(r.views) })),
  };
}
