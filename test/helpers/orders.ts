// Catalogue rows and checkouts for the order tests. Products go straight into the database so these tests do not
// depend on the products API.
import crypto from 'node:crypto';
import type { Services } from '../../src/services.js';
import type { Client, Reply } from './client.js';

export const PAYMENT_SECRET = 'test-payment-secret';
export const ORDER_ENV = {
  PAYMENT_CALLBACK_SECRET: PAYMENT_SECRET,
  WEBHOOK_DEFAULT_URL: 'https://hooks.example.com/x',
};
export const ADDRESS = { street: 'Teststrasse 1', city: 'Berlin', postalCode: '10115', country: 'DE' };

let counter = 0;

export interface TestProduct {
  id: number;
  /** Its default (only) variant. */
  variantId: number;
  sku: string;
  name: string;
  price: number;
}

/** An active product with its stock in the default warehouse (and optionally more warehouses). */
export async function insertProduct(
  services: Pick<Services, 'db'>,
  opts: {
    price?: number;
    stock?: number;
    status?: string;
    extraStock?: { warehouseId: number; quantity: number }[];
  } = {},
): Promise<TestProduct> {
  const { db } = services;
  const n = ++counter;
  const now = new Date().toISOString();
  const sku = `TST-${n}-${crypto.randomBytes(3).toString('hex')}`.toUpperCase();
  const name = `Test product ${n}`;
  const price = opts.price ?? 12.5;
  const p = await db
    .insertInto('products')
    .values({
      sku,
      slug: sku.toLowerCase(),
      name,
      priceCents: Math.round(price * 100),
      status: opts.status ?? 'active',
      brand: null,
      categoryId: null,
      seoTitle: null,
      seoDescription: null,
      seoKeywords: null,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const variantId = await insertDefaultVariant(services, p.id, sku);
  const warehouse = await db.selectFrom('warehouses').select('id').where('isDefault', '=', 1).executeTakeFirstOrThrow();
  const rows = [{ warehouseId: warehouse.id, quantity: opts.stock ?? 100 }, ...(opts.extraStock ?? [])];
  await db
    .insertInto('variantInventory')
    .values(
      rows.map((r) => ({
        variantId,
        productId: p.id,
        warehouseId: r.warehouseId,
        quantity: r.quantity,
        reserved: 0,
        updatedAt: now,
      })),
    )
    .execute();
  return { id: p.id, variantId, sku, name, price };
}

/** The default variant every product has (the products service makes it; tests writing rows directly add it). */
export async function insertDefaultVariant(
  services: Pick<Services, 'db'>,
  productId: number,
  sku: string,
): Promise<number> {
  const now = new Date().toISOString();
  const row = await services.db
    .insertInto('productVariants')
    .values({ productId, sku, name: 'Default', priceCents: null, createdAt: now, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function addWarehouse(services: Services, code: string): Promise<number> {
  const now = new Date().toISOString();
  const row = await services.db
    .insertInto('warehouses')
    .values({ name: `Warehouse ${code}`, code, isDefault: 0, createdAt: now, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function stockOf(
  services: Services,
  productId: number,
): Promise<{ warehouseId: number; quantity: number; reserved: number }[]> {
  return services.db
    .selectFrom('inventory')
    .select(['warehouseId', 'quantity', 'reserved'])
    .where('productId', '=', productId)
    .orderBy('warehouseId')
    .execute();
}

export function guestBody(
  items: { productId?: number; variantId?: number; sku?: string; quantity: number }[],
  extra: Record<string, unknown> = {},
) {
  const n = ++counter;
  return {
    email: `guest.${n}@example.com`,
    firstName: 'Gina',
    lastName: `Guest${n}`,
    items,
    shippingAddress: { ...ADDRESS },
    paymentMethod: 'card',
    ...extra,
  };
}

export interface PlacedOrder {
  id: number;
  orderNumber: number;
  totalAmount: number;
  customerEmail: string;
  [key: string]: unknown;
}

/** A guest checkout that must succeed. */
export async function placeOrder(
  client: Client,
  product: TestProduct,
  opts: { quantity?: number; extra?: Record<string, unknown> } = {},
): Promise<PlacedOrder> {
  const r = await client.post(
    '/api2/store/orders',
    guestBody([{ productId: product.id, quantity: opts.quantity ?? 1 }], opts.extra),
  );
  if (r.status !== 201) throw new Error(`checkout failed: ${r.status} ${r.body}`);
  return r.json.order;
}

/** POSTs a payment callback signed with the test secret (or the given signature). */
export function paymentCallback(client: Client, body: unknown, signature?: string | null): Promise<Reply> {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const sig =
    signature === undefined ? crypto.createHmac('sha256', PAYMENT_SECRET).update(raw).digest('hex') : signature;
  if (sig !== null) headers['x-payment-signature'] = sig;
  return client.request('POST', '/api2/payments/callback', { body: raw, headers });
}

export function paymentBody(
  order: PlacedOrder,
  opts: { result?: string; transactionId?: string; amount?: number } = {},
) {
  return {
    orderNumber: order.orderNumber,
    result: opts.result ?? 'succeeded',
    transactionId: opts.transactionId ?? `tx_${++counter}_${crypto.randomBytes(3).toString('hex')}`,
    amount: opts.amount ?? order.totalAmount,
  };
}

/** The webhook records (outbox rows) of an event type, payloads parsed. */
export async function events(
  services: Services,
  type?: string,
): Promise<{ eventType: string; payload: { event: string; data: Record<string, any> } }[]> {
  let q = services.db.selectFrom('webhooks').select(['eventType', 'payload']).orderBy('id');
  if (type) q = q.where('eventType', '=', type);
  return (await q.execute()).map((r) => ({ eventType: r.eventType, payload: JSON.parse(r.payload) }));
}

/** The product's stock in the default warehouse as the platform inventory shows it. */
export async function platformStock(
  platform: Client,
  productId: number,
): Promise<{ total: number; reserved: number; available: number }> {
  const r = await platform.get('/api2/v1/inventory/stock', { query: { product_id: productId } });
  if (r.status !== 200) throw new Error(`inventory read failed: ${r.status} ${r.body}`);
  const { total, reserved, available } = r.json.data[0];
  return { total, reserved, available };
}

export interface MailAttachmentPart {
  contentType: string;
  filename: string | null;
  content: Buffer;
}

/** The attachments of a raw multipart message (as nodemailer writes it), bodies decoded. */
export function mailAttachments(raw: string): MailAttachmentPart[] {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  if (!boundary) return [];
  return raw
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => {
      const split = /\r?\n\r?\n/.exec(part)!;
      const head = part.slice(0, split.index).replace(/\r?\n[ \t]+/g, ' ');
      const body = part.slice(split.index + split[0].length);
      const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1] ?? '';
      const base64 = /base64/i.test(header('content-transfer-encoding'));
      return {
        disposition: header('content-disposition'),
        contentType: header('content-type').split(';')[0]!.trim().toLowerCase(),
        filename: /filename="?([^";]+)"?/i.exec(head)?.[1] ?? null,
        content: base64 ? Buffer.from(body.replace(/\s+/g, ''), 'base64') : Buffer.from(body, 'latin1'),
      };
    })
    .filter((p) => /^attachment/i.test(p.disposition))
    .map(({ contentType, filename, content }) => ({ contentType, filename, content }));
}
