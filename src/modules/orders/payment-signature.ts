import crypto from 'node:crypto';

/** The hex HMAC-SHA256 of the raw body that the payment provider sends in X-Payment-Signature. */
export function signPayment(secret: string, raw: Buffer | string): string {
  return crypto.createHmac('sha256', secret).update(raw).digest('hex');
}

/** Constant-time check of a signature header against the raw body. */
export function isValidPaymentSignature(secret: string, raw: Buffer, header: string | undefined): boolean {
  if (!header || !/^[0-9a-f]{64}$/i.test(header.trim())) return false;
  const expected = Buffer.from(signPayment(secret, raw), 'hex');
  return crypto.timingSafeEqual(expected, Buffer.from(header.trim(), 'hex'));
}
