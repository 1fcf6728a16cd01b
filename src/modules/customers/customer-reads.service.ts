// The read use cases: the merged admin list, the order search, the detail of registered and guest customers, and the
// platform views (registered customers only).
import type { Db } from '../../db/open.js';
import type { SqlDialect } from '../../db/dialect.js';
import { invalid, notFound } from '../../shared/errors.js';
import type { Page, PageRequest } from '../../shared/page.js';
import type { JsonText } from '../../shared/json-text.js';
import * as customers from './customers.repository.js';
import * as orders from './customer-orders.repository.js';
import {
  ADMIN_RECENT_ORDERS,
  NO_STATS,
  PLATFORM_RECENT_ORDERS,
  SEARCH_LIMIT,
  SEARCH_MIN_LENGTH,
  guestDetail,
  guestListItem,
  isGuestId,
  platformListItem,
  registeredDetail,
  registeredListItem,
  toSearchResult,
  type CustomerDetail,
  type CustomerRow,
  type CustomerSearchResult,
  type PlatformCustomerDetail,
  type PlatformCustomerListItem,
} from './customer.js';

export interface CustomerReadDeps {
  db: Db;
  dialect: SqlDialect;
}

export function createCustomerReads({ db, dialect }: CustomerReadDeps) {
  async function registered(row: CustomerRow, recent: number): Promise<CustomerDetail> {
    const [stats, addresses, recentOrders] = await Promise.all([
      orders.statsByCustomer(db, [row.id]),
      customers.findAddresses(db, row.id),
      orders.recentOrdersOfCustomer(db, row.id, recent),
    ]);
    return registeredDetail(row, stats.get(row.id) ?? NO_STATS, addresses, recentOrders);
  }

  return {
    /** Registered customers and guest groups merged, newest first (a guest's createdAt is their first order). */
    async list(page: PageRequest): Promise<Page<JsonText>> {
      const { entries, total } = await orders.findListPage(db, dialect, page);
      return { items: entries, total, page: page.page, limit: page.limit };
    },

    /** Up to 20 customers with orders matching q (at least 2 characters), newest matching order first. */
    async search(q: string): Promise<CustomerSearchResult[]> {
      const text = q.trim();
      if (text.length < SEARCH_MIN_LENGTH) throw invalid(`q must have at least ${SEARCH_MIN_LENGTH} characters`);
      const hits = await orders.searchHits(db, dialect, text, SEARCH_LIMIT);
      const ranked = [
        ...[...hits.registered].map(([id, latest]) => ({ id, key: null, latest })),
        ...[...hits.guests].map(([key, latest]) => ({ id: 0, key, latest })),
      ]
        .sort((a, b) => b.latest - a.latest)
        .slice(0, SEARCH_LIMIT);
      const ids = ranked.filter((r) => r.key === null).map((r) => r.id);
      const [rows, stats, guests] = await Promise.all([
        customers.findCustomersByIds(db, ids),
        orders.statsByCustomer(db, ids),
        orders.guestsByKey(
          db,
          ranked.flatMap((r) => (r.key === null ? [] : [r.key])),
        ),
      ]);
      const guestByKey = new Map(guests.map((g) => [g.emailKey, g]));
      return ranked.flatMap((r): CustomerSearchResult[] => {
        const row = r.key === null ? rows.get(r.id) : undefined;
        const group = r.key === null ? undefined : guestByKey.get(r.key);
        if (row) return [toSearchResult(registeredListItem(row, stats.get(r.id) ?? NO_STATS))];
        return group ? [toSearchResult(guestListItem(group))] : [];
      });
    },

    /** A registered customer (positive id) or a guest group (negative id) with addresses and the last 5 orders. */
    async get(id: number): Promise<CustomerDetail> {
      if (isGuestId(id)) {
        const group = (await orders.guestsByFirstOrder(db, [-id])).get(-id);
        if (!group) throw notFound('Customer');
        return guestDetail(group, await orders.recentOrdersOfGuest(db, group.emailKey, ADMIN_RECENT_ORDERS));
      }
      const row = id > 0 ? await customers.findCustomer(db, id) : undefined;
      if (!row) throw notFound('Customer');
      return registered(row, ADMIN_RECENT_ORDERS);
    },

    /** Registered customers only (guests have no account to integrate with); e-mails masked. */
    async platformList(
      filter: customers.PlatformCustomerFilter,
      page: PageRequest,
    ): Promise<Page<PlatformCustomerListItem>> {
      const result = await customers.findPlatformCustomers(db, dialect, filter, page);
      return { ...result, items: result.items.map(platformListItem) };
    },

    /** One registered customer with contact data (e-mail unmasked), addresses, the last 10 orders, B2B data and notes. */
    async platformGet(id: number): Promise<PlatformCustomerDetail> {
      const row = await customers.findCustomer(db, id);
      if (!row) throw notFound('Customer');
      return {
        ...(await registered(row, PLATFORM_RECENT_ORDERS)),
        b2b: { isB2b: row.isB2b === 1, group: row.b2bGroup },
        notes: row.notes,
        updatedAt: row.updatedAt,
      };
    },
  };
}
