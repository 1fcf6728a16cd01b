import { Type } from 'typebox';
import { IsoDateTime } from '../common/schemas.js';
import { OrderFilterQuery } from './orders.schemas.js';

/** The order list's own query parameters (filters and sort), validated by the list's schema. */
const ViewFilter = Type.Object(OrderFilterQuery, {
  additionalProperties: false,
  description: 'the query parameters of GET /api2/admin/orders, without page and limit',
});

export const SavedView = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  filter: ViewFilter,
  shared: Type.Boolean({
    description: 'true: every member of staff who may read orders sees it; false: its owner only',
  }),
  pinned: Type.Boolean(),
  position: Type.Integer(),
  ownerId: Type.Integer(),
  count: Type.Integer({ description: 'orders matching the filter now, as the order list counts its total' }),
  countEstimated: Type.Boolean({ description: "true when count is an estimate (as the order list's totalEstimated)" }),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});

const fields = {
  name: Type.String({ minLength: 1, maxLength: 100 }),
  filter: ViewFilter,
  shared: Type.Boolean({ description: 'sharing (and changing a shared view) needs orders.write' }),
  pinned: Type.Boolean({ description: 'shown in the sidebar' }),
  position: Type.Integer({
    minimum: 0,
    maximum: 1_000_000,
    description: 'order among views of equal pinned flag, ascending',
  }),
};

export const CreateSavedViewBody = Type.Object({
  name: fields.name,
  filter: fields.filter,
  shared: Type.Optional(fields.shared),
  pinned: Type.Optional(fields.pinned),
  position: Type.Optional(fields.position),
});
export const UpdateSavedViewBody = Type.Partial(Type.Object(fields), { minProperties: 1 });
