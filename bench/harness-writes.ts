// The shared harness's three writes (checkout, platform stock adjustment, admin price change) against an app built
// in this process, for the benches that count what one write costs (write-instructions.ts, write-statements.ts).
import { buildTestApp } from '../test/helpers/app.js';
import { Client, adminSession, platformClient } from '../test/helpers/client.js';
import { ORDER_ENV, guestBody, insertProduct } from '../test/helpers/orders.js';

export const WRITES = ['checkout', 'adjustment', 'price'] as const;
export type Write = (typeof WRITES)[number];

export function writeOf(name: string): Write {
  const write = WRITES.find((w) => w === name);
  if (!write) throw new Error(`write must be one of ${WRITES.join(', ')}`);
  return write;
}

/**
 * Builds the app (SQLite, or PostgreSQL with TEST_DATABASE_URL) with one product of a million units and returns one
 * write of the kind asked for, which throws on an unexpected status, and the app's teardown. `code`: checkouts send
 * that code of a 10 % promotion.
 */
export async function prepareWrite(
  write: Write,
  code?: string,
): Promise<{ once: () => Promise<void>; close: () => Promise<void> }> {
  const cleanups: (() => unknown)[] = [];
  const ctx = await buildTestApp(
    { after: (fn: () => unknown) => cleanups.push(fn) },
    { env: { ...ORDER_ENV, CHECKOUT_RATE_LIMIT: '1000000' } },
  );
  const { id: productId } = await insertProduct(ctx.services, { stock: 1_000_000 });
  if (code) {
    const p = await ctx.services.promotions.create({ name: 'Ten', kind: 'percent_off_order', percent: 10 });
    await ctx.services.promotions.addCodes(p.id, [code], null);
  }
  const expect = (r: { status: number; body: string }, status: number) => {
    if (r.status !== status) throw new Error(`${write}: ${r.status} ${r.body.slice(0, 200)}`);
  };
  const client = new Client(ctx.app);
  let n = 0;
  let once: () => Promise<void>;
  if (write === 'checkout') {
    const extra = code ? { codes: [code] } : {};
    once = async () =>
      expect(await client.post('/api2/store/orders', guestBody([{ productId, quantity: 1 }], extra)), 201);
  } else if (write === 'adjustment') {
    const platform = await platformClient(ctx.app);
    const warehouses = (await platform.get('/api2/v1/inventory/warehouses')).json;
    const adjustment = { productId, warehouseId: warehouses.data[0].id, quantity: 1, reason: 'restock' };
    once = async () => expect(await platform.post('/api2/v1/inventory/adjustments', adjustment), 201);
  } else {
    const admin = await adminSession(ctx.app);
    once = async () => expect(await admin.patch(`/api2/admin/products/${productId}`, { price: 10 + (++n % 50) }), 200);
  }
  return {
    once,
    close: async () => {
      for (const fn of cleanups.reverse()) await fn();
    },
  };
}
