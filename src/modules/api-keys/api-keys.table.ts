import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/table-types.js';

export interface ApiKeysTable {
  id: Generated<number>;
  name: string;
  permission: string;
  keyHash: string;
  keyHint: string;
  createdBy: number | null;
  createdAt: Timestamp;
  lastUsedAt: Timestamp | null;
  /** After this the key answers 401; null never expires. */
  expiresAt: Timestamp | null;
}

export interface ApiKeyTables {
  apiKeys: ApiKeysTable;
}
