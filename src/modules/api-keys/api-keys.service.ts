import type { Db } from '../../db/open.js';
import { record } from '../audit/audit.js';
import type { Clock } from '../../shared/clock.js';
import { DomainError, invalid, notFound } from '../../shared/errors.js';
import { sha256 } from '../../shared/secrets.js';
import { newKey, wellFormedKey } from './api-key-format.js';
import * as repo from './api-keys.repository.js';
import { keptUntilChanged } from '../../db/data-versions.js';

export const API_KEY_PERMISSIONS = ['read', 'read_write'] as const;
export type ApiKeyPermission = (typeof API_KEY_PERMISSIONS)[number];

export interface ApiKey {
  id: number;
  name: string;
  permission: ApiKeyPermission;
  /** Prefix and last four characters, enough to recognise a key without revealing it. */
  keyHint: string;
  createdBy: number | null;
  createdAt: string;
  lastUsedAt: string | null;
  /** After this the key answers 401; null never expires. */
  expiresAt: string | null;
}

/** lastUsedAt is written at most this often per key, so reads do not turn into writes. */
const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * Keys by hash, read from memory while no key changed (the `access` counter, migration 0038): one round trip less per
 * platform request. Expiry is still checked on every request; a created, deleted or used key changes the counter.
 */
const keptKeys = keptUntilChanged<NonNullable<Awaited<ReturnType<typeof repo.findApiKeyByHash>>>>('access', 1024);

const PREFIX: Record<ApiKeyPermission, string> = { read: 'shop_r_', read_write: 'shop_rw_' };

function toApiKey(row: {
  id: number;
  name: string;
  permission: string;
  keyHint: string;
  createdBy: number | null;
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt: string | null;
}): ApiKey {
  return { ...row, permission: row.permission as ApiKeyPermission };
}

export function createApiKeysService({ db, clock }: { db: Db; clock: Clock }) {
  return {
    list: async () => (await repo.listApiKeys(db)).map(toApiKey),

    /** Creates a key; the returned `key` is the only time its value exists outside the caller. */
    async create(
      input: { name: string; permission: string; expiresAt?: string | null },
      createdBy: number | null,
    ): Promise<ApiKey & { key: string }> {
      if (!(API_KEY_PERMISSIONS as readonly string[]).includes(input.permission))
        throw invalid('permission must be read or read_write');
      const name = input.name.trim();
      if (!name) throw invalid('name must not be empty');
      const now = clock.now();
      const expiresAt = input.expiresAt == null ? null : new Date(input.expiresAt);
      if (expiresAt && Number.isNaN(expiresAt.getTime())) throw invalid('expiresAt must be a date-time');
      if (expiresAt && expiresAt.getTime() <= now.getTime()) throw invalid('expiresAt must be in the future');
      const permission = input.permission as ApiKeyPermission;
      const key = newKey(PREFIX[permission]);
      const row = await db.transaction().execute(async (trx) => {
        const created = await repo.insertApiKey(trx, {
          name,
          permission,
          keyHash: sha256(key),
          keyHint: `${PREFIX[permission]}…${key.slice(-4)}`,
          createdBy,
          createdAt: now.toISOString(),
          lastUsedAt: null,
          expiresAt: expiresAt?.toISOString() ?? null,
        });
        await record(trx, { entityType: 'api_key', entityId: created.id, action: 'create', after: created });
        return created;
      });
      return { ...toApiKey(row), key };
    },

    async remove(id: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        if (!(await repo.deleteApiKey(trx, id))) throw notFound('API key');
        await record(trx, { entityType: 'api_key', entityId: id, action: 'delete' });
      });
    },

    /**
     * The key behind a bearer value, or null; a value with a wrong checksum is refused without a query. An expired
     * key is 401 with a message saying so. Records lastUsedAt when the stored value is older than a minute.
     */
    async authenticate(rawKey: string): Promise<{ id: number; permission: ApiKeyPermission } | null> {
      if (!wellFormedKey(rawKey)) return null;
      const keyHash = sha256(rawKey);
      const row = await keptKeys(db, keyHash, () => repo.findApiKeyByHash(db, keyHash));
      if (!row) return null;
      const now = clock.now();
      if (row.expiresAt && Date.parse(row.expiresAt) <= now.getTime()) {
        // The platform's 401 body is {error: 'Unauthorized'} (spec); the reason goes beside it.
        const message = `API key expired at ${new Date(row.expiresAt).toISOString()}`;
        throw new DomainError('unauthenticated', 'UNAUTHENTICATED', message, { message });
      }
      if (!row.lastUsedAt || now.getTime() - Date.parse(row.lastUsedAt) >= LAST_USED_RESOLUTION_MS) {
        await repo.markApiKeyUsed(
          db,
          row.id,
          now.toISOString(),
          new Date(now.getTime() - LAST_USED_RESOLUTION_MS).toISOString(),
        );
      }
      return { id: row.id, permission: row.permission as ApiKeyPermission };
    },
  };
}

export type ApiKeysService = ReturnType<typeof createApiKeysService>;
