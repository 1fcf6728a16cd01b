import crypto from 'node:crypto';

/** A random token of `bytes` bytes, base64url (URL and cookie safe). */
export function randomToken(bytes = 32): string {
  return crypto.randomBytes(bytes).toString('base64url');
}

/** Tokens with at least 128 bits of randomness are stored as their SHA-256; no salt is needed for such inputs. */
export function sha256(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex');
}

export function hmac(key: string, value: string): string {
  return crypto.createHmac('sha256', key).update(value).digest('base64url');
}

/** Constant-time comparison of two strings of any length (compares their digests). */
export function safeEqual(a: string, b: string): boolean {
  const da = crypto.createHash('sha256').update(a).digest();
  const db = crypto.createHash('sha256').update(b).digest();
  return crypto.timingSafeEqual(da, db) && a.length === b.length;
}

/** Derives a purpose-bound key from the application secret, so one secret never signs two kinds of thing. */
export function deriveKey(appSecret: string, purpose: string): Uint8Array {
  return new Uint8Array(crypto.createHmac('sha256', appSecret).update(`shop:${purpose}`).digest());
}
