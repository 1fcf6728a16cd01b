// Queries over the customers and customer_addresses tables. Plain functions, the executor first.
import type { Transaction } from 'kysely';
import type { Database, NewRow, RowUpdate } from '../../db/database.js';
import type { Db } from '../../db/open.js';
import type { SqlDialect } from '../../db/dialect.js';
import { paginate } from '../../db/paginate.js';
import type { Page, PageRequest } from '../../shared/page.js';
import { inCandidates } from '../../db/text-search.js';
import { CUSTOMER_INDEX, searchWords, type AddressRow, type AddressType, type CustomerRow } from './customer.js';

export function findCustomer(db: Db, id: number): Promise<CustomerRow | undefined> {
  return db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();
}

/** By e-mail as stored (registration and login store and look up the trimmed, lower-cased address). */
export function findCustomerByEmail(db: Db, email: string): Promise<CustomerRow | undefined> {
  return db.selectFrom('customers').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function insertCustomer(executor: Db, values: NewRow<'customers'>): Promise<number> {
  return (await executor.insertInto('customers').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function findCustomersByIds(db: Db, ids: number[]): Promise<Map<number, CustomerRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('customers').selectAll().where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r]));
}

/** Row-locks the customer until the transaction ends (PostgreSQL), so address writes of one customer queue up. */
export function lockCustomer(
  trx: Transaction<Database>,
  dialect: SqlDialect,
  id: number,
): Promise<{ id: number } | undefined> {
  return dialect.forUpdate(trx.selectFrom('customers').select('id').where('id', '=', id)).executeTakeFirst();
}

export function updateCustomer(db: Db, id: number, changes: RowUpdate<'customers'>): Promise<CustomerRow | undefined> {
  return db.updateTable('customers').set(changes).where('id', '=', id).returningAll().executeTakeFirst();
}

/** Addresses, sessions and tokens go with the row (ON DELETE CASCADE); orders keep theirs with customer_id set null. */
export async function deleteCustomer(db: Db, id: number): Promise<boolean> {
  // The orders are released before the row goes, not by the foreign key's SET NULL: that ran after the row's own
  // triggers had taken the customer list's day counters, and then waited for the guest rows, the reverse of a
  // checkout's order, which deadlocked a guest checkout with the same e-mail on PostgreSQL.
  await db.updateTable('orders').set({ customerId: null }).where('customerId', '=', id).execute();
  const r = await db.deleteFrom('customers').where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

export interface PlatformCustomerFilter {
  search?: string;
  isB2b?: boolean;
}

export async function findPlatformCustomers(
  db: Db,
  dialect: SqlDialect,
  filter: PlatformCustomerFilter,
  page: PageRequest,
): Promise<Page<CustomerRow>> {
  let q = db.selectFrom('customers').selectAll();
  const { search } = filter;
  if (search) {
    const candidates = await dialect.searchCandidates(db, CUSTOMER_INDEX, searchWords(search));
    if (candidates) q = q.where((eb) => inCandidates(eb.ref('customers.id'), candidates));
    q = q.where((eb) =>
      eb.or([
        dialect.containsInsensitive(eb.ref('email'), search),
        dialect.containsInsensitive(eb(eb(eb.ref('firstName'), '||', ' '), '||', eb.ref('lastName')), search),
      ]),
    );
  }
  if (filter.isB2b !== undefined) q = q.where('isB2b', '=', filter.isB2b ? 1 : 0);
  return paginate(q.orderBy('createdAt', 'desc').orderBy('id', 'desc'), page);
}

export function findAddresses(db: Db, customerId: number): Promise<AddressRow[]> {
  return db
    .selectFrom('customerAddresses')
    .selectAll()
    .where('customerId', '=', customerId)
    .orderBy('type')
    .orderBy('isDefault', 'desc')
    .orderBy('id')
    .execute();
}

export function findOwnAddress(db: Db, id: number, customerId: number): Promise<AddressRow | undefined> {
  return db
    .selectFrom('customerAddresses')
    .selectAll()
    .where('id', '=', id)
    .where('customerId', '=', customerId)
    .executeTakeFirst();
}

export function insertAddress(trx: Transaction<Database>, values: NewRow<'customerAddresses'>): Promise<AddressRow> {
  return trx.insertInto('customerAddresses').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateAddress(
  trx: Transaction<Database>,
  id: number,
  changes: RowUpdate<'customerAddresses'>,
): Promise<AddressRow> {
  return trx
    .updateTable('customerAddresses')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Takes the default flag off the customer's other addresses of that type: at most one default per customer and type. */
export async function clearDefault(
  trx: Transaction<Database>,
  customerId: number,
  type: AddressType,
  exceptId: number | null,
  now: string,
): Promise<void> {
  let q = trx
    .updateTable('customerAddresses')
    .set({ isDefault: 0, updatedAt: now })
    .where('customerId', '=', customerId)
    .where('type', '=', type)
    .where('isDefault', '=', 1);
  if (exceptId !== null) q = q.where('id', '!=', exceptId);
  await q.execute();
}

export async function deleteOwnAddress(db: Db, id: number, customerId: number): Promise<boolean> {
  const r = await db
    .deleteFrom('customerAddresses')
    .where('id', '=', id)
    .where('customerId', '=', customerId)
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}
