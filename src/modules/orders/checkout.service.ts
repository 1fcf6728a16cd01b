// Placing an order from the storefront: catalogue prices, stock reserved atomically, order.created in the same transaction.
import { record } from '../audit/audit.js';
import type { Db } from '../../db/open.js';
import type { SqlDialect } from '../../db/dialect.js';
import type { Row } from '../../db/database.js';
import type { Clock } from '../../shared/clock.js';
import { describeActor, type Actor } from '../../shared/actor.js';
import { DomainError, invalid, unauthenticated } from '../../shared/errors.js';
import type { Outbox } from '../webhooks/outbox.js';
import type { Mailer } from '../mail/mailer.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { PromotionsService } from '../promotions/promotions.service.js';
import type { PromotionIndex } from '../promotions/pricing.js';
import type { TaxService } from '../tax/tax.service.js';
import type { PriceListsService } from '../price-lists/price-lists.service.js';
import { findCustomer } from '../customers/customers.repository.js';
import { lockStock, reserveStock } from '../inventory/reservations.repository.js';
import {
  describeRef,
  isDefaultVariant,
  pickVariant,
  snapshotOf,
  type VariantRef,
  type VariantRow,
  type VariantSnapshot,
} from '../variants/variant.js';
import { findOptionNames, findVariantCandidates } from '../variants/variants.repository.js';
import { findMethod } from '../shipping/shipping.repository.js';
import { shippingCostCents } from '../shipping/shipping.js';
import {
  customerName,
  itemCountOfLines,
  rowToDetail,
  type Address,
  type OrderDetail,
  type PaymentMethod,
} from './order.js';
import {
  assertExpectedTotal,
  priceLines,
  quoteView,
  refusal,
  type CartQuote,
  type Pricing,
} from './checkout-pricing.js';
import { orderCreatedData } from './orders.events.js';
import { orderMail } from './order-mails.js';
import { taxOrder, type OrderTax } from './order-tax.js';
import * as repo from './orders.repository.js';
import { writeExportCells } from './order-list.repository.js';
import { exportCells } from './orders-csv.js';

export interface CheckoutInput {
  /** Guests give their contact data; a logged-in customer's comes from the account. */
  email?: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
  /** Each line names its variant by variantId or sku, or by productId when the product has one variant. */
  items: (VariantRef & { quantity: number })[];
  shippingAddress: Address;
  billingAddress?: Address;
  paymentMethod: PaymentMethod;
  shippingMethodId?: number;
  orderSource?: string;
  note?: string;
  /** Promotion codes (case-insensitive); a code that cannot be applied refuses the checkout with its reason. */
  codes?: string[];
  /** The total (EUR) the shopper was shown: when the price is different now, 409 PRICE_CHANGED with the new quote. */
  expectedTotal?: number;
  /** A business buyer's EU VAT ID (400 when malformed); without it, the signed-in customer's (docs/tax.md, "B2B"). */
  vatId?: string;
}

export interface QuoteInput {
  /** A guest's e-mail, when known: once-per-customer and first-order promotions go by it. */
  email?: string;
  items: CheckoutInput['items'];
  shippingMethodId?: number;
  codes?: string[];
  /** Where it ships, for the tax rates; without it the shop country's. */
  country?: string;
  /** As at checkout: a VAT ID VIES confirms zero-rates a sale to another member state. */
  vatId?: string;
}

export interface CheckoutDeps {
  db: Db;
  dialect: SqlDialect;
  clock: Clock;
  outbox: Outbox;
  mailer: Mailer;
  settings: Pick<SettingsService, 'effective'>;
  promotions: Pick<PromotionsService, 'quote' | 'holdUses' | 'candidates'>;
  tax: Pick<TaxService, 'quote' | 'checkBuyerVatId'>;
  priceLists: Pick<PriceListsService, 'unitPrices'>;
  log: { warn(obj: object, msg: string): void };
}

interface Buyer {
  customerId: number | null;
  vatId: string | null;
  /** The signed-in customer's price group (customers.b2b_group): its price lists apply. */
  group: string | null;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
}

interface Line {
  variant: VariantRow;
  snapshot: VariantSnapshot;
  quantity: number;
}

function required(value: string | undefined, field: string): string {
  const v = value?.trim();
  if (!v) throw invalid(`${field} is required for a guest checkout`);
  return v;
}

export function createCheckoutService({
  db,
  dialect,
  clock,
  outbox,
  mailer,
  settings,
  promotions,
  tax,
  priceLists,
  log,
}: CheckoutDeps) {
  /** A signed-in customer of a price group pays its tier price for the quantity of each line that has one. */
  async function groupPriced(lines: Line[], group: string | null | undefined): Promise<Line[]> {
    if (!group) return lines;
    const prices = await priceLists.unitPrices(
      group,
      lines.map((l) => ({ variantId: l.variant.id, quantity: l.quantity })),
    );
    return lines.map((l) => {
      const price = prices.get(l.variant.id);
      return price === undefined ? l : { ...l, snapshot: { ...l.snapshot, unitPriceCents: price } };
    });
  }

  async function buyerOf(actor: Actor, input: CheckoutInput): Promise<Buyer> {
    if (actor.kind === 'customer') {
      const c = await findCustomer(db, actor.id);
      if (!c) throw unauthenticated();
      return {
        customerId: c.id,
        vatId: input.vatId?.trim() || c.vatId,
        group: c.b2bGroup,
        email: c.email,
        firstName: c.firstName,
        lastName: c.lastName,
        phone: input.phone?.trim() || c.phone,
      };
    }
    return {
      customerId: null,
      vatId: input.vatId?.trim() || null,
      group: null,
      email: required(input.email, 'email').toLowerCase(),
      firstName: required(input.firstName, 'firstName'),
      lastName: required(input.lastName, 'lastName'),
      phone: input.phone?.trim() || null,
    };
  }

  /**
   * The variant of every line, with the snapshot its order item keeps. Lines naming the same variant add up (however
   * each named it). Sorted by product, then variant: the per-product stock totals the variants' rows keep (migration
   * 0070) are then locked in one order by every checkout, so concurrent checkouts cannot deadlock.
   */
  async function linesOf(items: CheckoutInput['items']): Promise<Line[]> {
    const candidates = await findVariantCandidates(db, items);
    const byVariant = new Map<number, { variant: VariantRow; quantity: number }>();
    for (const item of items) {
      let v: VariantRow;
      try {
        v = pickVariant(item, candidates);
      } catch (e) {
        if (e instanceof DomainError && e.kind === 'not_found') throw invalid(`${describeRef(item)} is not available`);
        throw e;
      }
      // A draft, archived or deleted variant, or one of a hidden product, cannot be bought.
      if (v.productStatus !== 'active' || v.status !== 'active') throw invalid(`${describeRef(item)} is not available`);
      const merged = byVariant.get(v.id);
      byVariant.set(v.id, { variant: v, quantity: (merged?.quantity ?? 0) + item.quantity });
    }
    // A product's only (default) variant has no option values: no names to read for it.
    const optionNames = await findOptionNames(db, [
      ...new Set(
        [...byVariant.values()]
          .filter((l) => !isDefaultVariant(l.variant.optionValues))
          .map((l) => l.variant.productId),
      ),
    ]);
    return [...byVariant.values()]
      .map((l) => ({ ...l, snapshot: snapshotOf(l.variant, optionNames.get(l.variant.productId) ?? []) }))
      .sort((a, b) => a.variant.productId - b.variant.productId || a.variant.id - b.variant.id);
  }

  async function shippingOf(methodId: number | undefined) {
    if (methodId === undefined) return null;
    const method = await findMethod(db, methodId);
    if (!method || method.isActive !== 1) throw invalid('shippingMethodId: no such active shipping method');
    return method;
  }

  async function holdUses(
    trx: Parameters<PromotionsService['holdUses']>[0],
    orderId: number,
    buyer: Buyer,
    pricing: Pricing,
  ): Promise<void> {
    if (pricing.uses.length === 0) return;
    try {
      await promotions.holdUses(trx, {
        orderId,
        customer: { id: buyer.customerId, email: buyer.email },
        uses: pricing.uses,
      });
    } catch (e) {
      // The storefront's shape: the reason as the code, the code that reached its limit among the refused.
      if (e instanceof DomainError && e.code === 'LIMIT_REACHED')
        throw refusal([{ code: (e.details?.code as string | null) ?? null, reason: 'LIMIT_REACHED' }]);
      throw e;
    }
  }

  async function sendConfirmation(order: OrderDetail, shopName: string): Promise<void> {
    try {
      await mailer.send(orderMail('order_confirmation', order, shopName));
    } catch {
      // The mailer logged the cause; this names the order it was for.
      log.warn({ orderId: order.id }, 'order confirmation mail not sent');
    }
  }

  /**
   * The pricing step: automatic promotions and the codes entered, on the catalogue-priced lines. `asOf` here and
   * below: the cart's start (performance.now()), as of which the promotions, tax tables and settings are taken, so
   * that the three share one read of the change counters (keptUntilChanged).
   */
  function priced(
    lines: Line[],
    shippingCents: number,
    customer: { id: number | null; email: string | null },
    codes: string[] | undefined,
    asOf: number,
  ): Promise<Pricing> {
    return priceLines({ db, promotions }, { lines, shippingCents, customer, codes: codes ?? [], asOf });
  }

  /** Tax from the priced lines, after their discounts, in line order (docs/tax.md, "Checkout"; docs/promotions.md). */
  function taxedOrder(
    lines: Line[],
    shippingCents: number,
    pricing: Pricing,
    country: string,
    vatId: string | null,
    asOf?: number,
  ): Promise<OrderTax> {
    const discounted = new Map(pricing.quote.lines.map((l) => [l.lineId, l.totalCents]));
    return taxOrder(tax, {
      lines: lines.map((l) => ({
        amountCents: discounted.get(String(l.variant.id))!,
        taxClassId: l.variant.productTaxClassId,
      })),
      shippingCents: shippingCents - pricing.quote.shippingDiscountCents,
      country,
      vatId,
      asOf,
    });
  }

  return {
    /**
     * The price of a cart as checkout would charge it now: lines, each discount with its promotion, totals, and the
     * codes that cannot be applied with their reasons. Reserves nothing and takes no use.
     */
    async quote(actor: Actor, input: QuoteInput): Promise<CartQuote> {
      const asOf = performance.now();
      const customer = actor.kind === 'customer' ? await findCustomer(db, actor.id) : undefined;
      if (actor.kind === 'customer' && !customer) throw unauthenticated();
      const [catalogueLines, method] = await Promise.all([linesOf(input.items), shippingOf(input.shippingMethodId)]);
      const lines = await groupPriced(catalogueLines, customer?.b2bGroup);
      const subtotal = lines.reduce((sum, l) => sum + l.snapshot.unitPriceCents * l.quantity, 0);
      const shipping = method ? shippingCostCents(method, subtotal) : 0;
      const who = customer
        ? { id: customer.id, email: customer.email }
        : { id: null, email: input.email?.trim().toLowerCase() || null };
      const pricing = await priced(lines, shipping, who, input.codes, asOf);
      // No address yet: the shop country's rates (docs/tax.md, "Checkout").
      const vatId = input.vatId?.trim() || customer?.vatId || null;
      return quoteView(
        lines,
        pricing.quote,
        await taxedOrder(lines, shipping, pricing, input.country ?? '', vatId, asOf),
      );
    },

    /**
     * A sample cart priced against `draft` alone (promotions.draftIndex) for a guest with no order yet, without
     * shipping; the same pricing and tax steps as the quote, no code, no use taken, nothing written.
     */
    async previewDraft(items: CheckoutInput['items'], draft: PromotionIndex): Promise<CartQuote> {
      const lines = await linesOf(items);
      const pricing = await priceLines(
        {
          db,
          promotions: {
            quote: promotions.quote,
            candidates: (codes) => promotions.candidates(codes, { automatic: draft }),
          },
        },
        { lines, shippingCents: 0, customer: { id: null, email: null }, codes: [] },
      );
      return quoteView(lines, pricing.quote, await taxedOrder(lines, 0, pricing, '', null));
    },

    /**
     * Places an order for a guest or the logged-in customer. Prices come from the catalogue; the stock of every
     * line is reserved in the same transaction, or nothing is (409 INSUFFICIENT_STOCK). Emits order.created and
     * mails the confirmation after the commit (a mail failure does not undo the order). Promotions price the lines
     * first; their uses are taken in the order's transaction (409 LIMIT_REACHED when one has none left).
     */
    async placeOrder(actor: Actor, input: CheckoutInput): Promise<OrderDetail> {
      const asOf = performance.now();
      const [buyer, catalogueLines, method] = await Promise.all([
        buyerOf(actor, input),
        linesOf(input.items),
        shippingOf(input.shippingMethodId),
      ]);
      const lines = await groupPriced(catalogueLines, buyer.group);
      const subtotal = lines.reduce((sum, l) => sum + l.snapshot.unitPriceCents * l.quantity, 0);
      const shipping = method ? shippingCostCents(method, subtotal) : 0;
      const pricing = await priced(lines, shipping, { id: buyer.customerId, email: buyer.email }, input.codes, asOf);
      if (pricing.quote.refused.length > 0) throw refusal(pricing.quote.refused);
      const [taxed, { shopName }] = await Promise.all([
        taxedOrder(lines, shipping, pricing, input.shippingAddress.country, buyer.vatId, asOf),
        // The confirmation mail's shop name.
        settings.effective(asOf),
      ]);
      assertExpectedTotal(input.expectedTotal, lines, pricing, taxed);

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
          taxCents: taxed.taxCents,
          totalCents: taxed.totalCents,
          taxLines: JSON.stringify(taxed.breakdown),
          vatId: taxed.vat?.vatId ?? null,
          vatIdStatus: taxed.vat?.status ?? null,
          reverseCharge: taxed.vat?.reverseCharge ? 1 : 0,
          taxReview: taxed.vat?.review ?? null,
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
        await lockStock(
          trx,
          dialect,
          lines.map((l) => l.variant.id),
        );
        const items: Row<'orderItems'>[] = [];
        const buyerName = actor.kind === 'customer' ? describeActor(actor) : 'guest';
        for (const [i, { variant, snapshot, quantity }] of lines.entries()) {
          const line = taxed.lines[i]!;
          const item = await repo.insertOrderItem(trx, {
            orderId: order.id,
            productId: variant.productId,
            variantId: variant.id,
            productName: variant.productName,
            variantName: snapshot.variantName,
            variantOptions: JSON.stringify(snapshot.options),
            sku: snapshot.sku,
            quantity,
            unitPriceCents: snapshot.unitPriceCents,
            totalPriceCents: snapshot.unitPriceCents * quantity,
            taxRateBp: line.rateBp,
            netCents: line.netCents,
            taxCents: line.taxCents,
            grossCents: line.grossCents,
          });
          if (
            !(await reserveStock(trx, {
              orderId: order.id,
              orderItemId: item.id,
              productId: variant.productId,
              variantId: variant.id,
              quantity,
              actor: buyerName,
              now,
            }))
          ) {
            const name =
              snapshot.variantName === null ? variant.productName : `${variant.productName} – ${snapshot.variantName}`;
            // A one-variant product's refusal reads as before variants existed.
            const details =
              snapshot.variantName === null
                ? { productId: variant.productId }
                : { productId: variant.productId, variantId: variant.id };
            throw new DomainError(
              'conflict',
              'INSUFFICIENT_STOCK',
              `Not enough stock for ${name} (${snapshot.sku})`,
              details,
            );
          }
          items.push(item);
        }
        const itemOf = new Map(items.map((i) => [i.variantId, i.id]));
        const discounts = await repo.insertDiscounts(
          trx,
          pricing.discounts.map((d) => ({
            orderId: order.id,
            orderItemId: d.variantId === null ? null : itemOf.get(d.variantId)!,
            promotionId: d.promotionId,
            code: d.code,
            amountCents: d.amountCents,
          })),
        );
        await writeExportCells(trx, order.id, exportCells(order, items, discounts));
        // After the stock, in promotion id order: every checkout and cancellation locks in that one order.
        await holdUses(trx, order.id, buyer, pricing);
        const created = {
          orderId: order.id,
          fromStatus: null,
          toStatus: 'pending',
          note: null,
          actor: buyerName,
          createdAt: now,
        };
        await repo.insertHistory(trx, created);
        await outbox.emit(trx, 'order.created', orderCreatedData(order, items, discounts));
        const history = [{ id: 0, ...created, actorName: actor.kind === 'customer' ? customerName(order) : null }];
        return rowToDetail(order, { items, history, invoice: undefined, tags: [], discounts });
      });
      void sendConfirmation(detail, shopName);
      return detail;
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
