/** The permission names and the role table (docs/security.md §3); the only place that knows which role may do what. */
export const PERMISSIONS = [
  'orders.read',
  'orders.write',
  'customers.read',
  'customers.write',
  'products.read',
  'products.write',
  'promotions.read',
  'promotions.write',
  'content.read',
  'content.write',
  'webhooks.read',
  'webhooks.write',
  'settings.read',
  'settings.write',
  'api_keys.manage',
  'users.manage',
  'audit.read',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

export const ROLES = ['super_admin', 'admin', 'manager', 'editor', 'support', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

const ALL: readonly Permission[] = PERMISSIONS;

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  super_admin: ALL,
  admin: ALL.filter((p) => p !== 'users.manage'),
  // Promotions set prices: those who run sales (managers) edit them; support reads them to explain a refused code.
  manager: [
    'orders.read',
    'orders.write',
    'customers.read',
    'customers.write',
    'products.read',
    'products.write',
    'promotions.read',
    'promotions.write',
  ],
  editor: ['products.read', 'products.write', 'content.read', 'content.write'],
  support: ['orders.read', 'customers.read', 'promotions.read'],
  // The change log shows who did what across the shop: for those who run it, not for every read-only role.
  viewer: ALL.filter((p) => p.endsWith('.read') && p !== 'audit.read'),
};

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

export function permissionsOf(role: string): readonly Permission[] {
  return isRole(role) ? ROLE_PERMISSIONS[role] : [];
}

export function hasPermission(role: string, permission: Permission): boolean {
  return permissionsOf(role).includes(permission);
}
