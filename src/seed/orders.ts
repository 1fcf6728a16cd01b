// Orders over the products and customers in the database, in every status, with the rows the order module keeps
// beside them: status history, stock reservations of open orders, payment records and invoices.
import type { NewRow } from '../db/database.js';
import { ORDER_NUMBER_BASE, PAYMENT_METHODS, includedVatCents, itemCountOfLines } from '../modules/orders/order.js';
import { paymentStatusAfter, type OrderStatus, type PaymentStatus } from '../modules/orders/order-status.js';
import { shippingCostCents } from '../modules/shipping/shipping.js';
import { timeSlicer } from '../shared/event-loop.js';
import { chunked, DAY, iso, tenths, type SeedContext } from './batch.js';
import { emailPart, randomAddress } from './customers.js';
import { streamOf, type Random } from './random.js';
import { FIRST_NAMES, LAST_NAMES } from './vocabulary.js';

const HOUR = 3_600_000;

export interface OrdersResult {
  orders: number;
  items: number;
  guestOrders: number;
  byStatus: Record<string, number>;
}

interface Pools {
  /** The variants on sale: id is the variant's; the line's price is the variant's or its product's. */
  products: {
    id: number;
    productId: number;
    sku: string;
    name: string;
    variantName: string | null;
    variantOptions: string;
    priceCents: number;
  }[];
  /** Available stock per variant, default warehouse first. */
  stock: Map<number, { warehouseId: number; available: number }[]>;
  customers: {
    id: number;
    email: string;
    firstName: string;
    lastName: string;
    phone: string | null;
    createdAt: string;
  }[];
  addresses: Map<number, { street: string; city: string; postalCode: string; country: string }>;
  methods: { id: number; name: string; methodType: string; priceCents: number; freeAboveCents: number | null }[];
}

/** A shipping zone with three methods, only when the shop has no active method yet. */
async function ensureShippingMethods({ trx, base }: SeedContext): Promise<void> {
  const existing = await trx
    .selectFrom('shippingMethods')
    .select('id')
    .where('isActive', '=', 1)
    .limit(1)
    .executeTakeFirst();
  if (existing) return;
  const at = iso(base - 400 * DAY);
  const zone = await trx
    .insertInto('shippingZones')
    .values({ name: 'Germany', createdAt: at, updatedAt: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('shippingMethods')
    .values([
      {
        zoneId: zone.id,
        name: 'Standard',
        methodType: 'flat_rate',
        priceCents: 490,
        freeAboveCents: 5000,
        isActive: 1,
        createdAt: at,
        updatedAt: at,
      },
      {
        zoneId: zone.id,
        name: 'Express',
        methodType: 'flat_rate',
        priceCents: 990,
        freeAboveCents: null,
        isActive: 1,
        createdAt: at,
        updatedAt: at,
      },
      {
        zoneId: zone.id,
        name: 'Store pickup',
        methodType: 'pickup',
        priceCents: 0,
        freeAboveCents: null,
        isActive: 1,
        createdAt: at,
        updatedAt: at,
      },
    ])
    .execute();
}

async function loadPools(ctx: SeedContext): Promise<Pools> {
  const { trx } = ctx;
  await ensureShippingMethods(ctx);
  const [variants, stockRows, optionRows, customers, addressRows, methods] = await Promise.all([
    trx
      .selectFrom('productVariants as v')
      .innerJoin('products as p', 'p.id', 'v.productId')
      .select([
        'v.id',
        'v.productId',
        'v.sku',
        'p.sku as productSku',
        'p.name',
        'v.name as variantName',
        'v.optionValues',
        'v.priceCents',
        'p.priceCents as productPriceCents',
      ])
      .where('p.status', '=', 'active')
      .where('v.status', '=', 'active')
      .orderBy('v.id')
      .execute(),
    trx
      .selectFrom('variantInventory')
      .innerJoin('warehouses', 'warehouses.id', 'variantInventory.warehouseId')
      .select((eb) => [
        'variantInventory.variantId',
        'variantInventory.warehouseId',
        eb('variantInventory.quantity', '-', eb.ref('variantInventory.reserved')).as('available'),
      ])
      .orderBy('variantInventory.variantId')
      .orderBy('warehouses.isDefault', 'desc')
      .orderBy('variantInventory.warehouseId')
      .execute(),
    trx.selectFrom('productOptions').select(['productId', 'name']).orderBy('productId').orderBy('position').execute(),
    trx
      .selectFrom('customers')
      .select(['id', 'email', 'firstName', 'lastName', 'phone', 'createdAt'])
      .orderBy('id')
      .execute(),
    trx
      .selectFrom('customerAddresses')
      .select(['customerId', 'street', 'city', 'postalCode', 'country'])
      .where('type', '=', 'shipping')
      .where('isDefault', '=', 1)
      .orderBy('id')
      .execute(),
    trx
      .selectFrom('shippingMethods')
      .select(['id', 'name', 'methodType', 'priceCents', 'freeAboveCents'])
      .where('isActive', '=', 1)
      .orderBy('id')
      .execute(),
  ]);
  const stock = new Map<number, { warehouseId: number; available: number }[]>();
  for (const r of stockRows) {
    const list = stock.get(r.variantId) ?? [];
    list.push({ warehouseId: r.warehouseId, available: Number(r.available) });
    stock.set(r.variantId, list);
  }
  const optionNames = new Map<number, string[]>();
  for (const o of optionRows) optionNames.set(o.productId, [...(optionNames.get(o.productId) ?? []), o.name]);
  // The snapshot checkout keeps (variants/variant.ts snapshotOf): a default variant has no name or options of its own.
  const products = variants.map((v) => {
    const values = JSON.parse(v.optionValues) as string[];
    const options = (optionNames.get(v.productId) ?? []).flatMap((name, i) =>
      values[i] === undefined ? [] : [{ name, value: values[i]! }],
    );
    return {
      id: v.id,
      productId: v.productId,
      sku: v.sku ?? v.productSku,
      name: v.name,
      variantName: options.length === 0 ? null : v.variantName,
      variantOptions: JSON.stringify(options),
      priceCents: Number(v.priceCents ?? v.productPriceCents),
    };
  });
  const addresses = new Map(
    addressRows.map((a) => [
      a.customerId,
      { street: a.street, city: a.city, postalCode: a.postalCode, country: a.country },
    ]),
  );
  return { products, stock, customers, addresses, methods };
}

type Step = { status: OrderStatus; at: number; note: string | null; actor: string };

const PATHS: Record<OrderStatus, readonly (readonly OrderStatus[])[]> = {
  pending: [['pending']],
  paid: [['pending', 'paid']],
  processing: [['pending', 'paid', 'processing']],
  shipped: [['pending', 'paid', 'processing', 'shipped']],
  delivered: [['pending', 'paid', 'processing', 'shipped', 'delivered']],
  cancelled: [
    ['pending', 'cancelled'],
    ['pending', 'paid', 'cancelled'],
    ['pending', 'paid', 'processing', 'cancelled'],
  ],
  refunded: [
    ['pending', 'paid', 'refunded'],
    ['pending', 'paid', 'processing', 'shipped', 'refunded'],
    ['pending', 'paid', 'processing', 'shipped', 'delivered', 'refunded'],
  ],
};

/** How long after the previous step each move happens, in hours. */
const DELAYS: Record<OrderStatus, readonly [number, number]> = {
  pending: [0, 0],
  paid: [0.02, 6],
  processing: [1, 24],
  shipped: [4, 48],
  delivered: [24, 96],
  cancelled: [1, 72],
  refunded: [24, 336],
};

/** Status moves of one order, cut where they would lie after "now": recent orders are therefore mostly still open. */
function plannedSteps(rng: Random, target: OrderStatus, createdMs: number, base: number, creator: string): Step[] {
  const path = rng.pick(PATHS[target]);
  const steps: Step[] = [];
  let at = createdMs;
  for (const status of path) {
    const [lo, hi] = DELAYS[status];
    at += Math.round((lo + rng.next() * (hi - lo)) * HOUR);
    if (at > base) break;
    const note =
      status === 'cancelled'
        ? rng.pick(["Cancelled at the customer's request", 'Payment not received in time', 'Duplicate order'])
        : null;
    steps.push({ status, at, note, actor: status === 'pending' ? creator : 'system' });
  }
  return steps;
}

const isOpen = (s: OrderStatus) => s === 'pending' || s === 'paid' || s === 'processing';

/** Takes `quantity` from the in-memory stock, default warehouse first; null when not enough is available. */
function reserve(
  pools: Pools,
  variantId: number,
  quantity: number,
): { warehouseId: number; quantity: number }[] | null {
  const rows = pools.stock.get(variantId) ?? [];
  if (rows.reduce((sum, r) => sum + Math.max(0, r.available), 0) < quantity) return null;
  const taken: { warehouseId: number; quantity: number }[] = [];
  let remaining = quantity;
  for (const r of rows) {
    const take = Math.min(remaining, Math.max(0, r.available));
    if (take === 0) continue;
    r.available -= take;
    remaining -= take;
    taken.push({ warehouseId: r.warehouseId, quantity: take });
    if (remaining === 0) break;
  }
  return taken;
}

interface PlannedLine {
  product: Pools['products'][number];
  quantity: number;
  reservations: { warehouseId: number; quantity: number }[];
}

function planLines(rng: Random, pools: Pools, reserveStock: boolean): PlannedLine[] {
  const wanted = rng.weighted([
    [1, 45],
    [2, 30],
    [3, 15],
    [4, 10],
  ] as const);
  const lines: PlannedLine[] = [];
  const used = new Set<number>();
  for (let attempt = 0; lines.length < wanted && attempt < wanted * 10; attempt++) {
    const product = pools.products[rng.int(0, pools.products.length - 1)]!;
    if (used.has(product.id)) continue;
    const quantity = rng.weighted([
      [1, 75],
      [2, 18],
      [3, 7],
    ] as const);
    const reservations = reserveStock ? reserve(pools, product.id, quantity) : [];
    if (!reservations) continue;
    used.add(product.id);
    lines.push({ product, quantity, reservations });
  }
  return lines;
}

interface PlannedOrder {
  row: Omit<NewRow<'orders'>, 'orderNumber'>;
  lines: PlannedLine[];
  steps: Step[];
  /** When a payment attempt failed before anything else happened; null when none did. */
  failedAt: number | null;
}

function planOrder(
  rng: Random,
  pools: Pools,
  createdMs: number,
  base: number,
  guests: number,
  expiry: Expiry,
): PlannedOrder {
  const candidate =
    pools.customers.length > 0 && rng.chance(0.7) ? pools.customers[rng.int(0, pools.customers.length - 1)]! : null;
  // A customer who registered after this order's date cannot have placed it: it becomes a guest order.
  const customer = candidate && candidate.createdAt <= iso(createdMs) ? candidate : null;
  const guest = rng.int(1, guests);
  const firstName = customer?.firstName ?? FIRST_NAMES[guest % FIRST_NAMES.length]!;
  const lastName = customer?.lastName ?? LAST_NAMES[(guest * 7) % LAST_NAMES.length]!;
  // Guest e-mails use another domain than customers' ones, so no guest order belongs to an account.
  const email = customer?.email ?? `${emailPart(firstName)}.${emailPart(lastName)}.g${guest}@example.org`;

  const target = rng.weighted([
    ['pending', 8],
    ['paid', 10],
    ['processing', 10],
    ['shipped', 12],
    ['delivered', 45],
    ['cancelled', 8],
    ['refunded', 7],
  ] as const);
  let steps = plannedSteps(rng, target, createdMs, base, customer ? `customer:${customer.id}` : 'guest');
  if (steps.length === 1 && expiry.ttlMs > 0 && createdMs < base - expiry.ttlMs / 2) {
    // What the order expiry would have done to an old unpaid order. The younger half of the window stays
    // pending, so a server started on the seeded data keeps them pending for hours, not minutes.
    steps.push({
      status: 'cancelled',
      at: Math.min(base, createdMs + expiry.ttlMs),
      note: expiry.note,
      actor: 'system',
    });
  }
  const final = steps[steps.length - 1]!.status;
  let lines = planLines(rng, pools, isOpen(final));
  if (lines.length === 0) {
    // Nothing in stock to reserve: the shop cancelled the order.
    steps = [
      steps[0]!,
      { status: 'cancelled', at: Math.min(base, createdMs + HOUR), note: 'Out of stock', actor: 'system' },
    ];
    lines = planLines(rng, pools, false);
  }

  const method =
    pools.methods.length > 0
      ? rng.weighted(pools.methods.map((_, i) => [i, i === 0 ? 75 : 25 / pools.methods.length] as const))
      : null;
  const shippingMethod = method === null ? null : pools.methods[method]!;
  const subtotal = lines.reduce((sum, l) => sum + l.product.priceCents * l.quantity, 0);
  const shipping = shippingMethod ? shippingCostCents(shippingMethod, subtotal) : 0;
  const total = subtotal + shipping;
  const shipped = steps.some((s) => s.status === 'shipped');
  const last = steps[steps.length - 1]!;
  // A failed payment attempt 30 s after checkout comes before any move (the earliest, paid, takes at least 72 s);
  // a fifth of the orders never paid had one, a few paid ones too.
  const failedAt = rng.chance(steps.some((s) => s.status === 'paid') ? 0.05 : 0.2)
    ? Math.min(base, createdMs + 30_000)
    : null;
  let paymentStatus: PaymentStatus = failedAt !== null ? 'failed' : 'pending';
  for (const s of steps.slice(1)) paymentStatus = paymentStatusAfter(s.status, paymentStatus);
  const tracking = shipped ? `JJD${String(rng.int(1e9, 9.99e9))}` : null;

  return {
    lines,
    steps,
    failedAt,
    row: {
      customerId: customer?.id ?? null,
      customerEmail: email,
      customerFirstName: firstName,
      customerLastName: lastName,
      customerPhone: customer
        ? customer.phone
        : rng.chance(0.5)
          ? `+49 ${rng.int(150, 179)} ${rng.int(1000000, 9999999)}`
          : null,
      status: last.status,
      paymentStatus,
      paymentMethod: rng.pick(PAYMENT_METHODS),
      orderSource: rng.weighted([
        ['web', 80],
        ['mobile', 12],
        ['phone', 5],
        ['marketplace', 3],
      ] as const),
      currency: 'EUR',
      subtotalCents: subtotal,
      shippingCents: shipping,
      taxCents: includedVatCents(total),
      totalCents: total,
      itemCount: itemCountOfLines(lines),
      shippingAddress: JSON.stringify((customer && pools.addresses.get(customer.id)) ?? randomAddress(rng)),
      billingAddress: rng.chance(0.15) ? JSON.stringify(randomAddress(rng)) : null,
      trackingNumber: tracking,
      trackingUrl: tracking ? `https://tracking.example.com/${tracking}` : null,
      shippingMethodId: shippingMethod?.id ?? null,
      shippingMethodName: shippingMethod?.name ?? null,
      note: rng.chance(0.05)
        ? rng.pick(['Please leave the parcel with the neighbours.', 'Gift wrap, please.', 'Deliver after 5 pm.'])
        : null,
      createdAt: iso(createdMs),
      updatedAt: iso(last.at),
    },
  };
}

/** The shop's expiry of unpaid orders (PENDING_ORDER_TTL_MINUTES; 0 = never), which the seeded history follows. */
interface Expiry {
  ttlMs: number;
  note: string;
}

export async function seedOrders(
  ctx: SeedContext,
  count: number,
  pendingOrderTtlMinutes: number,
): Promise<OrdersResult> {
  const expiry = {
    ttlMs: pendingOrderTtlMinutes * 60_000,
    note: `Not paid within ${pendingOrderTtlMinutes} minutes: cancelled automatically`,
  };
  const { trx, base } = ctx;
  const rng = streamOf(ctx.seed, 'orders');
  const pools = await loadPools(ctx);
  if (pools.products.length === 0) throw new Error('No active products to order: seed products first (--products N)');
  // About three orders per guest, so the guest entries of the customer list group several orders.
  const guests = Math.max(10, Math.ceil(count / 3));
  const result: OrdersResult = { orders: 0, items: 0, guestOrders: 0, byStatus: {} };
  const report = tenths(ctx.progress, 'orders', count);
  const slice = timeSlicer();
  let firstOrderId: number | null = null;

  const batch = 1000;
  for (let start = 0; start < count; start += batch) {
    // Dates rise with the index, so that order numbers (allocated in this order) rise with time.
    const planned = Array.from({ length: Math.min(batch, count - start) }, (_, i) =>
      planOrder(
        rng,
        pools,
        base - 90 * DAY + Math.floor(((start + i + rng.next()) * 90 * DAY) / count),
        base,
        guests,
        expiry,
      ),
    );

    // The order module's counter hands out numbers one row at a time; using it keeps later checkouts unique.
    const rows: NewRow<'orders'>[] = [];
    for (const p of planned) {
      const n = await trx.insertInto('orderNumbers').defaultValues().returning('id').executeTakeFirstOrThrow();
      rows.push({ ...p.row, orderNumber: ORDER_NUMBER_BASE + n.id });
      await slice();
    }
    const idByNumber = new Map<number, number>();
    for await (const chunk of chunked(rows)) {
      for (const r of await trx.insertInto('orders').values(chunk).returning(['id', 'orderNumber']).execute())
        idByNumber.set(r.orderNumber, r.id);
    }
    const orderIds = rows.map((r) => idByNumber.get(r.orderNumber)!);
    firstOrderId ??= orderIds[0]!;

    const items: NewRow<'orderItems'>[] = [];
    const history: NewRow<'orderStatusHistory'>[] = [];
    const payments: NewRow<'paymentTransactions'>[] = [];
    const invoices: { orderId: number; at: number }[] = [];
    planned.forEach((p, i) => {
      const orderId = orderIds[i]!;
      const orderNumber = rows[i]!.orderNumber;
      for (const l of p.lines) {
        const v = l.product;
        items.push({
          orderId,
          productId: v.productId,
          variantId: v.id,
          productName: v.name,
          variantName: v.variantName,
          variantOptions: v.variantOptions,
          sku: v.sku,
          quantity: l.quantity,
          unitPriceCents: v.priceCents,
          totalPriceCents: v.priceCents * l.quantity,
        });
      }
      let from: OrderStatus | null = null;
      for (const s of p.steps) {
        history.push({
          orderId,
          fromStatus: from,
          toStatus: s.status,
          note: s.note,
          actor: s.actor,
          createdAt: iso(s.at),
        });
        if (s.status === 'pending' && p.failedAt !== null) {
          // What the payment callback records for a failed attempt: a transaction and a note, the order stays pending.
          const transactionId = `seed-${orderNumber}-1`;
          payments.push({
            orderId,
            transactionId,
            result: 'failed',
            amountCents: p.row.totalCents,
            createdAt: iso(p.failedAt),
          });
          history.push({
            orderId,
            fromStatus: 'pending',
            toStatus: 'pending',
            note: `Payment ${transactionId} failed`,
            actor: 'system',
            createdAt: iso(p.failedAt),
          });
        }
        if (s.status === 'paid') {
          const attempt = p.failedAt !== null ? 2 : 1;
          payments.push({
            orderId,
            transactionId: `seed-${orderNumber}-${attempt}`,
            result: 'succeeded',
            amountCents: p.row.totalCents,
            createdAt: iso(s.at),
          });
          invoices.push({ orderId, at: s.at });
        }
        from = s.status;
      }
      result.byStatus[p.row.status] = (result.byStatus[p.row.status] ?? 0) + 1;
      if (p.row.customerId === null) result.guestOrders++;
    });

    const itemIdByKey = new Map<string, number>();
    for await (const chunk of chunked(items)) {
      for (const r of await trx
        .insertInto('orderItems')
        .values(chunk)
        .returning(['id', 'orderId', 'variantId'])
        .execute())
        itemIdByKey.set(`${r.orderId}:${r.variantId}`, r.id);
    }
    const reservations: NewRow<'orderReservations'>[] = [];
    planned.forEach((p, i) => {
      const orderId = orderIds[i]!;
      for (const l of p.lines) {
        for (const r of l.reservations) {
          reservations.push({
            orderId,
            orderItemId: itemIdByKey.get(`${orderId}:${l.product.id}`)!,
            productId: l.product.productId,
            variantId: l.product.id,
            warehouseId: r.warehouseId,
            quantity: r.quantity,
            createdAt: p.row.createdAt,
          });
        }
      }
    });
    for await (const chunk of chunked(history)) await trx.insertInto('orderStatusHistory').values(chunk).execute();
    for await (const chunk of chunked(reservations)) await trx.insertInto('orderReservations').values(chunk).execute();
    for await (const chunk of chunked(payments)) await trx.insertInto('paymentTransactions').values(chunk).execute();
    // Numbered like the order module's ensureInvoice: INV-<year>-<invoice id>, so later invoices never collide.
    for await (const chunk of chunked(
      invoices.map((v) => ({ orderId: v.orderId, invoiceNumber: `PENDING-${v.orderId}`, createdAt: iso(v.at) })),
    )) {
      for (const r of await trx.insertInto('invoices').values(chunk).returning(['id', 'createdAt']).execute()) {
        await trx
          .updateTable('invoices')
          .set({ invoiceNumber: `INV-${r.createdAt.slice(0, 4)}-${String(r.id).padStart(6, '0')}` })
          .where('id', '=', r.id)
          .execute();
        await slice();
      }
    }

    result.orders += planned.length;
    result.items += items.length;
    report(result.orders);
  }

  if (firstOrderId !== null) {
    // The open orders' reservations, added to the stock rows in one statement driven by the (few) reserved rows.
    // The per-product totals follow by trigger (migration 0070).
    const reserved = trx
      .selectFrom('orderReservations')
      .select((eb) => ['variantId', 'warehouseId', eb.fn.sum<number>('quantity').as('quantity')])
      .where('orderId', '>=', firstOrderId)
      .groupBy(['variantId', 'warehouseId'])
      .as('r');
    await trx
      .updateTable('variantInventory')
      .from(reserved)
      .set((eb) => ({ reserved: eb('variantInventory.reserved', '+', eb.ref('r.quantity')) }))
      .whereRef('variantInventory.variantId', '=', 'r.variantId')
      .whereRef('variantInventory.warehouseId', '=', 'r.warehouseId')
      .execute();
  }
  return result;
}
