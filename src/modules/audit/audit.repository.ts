import type { Transaction } from 'kysely';
import type { Database, NewRow, Row } from '../../db/database.js';
import type { Db } from '../../db/open.js';
import { fixedInsert } from '../../db/fixed-query.js';

export type AuditRow = Row<'auditLog'>;

const entryInsert = fixedInsert('auditLog');

/** One statement however many entries: a bulk write costs one extra round trip, not one per row. */
export async function insertEntries(trx: Transaction<Database>, rows: NewRow<'auditLog'>[]): Promise<void> {
  // Nearly every write records one entry (a checkout does): that statement is built once.
  if (rows.length === 1) await entryInsert(trx, rows[0]!);
  else if (rows.length > 1) await trx.insertInto('auditLog').values(rows).execute();
}

export interface AuditFilter {
  entityType?: string;
  entityId?: string;
  actorType?: string;
  actorId?: string;
  action?: string;
  requestId?: string;
  from?: string;
  to?: string;
}

/** Newest first by id; `before` is the keyset cursor (the last id of the previous page). */
export function findEntries(db: Db, f: AuditFilter, limit: number, before?: number): Promise<AuditRow[]> {
  let q = db.selectFrom('auditLog').selectAll();
  if (f.entityType !== undefined) q = q.where('entityType', '=', f.entityType);
  if (f.entityId !== undefined) q = q.where('entityId', '=', f.entityId);
  if (f.actorType !== undefined) q = q.where('actorType', '=', f.actorType);
  if (f.actorId !== undefined) q = q.where('actorId', '=', f.actorId);
  if (f.action !== undefined) q = q.where('action', '=', f.action);
  if (f.requestId !== undefined) q = q.where('requestId', '=', f.requestId);
  if (f.from !== undefined) q = q.where('createdAt', '>=', f.from);
  if (f.to !== undefined) q = q.where('createdAt', '<', f.to);
  if (before !== undefined) q = q.where('id', '<', before);
  return q.orderBy('id', 'desc').limit(limit).execute();
}

/** Deletes at most `limit` of the oldest entries created before `cutoff`; returns how many it deleted. */
export async function pruneBatch(db: Db, cutoff: string, limit: number): Promise<number> {
  const ids = (
    await db
      .selectFrom('auditLog')
      .select('id')
      .where('createdAt', '<', cutoff)
      .orderBy('createdAt')
      .orderBy('id')
      .limit(limit)
      .execute()
  ).map((r) => r.id);
  if (ids.length === 0) return 0;
  const result = await db.deleteFrom('auditLog').where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}
