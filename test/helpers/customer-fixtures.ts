// Customers and orders written straight into the database: the customer tests need exact timestamps, statuses and
// guest groups, and must not depend on the checkout or the orders API.
import type { TestApp } from './app.js';

let orderNumber = 500000;

export interface CustomerFixture {
  email?: string;
  firstName?: string;
  lastName?: string;
  phone?: string | null;
  isVerified?: boolean;
  isB2b?: boolean;
  b2bGroup?: string | null;
  notes?: string | null;
  createdAt?: string;
}

export async function insertCustomer({ services }: TestApp, c: CustomerFixture = {}) {
  const createdAt = c.createdAt ?? new Date().toISOString();
  return services.db
    .insertInto('customers')
    .values({
      email: c.email ?? `c${++orderNumber}@example.com`,
      passwordHash: null,
      firstName: c.firstName ?? 'Cara',
      lastName: c.lastName ?? 'Customer',
      phone: c.phone ?? null,
      isVerified: c.isVerified === false ? 0 : 1,
      isB2b: c.isB2b ? 1 : 0,
      b2bGroup: c.b2bGroup ?? null,
      notes: c.notes ?? null,
      verifiedAt: null,
      createdAt,
      updatedAt: createdAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface OrderFixture {
  email: string;
  customerId?: number | null;
  firstName?: string;
  lastName?: string;
  phone?: string | null;
  status?: string;
  total?: number;
  createdAt?: string;
}

/** The orders row of a fixture, as checkout would write it for an order whose items the caller adds (itemCount 0 unless set); total in EUR. */
export function orderRow(o: OrderFixture & { paymentMethod?: string }) {
  const createdAt = o.createdAt ?? new Date().toISOString();
  const cents = Math.round((o.total ?? 10) * 100);
  return {
    orderNumber: ++orderNumber,
    customerId: o.customerId ?? null,
    customerEmail: o.email,
    customerFirstName: o.firstName ?? 'Gina',
    customerLastName: o.lastName ?? 'Guest',
    customerPhone: o.phone ?? null,
    status: o.status ?? 'paid',
    paymentStatus: 'paid',
    paymentMethod: o.paymentMethod ?? 'card',
    orderSource: 'web',
    subtotalCents: cents,
    shippingCents: 0,
    taxCents: 0,
    totalCents: cents,
    itemCount: 0,
    shippingAddress: JSON.stringify({ street: 'Teststrasse 1', city: 'Berlin', postalCode: '10115', country: 'DE' }),
    billingAddress: null,
    trackingNumber: null,
    trackingUrl: null,
    shippingMethodId: null,
    shippingMethodName: null,
    note: null,
    createdAt,
    updatedAt: createdAt,
  };
}

/** An order with one item; total in EUR. */
export async function insertOrder({ services }: TestApp, o: OrderFixture) {
  const row = { ...orderRow(o), itemCount: 1 };
  const cents = row.totalCents;
  const order = await services.db
    .insertInto('orders')
    .values(row)
    .returning(['id', 'orderNumber', 'createdAt'])
    .executeTakeFirstOrThrow();
  await services.db
    .insertInto('orderItems')
    .values({
      orderId: order.id,
      productId: null,
      productName: 'Shirt',
      sku: 'SHIRT-1',
      quantity: 1,
      unitPriceCents: cents,
      totalPriceCents: cents,
    })
    .execute();
  return order;
}

/** An ISO timestamp `minutes` after a fixed start, so tests control the order of createdAt. */
export function at(minutes: number): string {
  return new Date(Date.UTC(2025, 0, 1, 12, 0, 0) + minutes * 60_000).toISOString();
}
