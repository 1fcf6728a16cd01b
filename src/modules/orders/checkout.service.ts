// Placing an order from the storefront: catalogue prices, stock reserved atomically, order.created in the same transaction.
import { record } from '../audit/audit.js';
import type { Db } from '../../db/open.js';
import type { Row } from '../../db/database.js';
import type { Clock } from '../../shared/clock.js';
import { describeActor, type Actor } from '../../shared/actor.js';
import { DomainError, invalid, unauthenticated } from '../../shared/errors.js';
import type { Outbox } from '../webhooks/outbox.js';
import type { Mailer } from '../mail/mailer.js';
import type { SettingsService } from '../settings/settings.service.js';
import { findCustomer } from '../customers/customers.repository.js';
import { reserveStock } from '../inventory/reservations.repository.js';
import { findProductsForSale } from '../products/products.repository.js';
import { findMethod } from '../shipping/shipping.repository.js';
import { shippingCostCents } from '../shipping/shipping.js';
import { includedVatCents, itemCountOfLines, rowToDetail, type Address, type OrderDetail, type PaymentMethod } from './order.js';
import { orderCreatedData } from './orders.events.js';
import { orderMail } from './order-mails.js';
import * as repo from './orders.repository.js';

export interface CheckoutInput {
  /** Guests give their contact data; a logged-in customer's comes from the account. */
  email?: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
  items: { productId: number; quantity: number }[];
  shippingAddress: Address;
  billingAddress?: Address;
  paymentMethod: PaymentMethod;
  shippingMethodId?: number;
  orderSource?: string;
  note?: string;
}

export interface CheckoutDeps {
  db: Db;
  clock: Clock;
  outbox: Outbox;
  mailer: Mailer;
  settings: Pick<SettingsService, 'effective'>;
  log: { warn(obj: object, msg: string): void };
}

interface Buyer {
  customerId: number | null;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
}

/** Same product twice adds up; product order fixes the lock order, so concurrent checkouts cannot deadlock. */
function mergeLines(items: CheckoutInput['items']): { productId: number; quantity: number }[] {
  const byProduct = new Map<number, number>();
  for (const { productId, quantity } of items) byProduct.set(productId, (byProduct.get(productId) ?? 0) + quantity);
  return [...byProduct].map(([productId, quantity]) => ({ productId, quantity })).sort((a, b) => a.productId - b.productId);
}

function required(value: string | undefined, field: string): string {
  const v = value?.trim();
  if (!v) throw invalid(`${field} is required for a guest checkout`);
  return v;
}

export function createCheckoutService({ db, clock, outbox, mailer, settings, log }: CheckoutDeps) {
  async function buyerOf(actor: Actor, input: CheckoutInput): Promise<Buyer> {
    if (actor.kind === 'customer') {
      const c = await findCustomer(db, actor.id);
      if (!c) throw unauthenticated();
      return { customerId: c.id, email: c.email, firstName: c.firstName, lastName: c.lastName, phone: input.phone?.trim() || c.phone };
    }
    return {
      customerId: null,
      email: required(input.email, 'email').toLowerCase(),
      firstName: required(input.firstName, 'firstName'),
      lastName: required(input.lastName, 'lastName'),
      phone: input.phone?.trim() || null,
    };
  }

  async function productsOf(lines: { productId: number }[]) {
    const ids = lines.map((l) => l.productId);
    const rows = await findProductsForSale(db, ids);
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const id of ids) {
      if (byId.get(id)?.status !== 'active') throw invalid(`Product ${id} is not available`);
    }
    return byId;
  }

  async function shippingOf(methodId: number | undefined) {
    if (methodId === undefined) return null;
    const method = await findMethod(db, methodId);
    if (!method || method.isActive !== 1) throw invalid('shippingMethodId: no such active shipping method');
    return method;
  }

  async function sendConfirmation(order: OrderDetail): Promise<void> {
    try {
      await mailer.send(orderMail('order_confirmation', order, (await settings.effective()).shopName));
    } catch {
      // The mailer logged the cause; this names the order it was for.
      log.warn({ orderId: order.id }, 'order confirmation mail not sent');
    }
  }

  return {
    /**
     * Places an order for a guest or the logged-in customer. Prices come from the catalogue; the stock of every
     * line is reserved in the same transaction, or nothing is (409 INSUFFICIENT_STOCK). Emits order.created and
     * mails the confirmation after the commit (a mail failure does not undo the order).
     */
    async placeOrder(actor: Actor, input: CheckoutInput): Promise<OrderDetail> {
      const lines = mergeLines(input.items);
      const [buyer, products, method] = await Promise.all([buyerOf(actor, input), productsOf(lines), shippingOf(input.shippingMethodId)]);
      const subtotal = lines.reduce((sum, l) => sum + products.get(l.productId)!.priceCents * l.quantity, 0);
      const shipping = method ? shippingCostCents(method, subtotal) : 0;
      const total = subtotal + shipping;

      const detail = await db.transaction().execute(async (trx) => {
        const now = clock.now().toISOString();
        const order = await repo.insertOrder(trx, {
          orderNumber: await repo.allocateOrderNumber(trx),
          customerId: buyer.customerId,
          customerEmail: buyer.email,
          customerFirstName: buyer.firstName,
          customerLastName: buyer.lastName,
          customerPhone: buyer.phone,
          status: 'pending',
          paymentStatus: 'pending',
          paymentMethod: input.paymentMethod,
          orderSource: input.orderSource ?? 'web',
          currency: 'EUR',
          subtotalCents: subtotal,
          shippingCents: shipping,
          taxCents: includedVatCents(total),
          totalCents: total,
          itemCount: itemCountOfLines(lines),
          shippingAddress: JSON.stringify(input.shippingAddress),
          billingAddress: input.billingAddress ? JSON.stringify(input.billingAddress) : null,
          trackingNumber: null,
          trackingUrl: null,
          shippingMethodId: method?.id ?? null,
          shippingMethodName: method?.name ?? null,
          note: input.note?.trim() || null,
          createdAt: now,
          updatedAt: now,
        });
        // Recorded before the reservations: an out-of-stock line rolls the entry back with the order.
        await record(trx, { entityType: 'order', entityId: order.id, action: 'create', after: order });
        const items: Row<'orderItems'>[] = [];
        const buyerName = actor.kind === 'customer' ? describeActor(actor) : 'guest';
        for (const line of lines) {
          const p = products.get(line.productId)!;
          const item = await repo.insertOrderItem(trx, {
            orderId: order.id,
            productId: p.id,
            productName: p.name,
            sku: p.sku,
            quantity: line.quantity,
            unitPriceCents: p.priceCents,
            totalPriceCents: p.priceCents * line.quantity,
          });
          if (!(await reserveStock(trx, { orderId: order.id, orderItemId: item.id, productId: p.id, quantity: line.quantity, actor: buyerName, now }))) {
            throw new DomainError('conflict', 'INSUFFICIENT_STOCK', `Not enough stock for ${p.name} (${p.sku})`, { productId: p.id });
          }
          items.push(item);
        }
        const created = { orderId: order.id, fromStatus: null, toStatus: 'pending', note: null, actor: buyerName, createdAt: now };
        await repo.insertHistory(trx, created);
        await outbox.emit(trx, 'order.created', orderCreatedData(order, items));
        return rowToDetail(order, { items, history: [{ id: 0, ...created }], invoice: undefined, tags: [] });
      });
      void sendConfirmation(detail);
      return detail;
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
