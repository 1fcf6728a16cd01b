// German: each feature's German messages beside its English ones (features/<name>/messages.ts).
import type { MessageId } from './en';
import * as shared from './shared';
import * as apiKeys from '../features/api-keys/messages';
import * as blog from '../features/blog/messages';
import * as categories from '../features/categories/messages';
import * as changeLog from '../features/change-log/messages';
import * as customers from '../features/customers/messages';
import * as home from '../features/home/messages';
import * as inventory from '../features/inventory/messages';
import * as login from '../features/login/messages';
import * as media from '../features/media/messages';
import * as orders from '../features/orders/messages';
import * as pages from '../features/pages/messages';
import * as products from '../features/products/messages';
import * as redirects from '../features/redirects/messages';
import * as returns from '../features/returns/messages';
import * as seo from '../features/seo/messages';
import * as settings from '../features/settings/messages';
import * as shipping from '../features/shipping/messages';
import * as tax from '../features/tax/messages';
import * as translations from '../features/translations/messages';
import * as users from '../features/users/messages';
import * as webhooks from '../features/webhooks/messages';
import * as promotions from '../features/promotions/messages';

export const de: Record<MessageId, string> = {
  ...shared.de,
  ...apiKeys.de,
  ...blog.de,
  ...categories.de,
  ...changeLog.de,
  ...customers.de,
  ...home.de,
  ...inventory.de,
  ...login.de,
  ...media.de,
  ...orders.de,
  ...pages.de,
  ...products.de,
  ...redirects.de,
  ...returns.de,
  ...seo.de,
  ...settings.de,
  ...shipping.de,
  ...tax.de,
  ...translations.de,
  ...users.de,
  ...webhooks.de,
  ...promotions.de,
};
