// The write use cases on registered customers: contact data, deletion and the address book. Guests (negative ids)
// have no account to write to: every write on one is refused with GUEST_CUSTOMER_READ_ONLY.
import { record } from '../audit/audit.js';
import type { Db } from '../../db/open.js';
import type { SqlDialect } from '../../db/dialect.js';
import type { Transaction } from 'kysely';
import type { Database, RowUpdate } from '../../db/database.js';
import type { Clock } from '../../shared/clock.js';
import { conflict, DomainError, invalid, notFound } from '../../shared/errors.js';
import * as customers from './customers.repository.js';
import { parseVatId } from '../tax/vat-id.js';
import { isGuestId, rowToAddress, type Address, type AddressType } from './customer.js';

export interface UpdateCustomerInput {
  email?: string;
  firstName?: string;
  lastName?: string;
  /** null or an empty string removes the phone number. */
  phone?: string | null;
  /** Checked for its member state's format (400 when malformed), stored normalized; null or "" removes it. */
  vatId?: string | null;
  isB2b?: boolean;
  /** The price group (customer-group price lists); null or "" removes it. */
  b2bGroup?: string | null;
}

export interface UpdatedCustomer {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  vatId: string | null;
  isB2b: boolean;
  b2bGroup: string | null;
  updatedAt: string;
}

export interface AddressInput {
  type: AddressType;
  firstName: string;
  lastName: string;
  street: string;
  city: string;
  postalCode: string;
  country: string;
  isDefault?: boolean;
}

export type AddressChanges = Partial<AddressInput>;

const ADDRESS_TEXT_FIELDS = ['firstName', 'lastName', 'street', 'city', 'postalCode', 'country'] as const;

export interface CustomerWriteDeps {
  db: Db;
  dialect: SqlDialect;
  clock: Clock;
}

function assertRegistered(id: number): void {
  if (isGuestId(id))
    throw new DomainError(
      'invalid',
      'GUEST_CUSTOMER_READ_ONLY',
      'Guest customers are read-only: they have orders but no account',
    );
}

function requiredText(field: string, value: string): string {
  const trimmed = value.trim();
  if (!trimmed) throw invalid(`${field} must not be empty`);
  return trimmed;
}

function vatIdOrThrow(input: string): string {
  const parsed = parseVatId(input);
  if (!parsed.ok) throw invalid(`vatId: ${parsed.reason}`);
  return parsed.vatId.normalized;
}

export function createCustomerWrites({ db, dialect, clock }: CustomerWriteDeps) {
  /** Runs fn in a transaction holding the customer's row lock; 404 when the customer does not exist. */
  function withCustomerLocked<T>(customerId: number, fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return db.transaction().execute(async (trx) => {
      if (!(await customers.lockCustomer(trx, dialect, customerId))) throw notFound('Customer');
      return fn(trx);
    });
  }

  async function saveContact(trx: Transaction<Database>, id: number, changes: RowUpdate<'customers'>) {
    const before = await customers.findCustomer(trx, id);
    if (Object.keys(changes).length === 0 || !before) return before;
    try {
      const after = await customers.updateCustomer(trx, id, { ...changes, updatedAt: clock.now().toISOString() });
      await record(trx, { entityType: 'customer', entityId: id, action: 'update', before, after });
      return after;
    } catch (e) {
      if (dialect.isUniqueViolation(e))
        throw conflict('Another customer already uses this e-mail address', 'EMAIL_IN_USE');
      throw e;
    }
  }

  return {
    /** Changes only e-mail (stored lower-case, as registration and login use it), names, phone and the B2B fields; 409 EMAIL_IN_USE. */
    async update(id: number, input: UpdateCustomerInput): Promise<UpdatedCustomer> {
      assertRegistered(id);
      const changes: RowUpdate<'customers'> = {};
      if (input.email !== undefined) changes.email = requiredText('email', input.email).toLowerCase();
      if (input.firstName !== undefined) changes.firstName = requiredText('firstName', input.firstName);
      if (input.lastName !== undefined) changes.lastName = requiredText('lastName', input.lastName);
      if (input.phone !== undefined) changes.phone = input.phone?.trim() || null;
      if (input.vatId !== undefined) changes.vatId = input.vatId?.trim() ? vatIdOrThrow(input.vatId) : null;
      if (input.isB2b !== undefined) changes.isB2b = input.isB2b ? 1 : 0;
      if (input.b2bGroup !== undefined) changes.b2bGroup = input.b2bGroup?.trim() || null;
      const row = await withCustomerLocked(id, (trx) => saveContact(trx, id, changes));
      if (!row) throw notFound('Customer');
      return {
        id: row.id,
        email: row.email,
        firstName: row.firstName,
        lastName: row.lastName,
        vatId: row.vatId,
        isB2b: row.isB2b === 1,
        b2bGroup: row.b2bGroup,
        updatedAt: row.updatedAt,
      };
    },

    /** Deletes the account and its addresses; the orders stay (without customer id) and from then on form a guest group. */
    async remove(id: number): Promise<void> {
      assertRegistered(id);
      await withCustomerLocked(id, async (trx) => {
        const before = await customers.findCustomer(trx, id);
        await customers.deleteCustomer(trx, id);
        await record(trx, { entityType: 'customer', entityId: id, action: 'delete', before });
      });
    },

    /** Adds an address; isDefault true takes the default flag off the customer's other addresses of that type. */
    async addAddress(customerId: number, input: AddressInput): Promise<Address> {
      assertRegistered(customerId);
      const values = Object.fromEntries(ADDRESS_TEXT_FIELDS.map((f) => [f, requiredText(f, input[f])])) as Pick<
        AddressInput,
        (typeof ADDRESS_TEXT_FIELDS)[number]
      >;
      const now = clock.now().toISOString();
      return withCustomerLocked(customerId, async (trx) => {
        if (input.isDefault) await customers.clearDefault(trx, customerId, input.type, null, now);
        const row = await customers.insertAddress(trx, {
          ...values,
          customerId,
          type: input.type,
          isDefault: input.isDefault ? 1 : 0,
          createdAt: now,
          updatedAt: now,
        });
        await record(trx, { entityType: 'customer_address', entityId: row.id, action: 'create', after: row });
        return rowToAddress(row);
      });
    },

    /** Changes the fields sent of an address the customer owns (else 404); the default rule as on create. */
    async updateAddress(addressId: number, customerId: number, input: AddressChanges): Promise<Address> {
      assertRegistered(customerId);
      const changes: RowUpdate<'customerAddresses'> = {};
      for (const f of ADDRESS_TEXT_FIELDS) if (input[f] !== undefined) changes[f] = requiredText(f, input[f]);
      if (input.type !== undefined) changes.type = input.type;
      if (input.isDefault !== undefined) changes.isDefault = input.isDefault ? 1 : 0;
      const now = clock.now().toISOString();
      return withCustomerLocked(customerId, async (trx) => {
        const current = await customers.findOwnAddress(trx, addressId, customerId);
        if (!current) throw notFound('Address');
        const type = (changes.type ?? current.type) as AddressType;
        if ((changes.isDefault ?? current.isDefault) === 1)
          await customers.clearDefault(trx, customerId, type, addressId, now);
        const after = await customers.updateAddress(trx, addressId, { ...changes, updatedAt: now });
        await record(trx, {
          entityType: 'customer_address',
          entityId: addressId,
          action: 'update',
          before: current,
          after,
        });
        return rowToAddress(after);
      });
    },

    /** Deletes an address the customer owns; 404 for another customer's address. */
    async removeAddress(addressId: number, customerId: number): Promise<void> {
      assertRegistered(customerId);
      await db.transaction().execute(async (trx) => {
        if (!(await customers.deleteOwnAddress(trx, addressId, customerId))) throw notFound('Address');
        await record(trx, {
          entityType: 'customer_address',
          entityId: addressId,
          action: 'delete',
          before: { customerId },
        });
      });
    },
  };
}
