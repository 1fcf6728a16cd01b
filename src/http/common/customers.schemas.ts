import { Type } from 'typebox';
import { ADDRESS_TYPES } from '../../modules/customers/customer.js';
import { Id, IsoDateTime, Nullable } from './schemas.js';

/** What the admin and the platform customer views share; each surface adds its own id schema and extras. */
export const Address = Type.Object({
  id: Id,
  type: Type.Enum(ADDRESS_TYPES),
  firstName: Type.String(),
  lastName: Type.String(),
  street: Type.String(),
  city: Type.String(),
  postalCode: Type.String(),
  country: Type.String(),
  isDefault: Type.Boolean(),
});

export const RecentOrder = Type.Object({
  id: Id,
  orderNumber: Type.Integer(),
  status: Type.String(),
  totalAmount: Type.Number(),
  createdAt: IsoDateTime,
});

export const CustomerStats = {
  orderCount: Type.Integer(),
  totalSpent: Type.Number({ description: 'EUR, orders in paid, processing, shipped or delivered' }),
};

/** The detail without its id. */
export const CustomerDetailFields = {
  email: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  phone: Nullable(Type.String()),
  ...CustomerStats,
  isVerified: Type.Boolean(),
  vatId: Nullable(Type.String({ description: 'normalized (DE123456789); null for none and for guests' })),
  isB2b: Type.Boolean(),
  b2bGroup: Nullable(Type.String({ description: 'the price group (customer-group price lists)' })),
  addresses: Type.Array(Address),
  recentOrders: Type.Array(RecentOrder),
  createdAt: IsoDateTime,
};
