import { Type } from 'typebox';
import type { App } from '../common/types.js';
import { Email, ErrorBody, Id, IsoDateTime, Nullable } from '../common/schemas.js';
import { Address, OrderStatus, PlacedOrderItem, PaymentStatus } from '../common/order.schemas.js';
import { PAYMENT_METHODS } from '../../modules/orders/order.js';
import type { Actor } from '../../shared/actor.js';
import { optionalCustomer } from '../customer/cookies.js';

const CheckoutBody = Type.Object({
  email: Type.Optional(Email),
  firstName: Type.Optional(Type.String({ maxLength: 100 })),
  lastName: Type.Optional(Type.String({ maxLength: 100 })),
  phone: Type.Optional(Type.String({ maxLength: 40 })),
  items: Type.Array(
    Type.Object(
      {
        productId: Type.Optional(Id),
        variantId: Type.Optional(Id),
        sku: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
        quantity: Type.Integer({ minimum: 1, maximum: 10_000 }),
      },
      { description: 'names the variant by variantId or sku, or by productId when the product has one variant' },
    ),
    { minItems: 1, maxItems: 100 },
  ),
  shippingAddress: Address,
  billingAddress: Type.Optional(Address),
  paymentMethod: Type.Enum(PAYMENT_METHODS),
  shippingMethodId: Type.Optional(Id),
  orderSource: Type.Optional(Type.String({ pattern: '^[a-z0-9_-]{1,50}$', description: 'origin channel, default web' })),
  note: Type.Optional(Type.String({ maxLength: 2000 })),
});

const PlacedOrder = Type.Object({
  id: Type.Integer(),
  orderNumber: Type.Integer(),
  status: OrderStatus,
  paymentStatus: PaymentStatus,
  customerEmail: Type.String(),
  items: Type.Array(PlacedOrderItem),
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

export default async function storeOrdersRoutes(app: App) {
  const { checkout } = app.services;

  app.post('/orders', {
    config: { rateLimit: {}, idempotent: true },
    schema: {
      tags: ['storefront'],
      summary: 'Checkout for a guest (email, firstName, lastName) or the logged-in customer; prices come from the catalogue',
      body: CheckoutBody,
      response: { 201: Type.Object({ order: PlacedOrder }), 400: ErrorBody, 409: ErrorBody },
    },
  }, async (request, reply) => {
    const customer = await optionalCustomer(request, app.services);
    const actor: Actor = customer ? { kind: 'customer', id: customer.id } : { kind: 'system' };
    return reply.status(201).send({ order: await checkout.placeOrder(actor, request.body) });
  });
}
