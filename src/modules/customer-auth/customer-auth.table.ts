import type { Timestamp } from '../../db/table-types.js';

export interface CustomerVerificationTokensTable {
  tokenHash: string;
  customerId: number;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
}

/** Keyed by the SHA-256 of the session id, like admin sessions. */
export interface CustomerSessionsTable {
  idHash: string;
  customerId: number;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  revokedAt: Timestamp | null;
}

export interface CustomerAuthTables {
  customerVerificationTokens: CustomerVerificationTokensTable;
  customerSessions: CustomerSessionsTable;
}
