import type { Kysely } from 'kysely';
import { isPostgres, replaceTriggerFunction } from './columns.js';
import { GUEST_KEYS, guestStatementTriggers } from './0041_customer_list_stats.js';

/**
 * PostgreSQL: the guest rows' triggers (0041) first take the transaction locks of the e-mail keys they are about to
 * write.
 *
 * A recompute (a customer deletion releasing orders, a guest order's status, amount or e-mail changed, an order
 * deleted) reads the group's orders and upserts the guest row with the totals it read. When a guest checkout of the
 * same e-mail had just made that row and not yet committed, the upsert waited for the checkout and then wrote totals
 * read before its commit: the checkout's order was missing from the row for good (found by CI; test
 * `test/orders/list-at-scale.test.ts`). Holding the key's lock until commit, a recompute reads only once every other
 * writer of the key has committed (each statement of a trigger function reads with a fresh snapshot), and a checkout
 * adds to a row only once a recompute has committed.
 *
 * A key's lock is one of LOCKS per schema, chosen by the key's hash: a lock per key filled PostgreSQL's lock table
 * (64 per connection by default) when one statement wrote thousands of groups (the seed; a bulk status change), and
 * with 256 two unrelated checkouts share a lock, and one waits for the other's commit, about once in 256. Locks are
 * taken in the order of their numbers, so two statements cannot deadlock on them.
 *
 * SQLite has one writer at a time.
 */
const LOCKS = 256;

function lockKeys(keys: string): string {
  return `perform pg_advisory_xact_lock(hashtext('guest_customers ' || current_schema()), n) from (
      select distinct hashtext(key) & ${LOCKS - 1} as n from (${keys}) as keys(key) order by n
    ) as locks`;
}

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const t of guestStatementTriggers())
    await replaceTriggerFunction(db, t.name, `${lockKeys(GUEST_KEYS[t.event])};\n${t.body}`);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const t of guestStatementTriggers()) await replaceTriggerFunction(db, t.name, t.body);
}
