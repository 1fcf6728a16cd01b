// Part 2's navigation entries: each shown only to roles whose /me permissions include the one its screen reads with.
import type { Permission } from './session';

export const PART2_SCREENS = [
  { to: '/products', label: 'nav.products', permission: 'products.read' },
  { to: '/categories', label: 'nav.categories', permission: 'products.read' },
  { to: '/inventory', label: 'nav.inventory', permission: 'products.read' },
  { to: '/blog', label: 'nav.blog', permission: 'content.read' },
  { to: '/pages', label: 'nav.pages', permission: 'content.read' },
  { to: '/media', label: 'nav.media', permission: 'content.read' },
  { to: '/redirects', label: 'nav.redirects', permission: 'content.read' },
  { to: '/seo', label: 'nav.seo', permission: 'content.read' },
  { to: '/translations', label: 'nav.translations', permission: 'content.read' },
  { to: '/shipping', label: 'nav.shipping', permission: 'settings.read' },
  { to: '/api-keys', label: 'nav.apiKeys', permission: 'api_keys.manage' },
  { to: '/webhooks', label: 'nav.webhooks', permission: 'webhooks.read' },
  { to: '/users', label: 'nav.users', permission: 'users.manage' },
  { to: '/settings', label: 'nav.settings', permission: 'settings.read' },
] as const satisfies readonly { to: string; label: string; permission: Permission }[];

export type Part2Screen = (typeof PART2_SCREENS)[number];
