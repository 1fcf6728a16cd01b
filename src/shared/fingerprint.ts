import crypto from 'node:crypto';
import { DomainError } from './errors.js';

/**
 * A short hash of a resource's stored state (its row, or its document): what a GET answers as its ETag and a write's
 * If-Match is compared with (docs/decisions.md, "No lost updates"). Stock, counts and other figures shown with a
 * resource are not part of it: a sale does not turn an edit into a conflict.
 */
export function fingerprint(stored: unknown): string {
  return crypto.createHash('sha256').update(JSON.stringify(stored)).digest('base64url').slice(0, 22);
}

/** The fingerprints a write accepts (`*`: any existing state); undefined when the writer sent no If-Match. */
export type Expected = readonly string[] | undefined;

/** Throws PRECONDITION_FAILED unless the stored state is one the writer expects; called with the row locked. */
export function assertUnchanged(expected: Expected, stored: unknown, what: string): void {
  if (!expected || expected.includes('*') || expected.includes(fingerprint(stored))) return;
  throw new DomainError('precondition_failed', 'PRECONDITION_FAILED', `${what} was changed since you read it`);
}
