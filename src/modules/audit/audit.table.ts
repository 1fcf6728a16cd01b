import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/table-types.js';

export interface AuditLogTable {
  id: Generated<number>;
  createdAt: Timestamp;
  actorType: string;
  actorId: string | null;
  apiKeyId: number | null;
  requestId: string | null;
  entityType: string;
  entityId: string;
  action: string;
  /** JSON: { field: [before, after] }. */
  changes: string;
}

export interface AuditTables {
  auditLog: AuditLogTable;
}
