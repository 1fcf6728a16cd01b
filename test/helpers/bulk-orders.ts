// Thousands of orders in a few statements, for sweeps and exports at a scale checkouts would take minutes to reach.
import type { Db } from '../../src/db/open.js';
import type { NewRow } from '../../src/db/database.js';
import { ADDRESS } from './orders.js';

/** Order numbers far above the checkout counter's (100000 + n), so later checkouts never collide with them. */
let nextNumber = 900_000_000;

/** Guest orders without items (nothing to reserve or release), `status` pending unless given, all created at `createdAt`. */
export async function insertOrders(db: Db, count: number, opts: { createdAt: string; status?: string; street?: string }): Promise<void> {
  const rows: NewRow<'orders'>[] = Array.from({ length: count }, (_, i) => ({
    orderNumber: nextNumber++,
    customerId: null,
    customerEmail: `bulk.${i % 50}@example.com`,
    customerFirstName: 'Bulk',
    customerLastName: `Buyer${i % 50}`,
    customerPhone: null,
    status: opts.status ?? 'pending',
    paymentStatus: 'pending',
    paymentMethod: 'invoice',
    orderSource: 'web',
    subtotalCents: 1000,
    shippingCents: 0,
    taxCents: 160,
    totalCents: 1000,
    shippingAddress: JSON.stringify({ ...ADDRESS, street: opts.street ?? ADDRESS.street }),
    billingAddress: null,
    trackingNumber: null,
    trackingUrl: null,
    shippingMethodId: null,
    shippingMethodName: null,
    note: null,
    createdAt: opts.createdAt,
    updatedAt: opts.createdAt,
  }));
  for (let i = 0; i < rows.length; i += 500) await db.insertInto('orders').values(rows.slice(i, i + 500)).execute();
}

export async function countByStatus(db: Db): Promise<Record<string, number>> {
  const rows = await db.selectFrom('orders').select(['status', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('status').execute();
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}
