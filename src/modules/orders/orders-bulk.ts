// One action (a status move or a tag) on many orders: the ids picked on the list, or every order matching its filter.
// Each order answers for itself in its own transaction, as a single move would: a move the state machine refuses for
// one order does not stop the others.
import { record } from '../audit/audit.js';
import type { Db } from '../../db/open.js';
import type { SqlDialect } from '../../db/dialect.js';
import type { Actor } from '../../shared/actor.js';
import { DomainError, invalid } from '../../shared/errors.js';
import { InvalidMoveError } from './order-status.js';
import { findMatchingIds, type OrderFilter } from './order-list.repository.js';
import type { StatusChanges } from './status-changes.js';
import * as repo from './orders.repository.js';

/** The most orders one bulk action takes: a larger filter is refused, to be narrowed (decisions.md, "Bulk order actions"). */
export const BULK_LIMIT = 500;

/** Moves that close an order for good: in bulk as alone, they need a reason, which lands in each order's history. */
const CLOSING = ['cancelled', 'refunded'];

export interface BulkInput {
  orderIds?: number[];
  filter?: OrderFilter;
  status?: string;
  note?: string;
  tagId?: number;
}

export interface BulkOutcome {
  id: number;
  orderNumber: number | null;
  ok: boolean;
  code?: string;
  error?: string;
  /** The order's status when a move from it was refused (INVALID_STATUS_TRANSITION). */
  currentStatus?: string;
}

export interface BulkDeps {
  db: Db;
  dialect: SqlDialect;
  status: StatusChanges;
  addTag: (id: number, tagId: number) => Promise<unknown>;
}

export function createOrdersBulk({ db, dialect, status, addTag }: BulkDeps) {
  return async function bulk(actor: Actor, input: BulkInput): Promise<{ matched: number; results: BulkOutcome[] }> {
    if ((input.orderIds === undefined) === (input.filter === undefined))
      throw invalid('Send either orderIds or filter');
    if ((input.status === undefined) === (input.tagId === undefined)) throw invalid('Send either a status or a tagId');
    const note = input.note?.trim() || undefined;
    if (input.status !== undefined && CLOSING.includes(input.status) && !note)
      throw invalid(`note: give a reason to move orders to ${input.status}`);
    if (input.tagId !== undefined && (await repo.countTags(db, [input.tagId])) === 0)
      throw invalid('tagId: unknown tag');
    // The filter is read once, before the first change: orders that a move takes out of it are still done, and the
    // ones it brings in are not.
    const ids = input.orderIds
      ? [...new Set(input.orderIds)]
      : await findMatchingIds(db, dialect, input.filter!, BULK_LIMIT + 1);
    if (ids.length > BULK_LIMIT)
      throw invalid(`The filter matches more than ${BULK_LIMIT} orders; narrow it and repeat`, { limit: BULK_LIMIT });
    const numbers = await repo.findOrderNumbers(db, ids);
    const results: BulkOutcome[] = [];
    for (const id of ids) {
      const orderNumber = numbers.get(id) ?? null;
      try {
        if (orderNumber === null) throw new DomainError('not_found', 'NOT_FOUND', 'Order not found');
        if (input.status !== undefined) await status.changeStatus(actor, id, { status: input.status, note });
        else await addTag(id, input.tagId!);
        results.push({ id, orderNumber, ok: true });
      } catch (e) {
        // A database that fails is the request's failure (503), not one order's refusal.
        if (!(e instanceof DomainError) || e.kind === 'unavailable') throw e;
        results.push({
          id,
          orderNumber,
          ok: false,
          code: e.code,
          error: e.message,
          ...(e instanceof InvalidMoveError ? { currentStatus: e.from } : {}),
        });
      }
    }
    await db.transaction().execute((trx) =>
      record(trx, {
        entityType: 'order_bulk',
        entityId: input.filter ? 'filter' : 'selection',
        action: input.status !== undefined ? 'status' : 'tag',
        after: {
          ...(input.filter ? { filter: input.filter } : {}),
          ...(input.status !== undefined ? { status: input.status } : { tagId: input.tagId }),
          ...(note ? { note } : {}),
          done: results.filter((r) => r.ok).map((r) => r.id),
          refused: results.filter((r) => !r.ok).map((r) => r.id),
        },
      }),
    );
    return { matched: ids.length, results };
  };
}
