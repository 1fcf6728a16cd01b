import { Type } from 'typebox';
import { ADDRESS_TYPES } from '../../modules/customers/customer.js';
import { Email, Id, IsoDateTime, Nullable, pageQuery } from '../common/schemas.js';
import { CustomerDetailFields, CustomerStats } from '../common/customers.schemas.js';

export { Address } from '../common/customers.schemas.js';

/** Customer ids on the admin surface: guests have negative ids, so the shared positive Id does not fit. */
export const CustomerId = Type.Integer({
  minimum: -2147483647,
  maximum: 2147483647,
  description: 'negative for guest customers',
});
export const CustomerParams = Type.Object({ id: CustomerId });
export const AddressParams = Type.Object({ addressId: Id });

export const CustomerListQuery = Type.Object(pageQuery(50, 200));
export const CustomerSearchQuery = Type.Object({
  q: Type.String({ minLength: 2, maxLength: 200, description: 'at least 2 characters, matched literally' }),
});

const Contact = {
  id: CustomerId,
  email: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
};

export const CustomerListItem = Type.Object({
  ...Contact,
  phone: Type.Optional(Nullable(Type.String({ description: 'absent on guest entries' }))),
  ...CustomerStats,
  isGuest: Type.Boolean(),
  createdAt: IsoDateTime,
});

export const CustomerListBody = Type.Object({
  customers: Type.Array(CustomerListItem),
  total: Type.Integer(),
  page: Type.Integer(),
  limit: Type.Integer(),
  totalPages: Type.Integer(),
});

export const CustomerSearchBody = Type.Array(Type.Object({ ...Contact, ...CustomerStats }));

export const CustomerDetail = Type.Object({ id: CustomerId, ...CustomerDetailFields });

const Name = Type.String({ minLength: 1, maxLength: 100 });

/** Only these fields are updatable; anything else in the body is ignored. */
export const UpdateCustomerBody = Type.Object({
  email: Type.Optional(Email),
  firstName: Type.Optional(Name),
  lastName: Type.Optional(Name),
  phone: Type.Optional(Nullable(Type.String({ maxLength: 50, description: 'null or "" removes it' }))),
  vatId: Type.Optional(
    Nullable(
      Type.String({
        maxLength: 30,
        description: 'an EU VAT ID, checked for its member state\'s format (400 when malformed); null or "" removes it',
      }),
    ),
  ),
  isB2b: Type.Optional(Type.Boolean()),
  b2bGroup: Type.Optional(
    Nullable(
      Type.String({
        maxLength: 50,
        description: 'the price group of customer-group price lists; null or "" removes it',
      }),
    ),
  ),
});

export const UpdatedCustomerBody = Type.Object({
  ...Contact,
  vatId: Nullable(Type.String()),
  isB2b: Type.Boolean(),
  b2bGroup: Nullable(Type.String()),
  updatedAt: IsoDateTime,
});

const AddressFields = {
  type: Type.Enum(ADDRESS_TYPES),
  firstName: Name,
  lastName: Name,
  street: Type.String({ minLength: 1, maxLength: 200 }),
  city: Type.String({ minLength: 1, maxLength: 100 }),
  postalCode: Type.String({ minLength: 1, maxLength: 20 }),
  country: Type.String({ minLength: 1, maxLength: 100 }),
};

export const CreateAddressBody = Type.Object({
  ...AddressFields,
  isDefault: Type.Optional(
    Type.Boolean({ default: false, description: 'true clears the default of the other addresses of this type' }),
  ),
});

export const UpdateAddressBody = Type.Object({
  customerId: CustomerId,
  ...Type.Partial(Type.Object(AddressFields)).properties,
  isDefault: Type.Optional(Type.Boolean()),
});

export const AddressOwnerQuery = Type.Object({ customerId: CustomerId });
