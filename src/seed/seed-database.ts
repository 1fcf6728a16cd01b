// Deterministic demo and benchmark data: `npm run seed` and the benchmark call seedDatabase directly.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Db } from '../db/open.js';
import { tenths, type ProgressListener } from './batch.js';
import { seedCatalogue, type CatalogueResult } from './catalogue.js';
import { SEED_CUSTOMER_PASSWORD, seedCustomers, seedPasswordHash, type CustomersResult } from './customers.js';
import { seedOrders, type OrdersResult } from './orders.js';

export interface SeedOptions {
  products: number;
  customers: number;
  orders: number;
  seed: number;
  /** DATA_DIR: the placeholder image files go to DATA_DIR/media/seed/. */
  dataDir: string;
  /** Seed even though the database has products already (adds to them). */
  force?: boolean;
  /**
   * "Now" of the seeded world in epoch ms (default: the current time): orders lie in the 90 days before it, so
   * seeded data looks recent whenever it is made. The same seed and `now` give the same rows.
   */
  now?: number;
  /** The shop's PENDING_ORDER_TTL_MINUTES (default 1440): unpaid orders older than half of it are seeded as expired. */
  pendingOrderTtlMinutes?: number;
  progress?: ProgressListener;
}

export interface SeedSummary {
  catalogue: Omit<CatalogueResult, 'imageKeys'> | null;
  customers: CustomersResult | null;
  orders: OrdersResult | null;
  /** The password every seeded customer logs in with; null when no customers were seeded. */
  customerPassword: string | null;
}

export class SeedRefusedError extends Error {}

/** One small real PNG (a grey frame): every seeded image file is a copy of it. */
async function placeholderImage() {
  const size = 240;
  const data = await sharp({ create: { width: size, height: size, channels: 3, background: '#e9e6df' } })
    .composite([{ input: { create: { width: 120, height: 120, channels: 3, background: '#c4bdb0' } } }])
    .removeAlpha()
    .png()
    .toBuffer();
  return { data, width: size, height: size, sizeBytes: data.length };
}

/**
 * Writes the image files. Each media row needs its own file (storage keys are unique, and deleting a product
 * deletes its files), so each directory gets one real file and hard links to it: no disk space per image.
 * Where the file system has no hard links, the file is copied.
 */
function writeImageFiles(dataDir: string, keys: string[], png: Buffer, progress: ProgressListener): void {
  const root = path.join(dataDir, 'media');
  const report = tenths(progress, 'image files', keys.length);
  const firstInDir = new Map<string, string>();
  keys.forEach((key, i) => {
    const file = path.join(root, key);
    const dir = path.dirname(file);
    const first = firstInDir.get(dir);
    try {
      if (first === undefined) {
        fs.mkdirSync(dir, { recursive: true });
        fs.writeFileSync(file, png, { flag: 'wx' });
        firstInDir.set(dir, file);
      } else {
        try {
          fs.linkSync(first, file);
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code === 'EEXIST') throw err;
          fs.copyFileSync(first, file, fs.constants.COPYFILE_EXCL);
        }
      }
    } catch (err) {
      // A file left by an earlier seed into the same DATA_DIR is the same placeholder: keep it.
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      if (first === undefined) firstInDir.set(dir, file);
    }
    report(i + 1);
  });
}

/**
 * Seeds products (with categories, warehouses, variants, images, stock), customers and orders in one
 * transaction: a failure leaves the database as it was. Refuses a database that has products unless `force`.
 */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const progress = options.progress ?? (() => {});
  if (!options.force) {
    const existing = await db.selectFrom('products').select('id').limit(1).executeTakeFirst();
    if (existing)
      throw new SeedRefusedError(
        'The database already has products; seeding would mix demo data into it. Pass --force to add the seeded data anyway.',
      );
  }
  const image = options.products > 0 ? await placeholderImage() : null;
  const passwordHash = options.customers > 0 ? await seedPasswordHash(options.seed) : null;

  const seeded = await db.transaction().execute(async (trx) => {
    const ctx = { trx, seed: options.seed, base: Math.floor((options.now ?? Date.now()) / 1000) * 1000, progress };
    const catalogue = image ? await seedCatalogue(ctx, options.products, image) : null;
    const customers = passwordHash ? await seedCustomers(ctx, options.customers, passwordHash) : null;
    const orders =
      options.orders > 0 ? await seedOrders(ctx, options.orders, options.pendingOrderTtlMinutes ?? 1440) : null;
    return { catalogue, customers, orders };
  });
  let catalogue: SeedSummary['catalogue'] = null;
  if (seeded.catalogue && image) {
    const { imageKeys, ...counts } = seeded.catalogue;
    writeImageFiles(options.dataDir, imageKeys, image.data, progress);
    catalogue = counts;
  }
  return {
    catalogue,
    customers: seeded.customers,
    orders: seeded.orders,
    customerPassword: seeded.customers ? SEED_CUSTOMER_PASSWORD : null,
  };
}
