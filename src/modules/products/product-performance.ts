import type { Db } from '../../db/open.js';
import type { Clock } from '../../shared/clock.js';
import { fromCents } from '../../shared/money.js';
import type { InventoryService } from '../inventory/inventory.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import { findBestSellers, findMostViewed } from './product-stats.repository.js';

export const WINDOW_DAYS = 30;
const LIST_SIZE = 10;

export interface PerformanceDeps {
  db: Db;
  clock: Clock;
  inventory: Pick<InventoryService, 'lowStock'>;
  settings: Pick<SettingsService, 'effective'>;
}

/** The product dashboard: best sellers and most viewed of the last 30 days, and the stock rows at or below the low-stock threshold. */
export function createProductPerformance({ db, clock, inventory, settings }: PerformanceDeps) {
  return async function performance() {
    const since = new Date(clock.now().getTime() - WINDOW_DAYS * 86_400_000).toISOString();
    const { lowStockThreshold } = await settings.effective();
    const [bestSellers, mostViewed, lowStock] = await Promise.all([
      findBestSellers(db, since, LIST_SIZE),
      findMostViewed(db, since.slice(0, 10), LIST_SIZE),
      // Per variant and warehouse, lowest available first: a range of the variant_inventory_available index at any catalogue size.
      inventory.lowStock({ threshold: lowStockThreshold }, { page: 1, limit: LIST_SIZE }),
    ]);
    return {
      windowDays: WINDOW_DAYS,
      lowStockThreshold,
      bestSellers: bestSellers.map((r) => ({
        productId: r.id,
        name: r.name,
        sku: r.sku,
        unitsSold: Number(r.unitsSold),
        revenue: fromCents(Number(r.revenueCents)),
      })),
      lowStock: lowStock.items.map((r) => ({
        productId: r.productId,
        name: r.productName,
        sku: r.sku,
        warehouseId: r.warehouseId,
        warehouseName: r.warehouseName,
        stock: r.total,
        available: Number(r.available),
      })),
      mostViewed: mostViewed.map((r) => ({ productId: r.id, name: r.name, sku: r.sku, views: Number(r.views) })),
    };
  };
}
