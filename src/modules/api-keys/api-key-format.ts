// The key format (docs/security.md §4): shop_r_ or shop_rw_, 32 random bytes in base64url (43 characters),
// an underscore and a checksum: the first 4 bytes of the SHA-256 of everything before it, as 8 hex digits.
// A secret scanner recognises a key by pattern and checksum without asking the database; keys made before the
// checksum (no suffix) stay valid.
import { randomToken, sha256 } from '../../shared/secrets.js';

export const KEY_PATTERN = /^shop_(?:r|rw)_[A-Za-z0-9_-]{43}_[0-9a-f]{8}$/;
const LEGACY_PATTERN = /^shop_(?:r|rw)_[A-Za-z0-9_-]{43}$/;

function checksum(body: string): string {
  return sha256(body).slice(0, 8);
}

export function newKey(prefix: string): string {
  const body = `${prefix}${randomToken(32)}`;
  return `${body}_${checksum(body)}`;
}

/** Whether the value can be a key: the checksummed format with a matching checksum, or the format from before it. */
export function wellFormedKey(value: string): boolean {
  if (LEGACY_PATTERN.test(value)) return true;
  return KEY_PATTERN.test(value) && checksum(value.slice(0, -9)) === value.slice(-8);
}
