import type { Db } from '../../db/open.js';
import type { SqlDialect } from '../../db/dialect.js';
import type { Clock } from '../../shared/clock.js';
import { createCustomerReads } from './customer-reads.service.js';
import { createCustomerWrites } from './customer-writes.service.js';

/** Customers for the admin and platform surfaces: reads (registered and guest) and writes (registered only). */
export function createCustomersService(deps: { db: Db; dialect: SqlDialect; clock: Clock }) {
  return { ...createCustomerReads(deps), ...createCustomerWrites(deps) };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
