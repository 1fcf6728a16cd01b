// The promotion's shapes, shared by the admin and platform surfaces (docs/api-contract.md, "Promotions").
import { Type } from 'typebox';
import { DISCOUNT_CLASSES, PROMOTION_KINDS } from '../../modules/promotions/promotion.js';
import { Id, IsoDateTime, Money, Nullable } from './schemas.js';

const Percent = Type.Number({ exclusiveMinimum: 0, maximum: 100, description: 'percent, at most 2 decimals' });
const Count = Type.Integer({ minimum: 1, maximum: 1_000_000_000 });
const Ids = Type.Array(Id, { maxItems: 1000 });

const Targets = Type.Object(
  {
    productIds: Type.Optional(Ids),
    variantIds: Type.Optional(Ids),
    categoryIds: Type.Optional(Ids),
  },
  {
    additionalProperties: false,
    description: 'Line promotions: the lines of any listed product, variant or category; nothing listed = every line',
  },
);

const Conditions = Type.Object(
  {
    minSubtotal: Type.Optional(Money),
    minQuantity: Type.Optional(Count),
    customerGroups: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 100 })),
    firstOrderOnly: Type.Optional(Type.Boolean()),
    customerIds: Type.Optional(Ids),
    customerEmails: Type.Optional(Type.Array(Type.String({ minLength: 3, maxLength: 254 }), { maxItems: 1000 })),
  },
  { additionalProperties: false },
);

const Class = Type.Enum(DISCOUNT_CLASSES);
const ClassList = Type.Array(Class, {
  maxItems: 3,
  description: 'the classes of the promotions this one may stand beside',
});

const Tier = Type.Object(
  { minSubtotal: Money, percent: Type.Optional(Percent), amount: Type.Optional(Money) },
  { additionalProperties: false },
);

const fields = {
  name: Type.String({ minLength: 1, maxLength: 200 }),
  kind: Type.Enum(PROMOTION_KINDS),
  percent: Type.Optional(Nullable(Percent)),
  amount: Type.Optional(Nullable(Money)),
  buyQuantity: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 1000 }))),
  getQuantity: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 1000 }))),
  tiers: Type.Optional(Type.Array(Tier, { maxItems: 20 })),
  targets: Type.Optional(Targets),
  conditions: Type.Optional(Conditions),
  automatic: Type.Optional(Type.Boolean({ description: 'applies without a code' })),
  exclusive: Type.Optional(Type.Boolean({ description: 'stands beside no other promotion' })),
  combinesWith: Type.Optional(ClassList),
  priority: Type.Optional(Type.Integer({ minimum: -1000, maximum: 1000 })),
  startsAt: Type.Optional(Nullable(IsoDateTime)),
  endsAt: Type.Optional(Nullable(IsoDateTime)),
  usageLimit: Type.Optional(Nullable(Count)),
  oncePerCustomer: Type.Optional(Type.Boolean()),
};

export const PromotionBody = Type.Object(fields, { additionalProperties: false });
export const PromotionPatch = Type.Partial(PromotionBody, { additionalProperties: false });

export const Promotion = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  kind: fields.kind,
  class: Class,
  percent: Nullable(Type.Number()),
  amount: Nullable(Type.Number()),
  buyQuantity: Nullable(Type.Integer()),
  getQuantity: Nullable(Type.Integer()),
  tiers: Type.Array(Tier),
  targets: Type.Object({
    productIds: Type.Array(Type.Integer()),
    variantIds: Type.Array(Type.Integer()),
    categoryIds: Type.Array(Type.Integer()),
  }),
  conditions: Conditions,
  automatic: Type.Boolean(),
  exclusive: Type.Boolean(),
  combinesWith: ClassList,
  priority: Type.Integer(),
  status: Type.Enum(['active', 'paused']),
  startsAt: Nullable(Type.String()),
  endsAt: Nullable(Type.String()),
  usageLimit: Nullable(Type.Integer()),
  used: Type.Integer({ description: 'uses held by placed orders' }),
  oncePerCustomer: Type.Boolean(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});

export const StatusQuery = Type.Object({ status: Type.Optional(Type.Enum(['active', 'paused'])) });

export const Code = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  usageLimit: Nullable(Type.Integer()),
  used: Type.Integer(),
  createdAt: Type.String(),
});

export const AddCodesBody = Type.Object(
  {
    codes: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { minItems: 1, maxItems: 1000 }),
    usageLimit: Type.Optional(Nullable(Count)),
  },
  { additionalProperties: false },
);

export const GenerateCodesBody = Type.Object(
  {
    count: Type.Integer({ minimum: 1, maximum: 100_000 }),
    prefix: Type.Optional(Type.String({ maxLength: 20 })),
    length: Type.Optional(
      Type.Integer({ minimum: 6, maximum: 32, description: 'random characters after the prefix (default 10)' }),
    ),
    usageLimit: Type.Optional(Nullable(Count)),
  },
  { additionalProperties: false },
);

export const CodesAdded = Type.Object({ added: Type.Integer() });

export const CsvAnswer = {
  description: 'The codes as CSV (code,usage_limit,used,created_at)',
  content: { 'text/csv': { schema: Type.Unsafe<unknown>({ type: 'string' }) } },
};

/** An admin list row: the promotion and what its report counts (orders holding a use, discount given). */
export const PromotionWithTotals = Type.Object({
  ...Promotion.properties,
  orders: Type.Integer({ description: 'orders holding a use: placed and not cancelled (as the report counts them)' }),
  discount: Type.Number({ description: 'EUR the promotion took off those orders' }),
});

export const Report = Type.Object({
  promotionId: Type.Integer(),
  uses: Type.Integer({ description: 'uses held now: what usageLimit counts' }),
  orders: Type.Integer({
    description: 'orders holding a use: placed and not cancelled (an expired order is cancelled)',
  }),
  discount: Type.Number({ description: 'EUR the promotion took off those orders' }),
  revenue: Type.Number({ description: "EUR: Σ of those orders' totals, after every discount" }),
  currency: Type.Literal('EUR'),
});
