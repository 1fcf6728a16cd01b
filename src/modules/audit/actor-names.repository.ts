import type { Db } from '../../db/open.js';

export interface ActorIds {
  admin: number[];
  customer: number[];
  apiKey: number[];
}

/** The names of the given admins, customers and API keys: one query per kind that has ids, run side by side. */
export async function findActorNames(
  db: Db,
  ids: ActorIds,
): Promise<{ admin: Map<number, string>; customer: Map<number, string>; apiKey: Map<number, string> }> {
  const [admins, customers, apiKeys] = await Promise.all([
    ids.admin.length === 0
      ? []
      : db.selectFrom('adminUsers').select(['id', 'name']).where('id', 'in', ids.admin).execute(),
    ids.customer.length === 0
      ? []
      : db.selectFrom('customers').select(['id', 'firstName', 'lastName']).where('id', 'in', ids.customer).execute(),
    ids.apiKey.length === 0
      ? []
      : db.selectFrom('apiKeys').select(['id', 'name']).where('id', 'in', ids.apiKey).execute(),
  ]);
  return {
    admin: new Map(admins.map((r) => [r.id, r.name])),
    customer: new Map(customers.map((r) => [r.id, `${r.firstName} ${r.lastName}`.trim()])),
    apiKey: new Map(apiKeys.map((r) => [r.id, r.name])),
  };
}

export interface EntityIds {
  order: number[];
  product: number[];
  customer: number[];
  category: number[];
}

/** What staff call the given orders (their number), products, customers and categories (their names). */
export async function findEntityNames(db: Db, ids: EntityIds): Promise<Record<keyof EntityIds, Map<number, string>>> {
  const [orders, products, customers, categories] = await Promise.all([
    ids.order.length === 0
      ? []
      : db.selectFrom('orders').select(['id', 'orderNumber']).where('id', 'in', ids.order).execute(),
    ids.product.length === 0
      ? []
      : db.selectFrom('products').select(['id', 'name']).where('id', 'in', ids.product).execute(),
    ids.customer.length === 0
      ? []
      : db.selectFrom('customers').select(['id', 'firstName', 'lastName']).where('id', 'in', ids.customer).execute(),
    ids.category.length === 0
      ? []
      : db.selectFrom('categories').select(['id', 'name']).where('id', 'in', ids.category).execute(),
  ]);
  return {
    order: new Map(orders.map((r) => [r.id, String(r.orderNumber)])),
    product: new Map(products.map((r) => [r.id, r.name])),
    customer: new Map(customers.map((r) => [r.id, `${r.firstName} ${r.lastName}`.trim()])),
    category: new Map(categories.map((r) => [r.id, r.name])),
  };
}
