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

/** AES-256-GCM under the SHA-256 of `secret`: only a holder of `secret` can open it. base64url of iv, tag, text. */
export function sealWith(secret: string, plaintext: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv(
    'aes-256-gcm',
    crypto.createHash('sha256').update(`seal:${secret}`).digest(),
    iv,
  );
  const text = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), text]).toString('base64url');
}

/** The plaintext of sealWith, or null when `secret` is not the one it was sealed with. */
export function openSealed(secret: string, sealed: string): string | null {
  const raw = Buffer.from(sealed, 'base64url');
  if (raw.length < 28) return null;
  const decipher = crypto.createDecipheriv(
    'aes-256-gcm',
    crypto.createHash('sha256').update(`seal:${secret}`).digest(),
    raw.subarray(0, 12),
  );
  decipher.setAuthTag(raw.subarray(12, 28));
  try {
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
