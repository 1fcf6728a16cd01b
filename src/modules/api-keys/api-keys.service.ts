import type { Db } from '../../db/open.js';
import type { Clock } from '../../shared/clock.js';
import { invalid, notFound } from '../../shared/errors.js';
import { randomToken, sha256 } from '../../shared/secrets.js';
import * as repo from './api-keys.repository.js';

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
}

/** lastUsedAt is written at most this often per key, so reads do not turn into writes. */
const LAST_USED_RESOLUTION_MS = 60_000;

const PREFIX: Record<ApiKeyPermission, string> = { read: 'shop_r_', read_write: 'shop_rw_' };

function toApiKey(row: { id: number; name: string; permission: string; keyHint: string; createdBy: number | null; createdAt: string; lastUsedAt: string | null }): ApiKey {
  return { ...row, permission: row.permission as ApiKeyPermission };
}

export function createApiKeysService({ db, clock }: { db: Db; clock: Clock }) {
  return {
    list: async () => (await repo.listApiKeys(db)).map(toApiKey),

    /** Creates a key; the returned `key` is the only time its value exists outside the caller. */
    async create(input: { name: string; permission: string }, createdBy: number | null): Promise<ApiKey & { key: string }> {
      if (!(API_KEY_PERMISSIONS as readonly string[]).includes(input.permission)) throw invalid('permission must be read or read_write');
      const name = input.name.trim();
      if (!name) throw invalid('name must not be empty');
      const permission = input.permission as ApiKeyPermission;
      const key = `${PREFIX[permission]}${randomToken(32)}`;
      const row = await repo.insertApiKey(db, { name, permission, keyHash: sha256(key), keyHint: `${PREFIX[permission]}…${key.slice(-4)}`, createdBy, createdAt: clock.now().toISOString(), lastUsedAt: null });
      return { ...toApiKey(row), key };
    },

    async remove(id: number): Promise<void> {
      if (!(await repo.deleteApiKey(db, id))) throw notFound('API key');
    },

    /** The key behind a bearer value, or null. Records lastUsedAt when the stored value is older than a minute. */
    async authenticate(rawKey: string): Promise<{ id: number; permission: ApiKeyPermission } | null> {
      if (!rawKey.startsWith('shop_') || rawKey.length > 200) return null;
      const row = await repo.findApiKeyByHash(db, sha256(rawKey));
      if (!row) return null;
      const now = clock.now();
      if (!row.lastUsedAt || now.getTime() - Date.parse(row.lastUsedAt) >= LAST_USED_RESOLUTION_MS) {
        await repo.markApiKeyUsed(db, row.id, now.toISOString());
      }
      return { id: row.id, permission: row.permission as ApiKeyPermission };
    },
  };
}

export type ApiKeysService = ReturnType<typeof createApiKeysService>;
