import type { Db } from '../../db/open.js';
import type { Clock } from '../../shared/clock.js';
import { DomainError } from '../../shared/errors.js';
import { verifyAgainstDummy, verifyPassword } from '../../shared/passwords.js';
import { hmac, openSealed, randomToken, safeEqual, sealWith, sha256 } from '../../shared/secrets.js';
import type { TokenSigner } from '../../shared/session-tokens.js';
import type { AuthThrottle } from '../auth-throttle/auth-throttle.service.js';
import { toAdminUser, type AdminUser } from '../admin-users/admin-users.service.js';
import { findAdminByEmail } from '../admin-users/admin-users.repository.js';
import * as repo from './admin-auth.repository.js';
import { keptUntilChanged } from '../../db/data-versions.js';

export const ADMIN_ACCESS_TTL_SECONDS = 4 * 3600;
export const ADMIN_REFRESH_TTL_SECONDS = 7 * 86400;
/** How long after a refresh its token still yields the same successor (two tabs refreshing at once), not a revocation. */
export const REFRESH_GRACE_SECONDS = 10;

export interface AdminSessionTokens {
  accessToken: string;
  refreshToken: string;
  /** Seconds the refresh cookie may live: the rest of the session's absolute 7-day lifetime. */
  refreshTtlSeconds: number;
}

export interface AuthenticatedAdmin extends AdminUser {
  sessionId: string;
}

/** Sessions with their admin, read from memory while no session or admin changed (the `access` counter). */
const keptSessions = keptUntilChanged<repo.SessionAdminRow>('access', 1024);

const invalidCredentials = () =>
  new DomainError('unauthenticated', 'INVALID_CREDENTIALS', 'Invalid e-mail or password');
const invalidRefresh = () =>
  new DomainError('unauthenticated', 'UNAUTHENTICATED', 'Session expired, please log in again');

export interface AdminAuthDeps {
  db: Db;
  clock: Clock;
  signer: TokenSigner;
  throttle: AuthThrottle;
  appSecret: string;
}

export function createAdminAuthService({ db, clock, signer, throttle, appSecret }: AdminAuthDeps) {
  const csrfKey = sha256(`csrf:${appSecret}`);

  /**
   * The refresh token carries the session id in front of its random part: only the session id's hash is stored,
   * and a refresh must sign the new access token (and keep the CSRF token) for the same session id.
   */
  async function issue(adminId: number, sessionId: string, expiresAt: string, now: Date): Promise<AdminSessionTokens> {
    const refreshToken = await newRefreshToken(sessionId, now);
    return withAccessToken(adminId, sessionId, refreshToken, expiresAt, now);
  }

  async function newRefreshToken(sessionId: string, now: Date): Promise<string> {
    const refreshToken = `${sessionId}.${randomToken(32)}`;
    await repo.insertRefreshToken(db, {
      tokenHash: sha256(refreshToken),
      sessionIdHash: sha256(sessionId),
      createdAt: now.toISOString(),
      usedAt: null,
    });
    return refreshToken;
  }

  async function withAccessToken(
    adminId: number,
    sessionId: string,
    refreshToken: string,
    expiresAt: string,
    now: Date,
  ): Promise<AdminSessionTokens> {
    const accessToken = await signer.sign(
      'admin-access',
      { subject: adminId, sessionId },
      ADMIN_ACCESS_TTL_SECONDS,
      now,
    );
    const refreshTtlSeconds = Math.max(0, Math.floor((Date.parse(expiresAt) - now.getTime()) / 1000));
    return { accessToken, refreshToken, refreshTtlSeconds };
  }

  async function revokeSession(sessionIdHash: string) {
    await repo.revokeSession(db, sessionIdHash, clock.now().toISOString());
  }

  return {
    /** Checks the password (rate limited per account and address) and opens a new session. */
    async login(
      email: string,
      password: string,
      clientIp: string,
    ): Promise<{ admin: AdminUser; tokens: AdminSessionTokens }> {
      const normalized = email.trim().toLowerCase();
      const keys = throttle.loginKeys('admin-login', normalized, clientIp);
      const attempt = await throttle.begin(keys);
      const row = await findAdminByEmail(db, normalized);
      const ok = row ? await verifyPassword(row.passwordHash, password) : await verifyAgainstDummy(password);
      if (!row || !ok) throw invalidCredentials();
      await attempt.succeeded({ forgive: keys[0].key });
      const now = clock.now();
      const sessionId = randomToken(18);
      const expiresAt = new Date(now.getTime() + ADMIN_REFRESH_TTL_SECONDS * 1000).toISOString();
      // Only the hash is stored: a copy of the database names no session a token could be signed for.
      await repo.insertSession(db, {
        idHash: sha256(sessionId),
        adminId: row.id,
        createdAt: now.toISOString(),
        expiresAt,
        revokedAt: null,
      });
      return { admin: toAdminUser(row), tokens: await issue(row.id, sessionId, expiresAt, now) };
    },

    /**
     * Rotates the refresh token. The session's 7-day lifetime is never extended. A token presented again within
     * REFRESH_GRACE_SECONDS of its rotation (two tabs refreshing at once, possibly through two instances) gets the
     * same successor, opened from the database with the token itself; presented later, it means the token was
     * copied: the whole session is revoked.
     */
    async refresh(refreshToken: string, clientIp: string): Promise<AdminSessionTokens> {
      const nowDate = clock.now();
      const now = nowDate.toISOString();
      const tokenHash = sha256(refreshToken);
      const found = await repo.findRefreshToken(db, tokenHash);
      if (!found || found.revokedAt !== null || found.expiresAt <= now) {
        // Only tokens that open nothing are counted: junk cookies never keep a real token from refreshing.
        await throttle.begin([`admin-refresh:ip:${clientIp}`]);
        throw invalidRefresh();
      }
      // The token matched its hash, so the session id in front of it is the one it was issued for.
      const sessionId = refreshToken.slice(0, refreshToken.indexOf('.'));
      if (found.usedAt === null) {
        const next = await newRefreshToken(sessionId, nowDate);
        // Claimed in one statement, so of two concurrent refreshes exactly one rotates; the other finds the successor.
        if (await repo.claimRefreshToken(db, tokenHash, now, sealWith(refreshToken, next)))
          return withAccessToken(found.adminId, sessionId, next, found.expiresAt, nowDate);
        await repo.deleteRefreshToken(db, sha256(next));
      }
      const used = found.usedAt === null ? await repo.findRefreshToken(db, tokenHash) : found;
      const inGrace =
        used?.usedAt != null &&
        used.successorSealed !== null &&
        nowDate.getTime() - Date.parse(used.usedAt) < REFRESH_GRACE_SECONDS * 1000;
      const successor = inGrace ? openSealed(refreshToken, used.successorSealed!) : null;
      if (!successor) {
        await revokeSession(found.sessionIdHash);
        throw invalidRefresh();
      }
      return withAccessToken(found.adminId, sessionId, successor, found.expiresAt, nowDate);
    },

    logout: (sessionId: string) => revokeSession(sha256(sessionId)),

    /**
     * The admin behind an access token: role, existence and revocation as the database has them now (the row is kept
     * in memory only while no session or admin changed, migration 0038); the session's expiry checked on every request.
     */
    async authenticate(accessToken: string): Promise<AuthenticatedAdmin | null> {
      const now = clock.now();
      const claims = await signer.verify('admin-access', accessToken, now);
      if (!claims) return null;
      const idHash = sha256(claims.sessionId);
      const row = await keptSessions(db, `${idHash}:${claims.subject}`, () =>
        repo.findActiveSessionAdmin(db, idHash, claims.subject),
      );
      if (!row || Date.parse(row.sessionExpiresAt) <= now.getTime()) return null;
      return { ...toAdminUser(row), sessionId: claims.sessionId };
    },

    /** The CSRF token is bound to the session: a token from one session fails in any other. */
    csrfToken: (sessionId: string) => hmac(csrfKey, sessionId),

    verifyCsrf(sessionId: string, token: string | undefined): boolean {
      return typeof token === 'string' && token.length > 0 && safeEqual(hmac(csrfKey, sessionId), token);
    },
  };
}

export type AdminAuthService = ReturnType<typeof createAdminAuthService>;
