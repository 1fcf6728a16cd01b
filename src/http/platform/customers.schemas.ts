import { Type } from 'typebox';
import { Id, IsoDateTime, Nullable, platformPageQuery } from '../common/schemas.js';
import { CustomerDetailFields } from '../common/customers.schemas.js';

export const CustomerListQuery = Type.Object({
  search: Type.Optional(Type.String({ maxLength: 200, description: 'name or e-mail, matched literally' })),
  is_b2b: Type.Optional(Type.Boolean()),
  ...platformPageQuery,
});

export const CustomerListItem = Type.Object({
  id: Id,
  email: Type.String({ description: 'masked: first character + ***@ + domain' }),
  firstName: Type.String(),
  lastName: Type.String(),
  isB2b: Type.Boolean(),
  b2bGroup: Nullable(Type.String()),
  createdAt: IsoDateTime,
});

export const CustomerDetail = Type.Object({
  id: Id,
  ...CustomerDetailFields,
  b2b: Type.Object({ isB2b: Type.Boolean(), group: Nullable(Type.String()) }),
  notes: Nullable(Type.String()),
  updatedAt: IsoDateTime,
});
