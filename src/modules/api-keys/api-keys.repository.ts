// Queries over the api_keys table. Plain functions, the executor first.
import type { NewRow } from '../../db/database.js';
import type { Db } from '../../db/open.js';
import { fixedQuery } from '../../db/fixed-query.js';

/** Every column but the key's hash, which never leaves the module. */
const columns = ['id', 'name', 'permission', 'keyHint', 'createdBy', 'createdAt', 'lastUsedAt', 'expiresAt'] as const;

/** Newest first. */
export function listApiKeys(db: Db) {
  return db.selectFrom('apiKeys').select(columns).orderBy('id', 'desc').execute();
}

export function insertApiKey(db: Db, values: NewRow<'apiKeys'>) {
  return db.insertInto('apiKeys').values(values).returning(columns).executeTakeFirstOrThrow();
}

export async function deleteApiKey(db: Db, id: number): Promise<boolean> {
  const r = await db.deleteFrom('apiKeys').where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

// Every platform request reads its key: built once (src/db/fixed-query.ts).
const apiKeyByHash = fixedQuery(
  (db, p: { keyHash: string }) =>
    db.selectFrom('apiKeys').select(['id', 'permission', 'lastUsedAt', 'expiresAt']).where('keyHash', '=', p.keyHash),
  { prepared: true },
);

export async function findApiKeyByHash(db: Db, keyHash: string) {
  return (await apiKeyByHash(db, { keyHash }))[0];
}

/** Records a use unless one after `staleBefore` is recorded: of concurrent requests at most one writes. */
export async function markApiKeyUsed(db: Db, id: number, now: string, staleBefore: string): Promise<void> {
  await db
    .updateTable('apiKeys')
    .set({ lastUsedAt: now })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('lastUsedAt', 'is', null), eb('lastUsedAt', '<=', staleBefore)]))
    .execute();
}
