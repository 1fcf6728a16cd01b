import { Type } from 'typebox';
import type { App } from '../common/types.js';
import { Email, ErrorBody, Id, IsoDateTime, Nullable } from '../common/schemas.js';
import { Address, OrderDiscounts, OrderStatus, PaymentStatus, PlacedOrderItem } from '../common/order.schemas.js';
import { CartQuote, Codes, Items } from '../common/cart.schemas.js';
import { PAYMENT_METHODS } from '../../modules/orders/order.js';
import type { Actor } from '../../shared/actor.js';
import { optionalCustomer } from '../customer/cookies.js';

const CheckoutBody = Type.Object({
  email: Type.Optional(Email),
  firstName: Type.Optional(Type.String({ maxLength: 100 })),
  lastName: Type.Optional(Type.String({ maxLength: 100 })),
  phone: Type.Optional(Type.String({ maxLength: 40 })),
  items: Items,
  shippingAddress: Address,
  billingAddress: Type.Optional(Address),
  paymentMethod: Type.Enum(PAYMENT_METHODS),
  shippingMethodId: Type.Optional(Id),
  orderSource: Type.Optional(
    Type.String({ pattern: '^[a-z0-9_-]{1,50}$', description: 'origin channel, default web' }),
  ),
  note: Type.Optional(Type.String({ maxLength: 2000 })),
  codes: Codes,
  vatId: Type.Optional(
    Type.String({
      maxLength: 30,
      description:
        "a business buyer's EU VAT ID (400 when malformed); without it the signed-in customer's. Confirmed by VIES, of and shipped to another member state: 0 % VAT, reverse charge",
    }),
  ),

  expectedTotal: Type.Optional(
    Type.Number({
      minimum: 0,
      description:
        'the quoted total (EUR): when the price is different now, 409 PRICE_CHANGED with the new quote and no order',
    }),
  ),
});

const QuoteBody = Type.Object({
  email: Type.Optional(Email),
  items: Items,
  shippingMethodId: Type.Optional(Id),
  codes: Codes,
  vatId: Type.Optional(
    Type.String({
      maxLength: 30,
      description:
        "a business buyer's EU VAT ID (400 when malformed); without it the signed-in customer's. Confirmed by VIES, of and shipped to another member state: 0 % VAT, reverse charge",
    }),
  ),
  country: Type.Optional(
    Type.String({
      minLength: 2,
      maxLength: 56,
      description: "where it ships (ISO 3166 code or name); without it the shop country's tax rates",
    }),
  ),
});

const PlacedOrder = Type.Object({
  id: Type.Integer(),
  orderNumber: Type.Integer(),
  status: OrderStatus,
  paymentStatus: PaymentStatus,
  customerEmail: Type.String(),
  items: Type.Array(PlacedOrderItem),
  discounts: OrderDiscounts,
  subtotal: Type.Number(),
  shippingCost: Type.Number(),
  tax: Type.Number(),
  totalAmount: Type.Number(),
  currency: Type.String(),
  paymentMethod: Type.String(),
  shippingAddress: Address,
  shippingMethod: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
  createdAt: IsoDateTime,
});

/** INSUFFICIENT_STOCK; a code's refusal (the reason as the code, with `refused`); PRICE_CHANGED (with `quote`). */
const CheckoutConflict = Type.Object(
  {
    ...ErrorBody.properties,
    refused: Type.Optional(Type.Array(Type.Object({ code: Nullable(Type.String()), reason: Type.String() }))),
    quote: Type.Optional(CartQuote),
  },
  { additionalProperties: true },
);

/** Quotes allowed per client address for each checkout CHECKOUT_RATE_LIMIT allows (in the same 10 minutes). */
const QUOTES_PER_CHECKOUT = 10;

export default async function storeOrdersRoutes(app: App) {
  const { checkout } = app.services;

  app.post(
    '/cart/quote',
    {
      // Limited per client address as checkout is, in a bucket of its own: a storefront quotes on every cart change,
      // which must not use up the shopper's checkouts.
      config: {
        rateLimit: {
          max: QUOTES_PER_CHECKOUT * app.config.checkoutRateLimit,
          keyGenerator: (request) => `quote:${request.ip}`,
        },
      },
      schema: {
        tags: ['storefront'],
        summary:
          'The price of a cart as checkout would charge it now: automatic promotions and codes, each discount with its promotion, refused codes with their reasons',
        body: QuoteBody,
        response: { 200: Type.Object({ quote: CartQuote }), 400: ErrorBody },
      },
    },
    async (request) => {
      const customer = await optionalCustomer(request, app.services);
      const actor: Actor = customer ? { kind: 'customer', id: customer.id } : { kind: 'system' };
      return { quote: await checkout.quote(actor, request.body) };
    },
  );

  app.post(
    '/orders',
    {
      config: { rateLimit: {}, idempotent: true },
      schema: {
        tags: ['storefront'],
        summary:
          'Checkout for a guest (email, firstName, lastName) or the logged-in customer; prices come from the catalogue',
        body: CheckoutBody,
        response: { 201: Type.Object({ order: PlacedOrder }), 400: ErrorBody, 409: CheckoutConflict },
      },
    },
    async (request, reply) => {
      const customer = await optionalCustomer(request, app.services);
      const actor: Actor = customer ? { kind: 'customer', id: customer.id } : { kind: 'system' };
      return reply.status(201).send({ order: await checkout.placeOrder(actor, request.body) });
    },
  );
}
