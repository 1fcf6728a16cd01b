// Thousands of orders in a few statements, for sweeps and exports at a scale checkouts would take minutes to reach.
import type { Db } from '../../src/db/open.js';
import type { NewRow } from '../../src/db/database.js';
import { ADDRESS } from './orders.js';
import { orderRow } from './customer-fixtures.js';

/** Order numbers far above the checkout counter's (100000 + n), so later checkouts never collide with them. */
let nextNumber = 900_000_000;

/** Order rows in statements of 500 (one statement per row would take minutes at these numbers). */
export async function insertOrderRows(db: Db, rows: NewRow<'orders'>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('orders')
      .values(rows.slice(i, i + 500))
      .execute();
}

/** Guest orders without items (nothing to reserve or release), `status` pending unless given, all created at `createdAt`. */
export async function insertOrders(
  db: Db,
  count: number,
  opts: { createdAt: string; status?: string; street?: string },
): Promise<void> {
  await insertOrderRows(
    db,
    Array.from({ length: count }, (_, i) => ({
      ...orderRow({
        email: `bulk.${i % 50}@example.com`,
        firstName: 'Bulk',
        lastName: `Buyer${i % 50}`,
        status: opts.status ?? 'pending',
        createdAt: opts.createdAt,
      }),
      orderNumber: nextNumber++,
      paymentStatus: 'pending',
      paymentMethod: 'invoice',
      taxCents: 160,
      shippingAddress: JSON.stringify({ ...ADDRESS, street: opts.street ?? ADDRESS.street }),
    })),
  );
}

export async function countByStatus(db: Db): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('orders')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}
