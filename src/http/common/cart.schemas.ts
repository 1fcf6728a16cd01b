import { Type } from 'typebox';
import { describing, Id, Nullable } from './schemas.js';
import { REFUSAL_REASONS } from '../../modules/promotions/promotion.js';
import type { CartQuote as Quote } from '../../modules/orders/checkout-pricing.js';

/** A cart's lines as checkout and the quote take them. */
export const Items = Type.Array(
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
);

export const Codes = Type.Optional(
  Type.Array(Type.String({ minLength: 1, maxLength: 64 }), {
    maxItems: 10,
    description: 'promotion codes, case-insensitive',
  }),
);

const Discount = Type.Object({
  promotionId: Type.Integer(),
  code: Nullable(Type.String()),
  class: Type.Enum(['product', 'order', 'shipping']),
  amount: Type.Number({ description: 'EUR' }),
});

/** The domain's CartQuote (modules/orders/checkout-pricing.ts). */
export const CartQuote = describing<Quote>()(
  Type.Object({
    lines: Type.Array(
      Type.Object({
        productId: Type.Integer(),
        variantId: Type.Integer(),
        sku: Type.String(),
        quantity: Type.Integer(),
        unitPrice: Type.Number(),
        subtotal: Type.Number({ description: 'unitPrice × quantity' }),
        discounts: Type.Array(Discount, {
          description: "line discounts, then this line's share of each order discount, in order of application",
        }),
        discount: Type.Number(),
        total: Type.Number({ description: 'subtotal − discount' }),
      }),
    ),
    subtotal: Type.Number(),
    discount: Type.Number({ description: "Σ of the lines' discounts" }),
    shippingCost: Type.Number(),
    shippingDiscount: Type.Number(),
    total: Type.Number({ description: 'Σ line totals + shippingCost − shippingDiscount: what checkout charges' }),
    tax: Type.Number({ description: 'VAT included in total' }),
    reverseCharge: Type.Boolean({
      description: 'a VAT ID VIES confirmed, of and to another member state: 0 % VAT (docs/tax.md, "B2B")',
    }),
    applied: Type.Array(Discount, { description: 'each applied promotion once, with what it took off in all' }),
    refused: Type.Array(Type.Object({ code: Type.String(), reason: Type.Enum(REFUSAL_REASONS) })),
  }),
);
