import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/table-types.js';

export interface AuthFailuresTable {
  id: Generated<number>;
  scopeKey: string;
  createdAt: Timestamp;
}

export interface AuthThrottleTables {
  authFailures: AuthFailuresTable;
}
