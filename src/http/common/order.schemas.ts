import { Type } from 'typebox';
import { describing, IsoDateTime, Nullable } from './schemas.js';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../../modules/orders/order-status.js';
import type { OrderListItem as ListItem } from '../../modules/orders/order.js';

/** Order shapes the admin and the platform surfaces show the same way (camelCase bodies on both). */
export const OrderStatus = Type.Enum(ORDER_STATUSES);
export const PaymentStatus = Type.Enum(PAYMENT_STATUSES);

export const Address = Type.Object({
  street: Type.String({ minLength: 1, maxLength: 200 }),
  city: Type.String({ minLength: 1, maxLength: 100 }),
  postalCode: Type.String({ minLength: 1, maxLength: 20 }),
  country: Type.String({ minLength: 2, maxLength: 56, description: 'ISO 3166 code or name' }),
});

/** The domain's list item (LIST_ITEM, modules/orders/order.ts), in its members' order: the order the database writes them in. */
export const OrderListItem = describing<ListItem>()(
  Type.Object({
    id: Type.Integer(),
    orderNumber: Type.Integer(),
    status: OrderStatus,
    paymentStatus: PaymentStatus,
    customerName: Type.String(),
    customerEmail: Type.String(),
    totalAmount: Type.Number(),
    currency: Type.String(),
    paymentMethod: Type.String(),
    orderSource: Type.String(),
    createdAt: IsoDateTime,
  }),
);

/** An order line as the storefront shows the buyer their order. */
export const PlacedOrderItem = Type.Object({
  id: Type.Integer(),
  productId: Nullable(Type.Integer()),
  variantId: Type.Optional(
    Type.Integer({ description: 'the variant sold, kept after it is deleted; only for variants with option values' }),
  ),
  productName: Type.String(),
  variantName: Type.Optional(Type.String({ description: 'the variant as named when sold' })),
  options: Type.Optional(
    Type.Array(Type.Object({ name: Type.String(), value: Type.String() }), {
      description: 'the options bought, as named when sold',
    }),
  ),
  sku: Type.String(),
  quantity: Type.Integer(),
  unitPrice: Type.Number(),
  totalPrice: Type.Number(),
});

export const OrderDiscount = Type.Object({
  orderItemId: Nullable(Type.Integer({ description: 'the item it was taken off; null: off the shipping' })),
  promotionId: Type.Integer(),
  promotionName: Nullable(
    Type.String({
      description:
        "the promotion's name when the order was placed (a later rename does not change it); null only for an order placed before names were kept whose promotion was already gone",
    }),
  ),
  code: Nullable(Type.String({ description: 'the code it came through; null for an automatic promotion' })),
  amount: Type.Number({ description: 'EUR' }),
});

/** Present only on orders that had discounts (docs/promotions.md): the others read as before promotions. */
export const OrderDiscounts = Type.Optional(
  Type.Array(OrderDiscount, {
    description:
      'each discount given: per item (line and allocated order discounts) and on the shipping; totalAmount is after them',
  }),
);

/** Present with `discounts`: the discounts per promotion and code, as the invoice and the order mails list them. */
export const OrderDiscountTotals = Type.Optional(
  Type.Array(
    Type.Object({
      promotionId: Type.Integer(),
      promotionName: OrderDiscount.properties.promotionName,
      code: OrderDiscount.properties.code,
      amount: Type.Number({ description: 'EUR, the sum of its discounts in the order' }),
    }),
    { description: 'the discounts summed per promotion and code, in the order first given' },
  ),
);

/** An order line as the admin and platform show it: with its tax as charged at checkout. */
export const OrderItem = Type.Object({
  ...PlacedOrderItem.properties,
  taxRate: Type.Number({ description: "the line's VAT rate in percent" }),
  net: Type.Number({ description: 'the line without VAT' }),
  tax: Type.Number({ description: "the line's VAT" }),
  gross: Type.Number({ description: 'the line with VAT' }),
});

/** One rate of the order's VAT breakdown, lines and shipping together (what the invoice lists). */
export const TaxLine = Type.Object({
  rate: Type.Number({ description: 'percent' }),
  net: Type.Number(),
  tax: Type.Number(),
  gross: Type.Number(),
});

export const StatusHistoryEntry = Type.Object({
  fromStatus: Nullable(OrderStatus),
  toStatus: OrderStatus,
  note: Nullable(Type.String()),
  actor: Type.String({ description: 'admin:<id>, api_key:<id>, customer:<id> or system' }),
  actorName: Nullable(
    Type.String({ description: "the admin's, API key's or customer's name; null for the system and deleted actors" }),
  ),
  createdAt: IsoDateTime,
});

export const OrderDetail = Type.Object({
  ...OrderListItem.properties,
  customerId: Nullable(Type.Integer()),
  customerPhone: Nullable(Type.String()),
  shippingAddress: Address,
  billingAddress: Nullable(Address),
  items: Type.Array(OrderItem),
  discounts: OrderDiscounts,
  discountTotals: OrderDiscountTotals,
  subtotal: Type.Number(),
  shippingCost: Type.Number(),
  tax: Type.Number({ description: 'VAT included in totalAmount' }),
  taxRate: Type.Number({
    description: 'percent: 19, the rate orders were taxed at before per-line tax; taxLines has the rates charged',
  }),
  taxLines: Type.Array(TaxLine, {
    description: 'per rate, highest first; their tax sums to tax, their gross to totalAmount',
  }),
  vatId: Nullable(Type.String({ description: "the buyer's VAT ID at checkout" })),
  vatIdStatus: Nullable(
    Type.Enum(['valid', 'invalid', 'unconfirmed'], {
      description: 'what VIES said of vatId; null: not asked (no VAT ID, or a domestic sale)',
    }),
  ),
  reverseCharge: Type.Boolean({ description: '0 % VAT: the buyer owes it (a VAT ID VIES confirmed)' }),
  taxReview: Nullable(
    Type.String({
      description: "why staff should check the order's tax (VIES did not confirm the VAT ID); null: nothing",
    }),
  ),
  shippingMethod: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
  invoice: Nullable(Type.Object({ id: Type.Integer(), invoiceNumber: Type.String(), pdfUrl: Type.String() })),
  trackingNumber: Nullable(Type.String()),
  trackingUrl: Nullable(Type.String()),
  note: Nullable(Type.String({ description: 'the customer note given at checkout' })),
  tags: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  statusHistory: Type.Array(StatusHistoryEntry),
  updatedAt: IsoDateTime,
});

export const StatusChangeAnswer = Type.Object({ id: Type.Integer(), status: OrderStatus, updatedAt: IsoDateTime });
