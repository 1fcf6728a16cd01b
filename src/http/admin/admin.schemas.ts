import { Type } from 'typebox';
import { PERMISSIONS, ROLES } from '../../modules/admin-users/roles.js';
import { API_KEY_PERMISSIONS } from '../../modules/api-keys/api-keys.service.js';
import { Email, Id, IsoDateTime, Nullable } from '../common/schemas.js';

export const Role = Type.Enum(ROLES);
const Permissions = Type.Array(Type.Enum(PERMISSIONS));

export const AdminIdentity = Type.Object({
  id: Id,
  email: Type.String(),
  name: Type.String(),
  role: Type.String(),
  permissions: Permissions,
});

export const AdminUserBody = Type.Object({
  ...AdminIdentity.properties,
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});

export const LoginBody = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 254 }),
  password: Type.String({ minLength: 1, maxLength: 1024 }),
});

export const MeBody = Type.Object({ ...AdminIdentity.properties, csrfToken: Type.String() });

export const CreateAdminUserBody = Type.Object({
  email: Email,
  password: Type.String({ minLength: 10, maxLength: 128 }),
  name: Type.String({ minLength: 1, maxLength: 200 }),
  role: Role,
});

export const UpdateAdminUserBody = Type.Object({
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  password: Type.Optional(Type.String({ minLength: 10, maxLength: 128 })),
  role: Type.Optional(Role),
});

export const ApiKeyBody = Type.Object({
  id: Id,
  name: Type.String(),
  permission: Type.Enum(API_KEY_PERMISSIONS),
  keyHint: Type.String(),
  createdBy: Nullable(Type.Integer()),
  createdAt: IsoDateTime,
  lastUsedAt: Nullable(IsoDateTime),
  expiresAt: Nullable(IsoDateTime),
});

export const CreateApiKeyBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 200 }),
  permission: Type.Enum(API_KEY_PERMISSIONS),
  expiresAt: Type.Optional(
    Nullable(
      Type.String({
        format: 'date-time',
        description:
          'when the key stops working (401 "API key expired at …"); must be in the future; null or left out: never',
      }),
    ),
  ),
});
