import type { Timestamp } from '../../db/table-types.js';

/** Keyed by the SHA-256 of the session id: the id itself is only ever in the client's tokens. */
export interface AdminSessionsTable {
  idHash: string;
  adminId: number;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  revokedAt: Timestamp | null;
}

export interface AdminRefreshTokensTable {
  tokenHash: string;
  sessionIdHash: string;
  createdAt: Timestamp;
  usedAt: Timestamp | null;
}

export interface AdminAuthTables {
  adminSessions: AdminSessionsTable;
  adminRefreshTokens: AdminRefreshTokensTable;
}
