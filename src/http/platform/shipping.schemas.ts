import { Type } from 'typebox';
import { Id, IsoDateTime, Nullable } from '../common/schemas.js';
import { METHOD_TYPES } from '../../modules/shipping/shipping.js';

export const Zone = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  methodCount: Type.Integer(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});

export const Method = Type.Object({
  id: Type.Integer(),
  zoneId: Type.Integer(),
  name: Type.String(),
  methodType: Type.Enum(METHOD_TYPES),
  price: Type.Number(),
  freeAbove: Nullable(Type.Number()),
  isActive: Type.Boolean(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});

export const ZoneBody = Type.Object({ name: Type.String({ minLength: 1, maxLength: 200 }) });
const Money = Type.Number({ minimum: 0, maximum: 1e8 });

const MethodFields = {
  zoneId: Id,
  name: Type.String({ minLength: 1, maxLength: 200 }),
  methodType: Type.Enum(METHOD_TYPES, { description: 'flat_rate charges price; free and pickup cost nothing' }),
  price: Type.Optional(Money),
  freeAbove: Type.Optional(Nullable(Money)),
  isActive: Type.Optional(Type.Boolean()),
};

export const CreateMethod = Type.Object(MethodFields);
export const UpdateMethod = Type.Object({
  zoneId: Type.Optional(MethodFields.zoneId),
  name: Type.Optional(MethodFields.name),
  methodType: Type.Optional(MethodFields.methodType),
  price: MethodFields.price,
  freeAbove: MethodFields.freeAbove,
  isActive: MethodFields.isActive,
});

export const Deleted = Type.Object({ deleted: Type.Literal(true), id: Type.Integer() });

export const ZoneDetail = Type.Object({ ...Zone.properties, methods: Type.Array(Method) });
