// The change log's one write path (docs/decisions.md, "The change log"): a service calls `record` in the
// transaction of its write with the entity before and after; who acted comes from the request context.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import { currentContext } from '../../shared/request-context.js';
import { insertEntries } from './audit.repository.js';

export type AuditAction = 'create' | 'update' | 'delete' | (string & {});

export interface AuditEntry {
  entityType: string;
  entityId: number | string;
  action: AuditAction;
  /** The entity before the write (absent for a create) and after (absent for a delete): plain objects. */
  before?: object | null;
  after?: object | null;
  /** Fields that name the entity (a variant's product, name and SKU), logged as [value, value] on every entry. */
  names?: Record<string, unknown>;
}

/**
 * Fields never written to the log, per entity type, besides the ones every type drops: secrets and the hashes
 * that stand for them. A new entity with a secret column adds it here.
 */
const DENIED: Record<string, readonly string[]> = {
  '*': [
    'passwordHash',
    'password',
    'keyHash',
    'tokenHash',
    'secret',
    'secretHash',
    'idHash',
    'sessionIdHash',
    'token',
    'totpSecret',
  ],
  webhook: ['signature', 'headers'],
  customer: ['verificationToken', 'resetToken'],
  api_key: ['key', 'prefix'],
};

function denied(entityType: string, field: string): boolean {
  return DENIED['*']!.includes(field) || (DENIED[entityType]?.includes(field) ?? false);
}

function same(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/** `{ field: [before, after] }` for every field that differs, secrets left out; null stands for absent. */
export function diff(
  entityType: string,
  before: object | null | undefined,
  after: object | null | undefined,
): Record<string, [unknown, unknown]> {
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  const changes: Record<string, [unknown, unknown]> = {};
  for (const field of new Set([...Object.keys(b), ...Object.keys(a)])) {
    if (denied(entityType, field)) continue;
    const from = b[field] ?? null;
    const to = a[field] ?? null;
    if (!same(from, to)) changes[field] = [from, to];
  }
  return changes;
}

/** Records the writes in the caller's transaction, in one INSERT; an update that changed nothing is not logged. */
export async function recordMany(trx: Transaction<Database>, entries: AuditEntry[]): Promise<void> {
  const ctx = currentContext();
  const createdAt = new Date().toISOString();
  const rows = [];
  for (const e of entries) {
    const changes = diff(e.entityType, e.before, e.after);
    if (e.action === 'update' && Object.keys(changes).length === 0) continue;
    for (const [field, value] of Object.entries(e.names ?? {})) changes[field] ??= [value, value];
    rows.push({
      createdAt,
      actorType: ctx.actorType,
      actorId: ctx.actorId,
      apiKeyId: ctx.apiKeyId,
      requestId: ctx.requestId,
      entityType: e.entityType,
      entityId: String(e.entityId),
      action: e.action,
      changes: JSON.stringify(changes),
    });
  }
  await insertEntries(trx, rows);
}

export function record(trx: Transaction<Database>, entry: AuditEntry): Promise<void> {
  return recordMany(trx, [entry]);
}
