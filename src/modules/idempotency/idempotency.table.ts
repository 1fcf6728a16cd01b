/** One Idempotency-Key per scope (migration 0025): an in-flight claim while responseStatus is null, then the stored answer. */
export interface IdempotencyKeysTable {
  /** Whose key it is: `v1:<api key id>`, `store:customer:<id>`, `store:ip:<address>`. */
  scope: string;
  idempotencyKey: string;
  /** SHA-256 of the method, path and canonical JSON body of the first request. */
  fingerprint: string;
  /** The current claimant's random token: only it may store the answer or release the claim. */
  token: string;
  /** Until then an unanswered claim counts as in flight (409); afterwards a retry may take it over. */
  lockedUntil: string;
  responseStatus: number | null;
  responseBody: string | null;
  createdAt: string;
  expiresAt: string;
}

export interface IdempotencyTables {
  idempotencyKeys: IdempotencyKeysTable;
}
