import { SignJWT, jwtVerify } from 'jose';
import { deriveKey } from './secrets.js';

/** Distinct audiences keep one kind of token from being accepted as another. */
export type TokenAudience = 'admin-access' | 'customer';

export interface SessionClaims {
  subject: number;
  sessionId: string;
}

/** Tokens whose signature was checked, kept so that a session's next requests skip the HMAC (see verify). */
const VERIFIED_KEPT = 10_000;

interface Verified {
  audience: TokenAudience;
  claims: SessionClaims;
  /** exp, in ms */
  expiresAt: number;
}

export function createTokenSigner(appSecret: string) {
  const verified = new Map<string, Verified>();
  // Imported once: given raw bytes, jose imports the key anew on every call, a tenth of an admin list request's CPU.
  const key = crypto.subtle.importKey(
    'raw',
    deriveKey(appSecret, 'session-jwt'),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return {
    async sign(audience: TokenAudience, claims: SessionClaims, ttlSeconds: number, now: Date): Promise<string> {
      const iat = Math.floor(now.getTime() / 1000);
      return new SignJWT({ sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(claims.subject))
        .setAudience(audience)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ttlSeconds)
        .sign(await key);
    },

    /**
     * The claims of a valid token of that audience, or null for anything forged, expired or malformed. A token
     * that verified is kept by its exact text until its exp: WebCrypto's HMAC check cost a fifth of an admin list
     * request's CPU, and only tokens this signer made ever enter the map. Revocation is the session's business
     * (its row is checked on every request), not the token's.
     */
    async verify(audience: TokenAudience, token: string, now: Date): Promise<SessionClaims | null> {
      const kept = verified.get(token);
      if (kept && kept.audience === audience && now.getTime() < kept.expiresAt) return kept.claims;
      if (kept) verified.delete(token);
      try {
        // jose checks exp only when present: a token without it would never expire.
        const { payload } = await jwtVerify(token, await key, {
          audience,
          algorithms: ['HS256'],
          currentDate: now,
          requiredClaims: ['exp', 'iat', 'sub', 'sid'],
        });
        const subject = Number(payload.sub);
        if (!Number.isSafeInteger(subject) || typeof payload.sid !== 'string') return null;
        const claims = { subject, sessionId: payload.sid };
        if (verified.size >= VERIFIED_KEPT) verified.delete(verified.keys().next().value!);
        verified.set(token, { audience, claims, expiresAt: payload.exp! * 1000 });
        return claims;
      } catch {
        return null;
      }
    },
  };
}

export type TokenSigner = ReturnType<typeof createTokenSigner>;
