import type { Db } from '../../db/open.js';
import { record } from '../audit/audit.js';
import type { SqlDialect } from '../../db/dialect.js';
import type { Clock } from '../../shared/clock.js';
import { DomainError } from '../../shared/errors.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../shared/passwords.js';
import { randomToken, sha256 } from '../../shared/secrets.js';
import type { TokenSigner } from '../../shared/session-tokens.js';
import type { AuthThrottle } from '../auth-throttle/auth-throttle.service.js';
import type { Mailer } from '../mail/mailer.js';
import type { Outbox } from '../webhooks/outbox.js';
import * as customers from '../customers/customers.repository.js';
import * as repo from './customer-auth.repository.js';
import { assertCustomerPassword } from './password-policy.js';

export const CUSTOMER_SESSION_TTL_SECONDS = 24 * 3600;
const VERIFICATION_TTL_SECONDS = 24 * 3600;

export interface CustomerProfile {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  isVerified: boolean;
  createdAt: string;
}

export interface RegisterInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export const REGISTER_MESSAGE = 'Check your inbox: we sent a link to confirm your e-mail address.';

const invalidCredentials = () =>
  new DomainError('unauthenticated', 'INVALID_CREDENTIALS', 'Invalid e-mail or password');
const invalidToken = () =>
  new DomainError('invalid', 'INVALID_TOKEN', 'The verification link is invalid or has expired');

export interface CustomerAuthDeps {
  db: Db;
  dialect: SqlDialect;
  clock: Clock;
  signer: TokenSigner;
  throttle: AuthThrottle;
  mailer: Mailer;
  outbox: Outbox;
  publicUrl: string;
  shopName: () => Promise<string>;
}

export function createCustomerAuthService(deps: CustomerAuthDeps) {
  const { db, dialect, clock, signer, throttle, mailer, outbox, publicUrl } = deps;

  function verificationLink(token: string) {
    return `${publicUrl}/api2/auth/verify?token=${encodeURIComponent(token)}`;
  }

  /** Mail failures are not shown (the mailer logs them): the answer must not depend on whether an account exists. */
  async function sendMail(to: string, subject: string, text: string) {
    await mailer.send({ to, subject, text }).catch(() => undefined);
  }

  async function newVerificationToken(executor: Db, customerId: number): Promise<string> {
    const token = randomToken(32);
    const now = clock.now();
    await repo.insertVerificationToken(executor, {
      tokenHash: sha256(token),
      customerId,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + VERIFICATION_TTL_SECONDS * 1000).toISOString(),
      usedAt: null,
    });
    return token;
  }

  /**
   * The registrant's name is not in the mail: whoever registers chooses it, and any address can be registered, so
   * it would be a stranger's words in the shop's mail ("Hello Your account is locked, visit …", issue 31, item 4).
   */
  async function sendVerification(email: string, token: string) {
    const shop = await deps.shopName();
    await sendMail(
      email,
      `${shop}: confirm your e-mail address`,
      `Hello,\n\nplease confirm your e-mail address for your account at ${shop} by opening this link within 24 hours:\n\n${verificationLink(token)}\n\nIf you did not register, ignore this mail.\n`,
    );
  }

  return {
    /**
     * Registers a shopper and mails a verification link. An e-mail that is already registered gets
     * the same answer; its owner is mailed instead (a fresh link while unverified, a notice otherwise).
     */
    async register(input: RegisterInput, clientIp: string): Promise<void> {
      // Refused passwords count against the address.
      const attempt = await throttle.begin([`register:ip:${clientIp}`]);
      assertCustomerPassword(input.password);
      await attempt.succeeded();
      // Accepted registrations count too, under a key of their own (never forgiven): each costs a password hash, a
      // row and a mail, so one address may make only so many in the window (issue 31, item 4).
      await throttle.begin([`register-ok:ip:${clientIp}`]);
      const email = input.email.trim().toLowerCase();
      // Every mail this route sends to one address is capped, checked before any hash is computed: nobody can
      // flood an inbox, whichever addresses the registrations come from. Past the cap the answer stays the same.
      if (!(await throttle.consume(`register-mail:${email}`))) return;
      const passwordHash = await hashPassword(input.password);
      const now = clock.now().toISOString();
      const existing = await customers.findCustomerByEmail(db, email);
      if (existing) {
        if (existing.isVerified) {
          const shop = await deps.shopName();
          await sendMail(
            email,
            `${shop}: you already have an account`,
            `Hello,\n\nsomebody tried to register at ${shop} with this e-mail address, which already has an account.\nYou can log in with your password. If this was not you, no action is needed.\n`,
          );
        } else {
          await sendVerification(email, await newVerificationToken(db, existing.id));
        }
        return;
      }
      let created: { id: number; token: string } | null = null;
      try {
        created = await db.transaction().execute(async (trx) => {
          const id = await customers.insertCustomer(trx, {
            email,
            passwordHash,
            firstName: input.firstName.trim(),
            lastName: input.lastName.trim(),
            phone: null,
            isVerified: 0,
            verifiedAt: null,
            b2bGroup: null,
            notes: null,
            createdAt: now,
            updatedAt: now,
          });
          await record(trx, {
            entityType: 'customer',
            entityId: id,
            action: 'create',
            after: { id, email, firstName: input.firstName.trim(), lastName: input.lastName.trim(), passwordHash },
          });
          await outbox.emit(trx, 'customer.registered', {
            customerId: id,
            email,
            firstName: input.firstName.trim(),
            lastName: input.lastName.trim(),
          });
          return { id, token: await newVerificationToken(trx, id) };
        });
      } catch (e) {
        // The same address registered concurrently: answer as for any existing address.
        if (!dialect.isUniqueViolation(e)) throw e;
      }
      if (created) await sendVerification(email, created.token);
    },

    /** Marks the account verified. A used token keeps working and answers alreadyVerified. */
    async verify(token: string, clientIp: string): Promise<{ verified: true } | { alreadyVerified: true }> {
      const now = clock.now().toISOString();
      const found = await repo.findVerificationToken(db, sha256(token));
      // Tokens go with their customer (ON DELETE CASCADE); the lookup only closes the gap of a concurrent delete.
      const customer = found && (await customers.findCustomer(db, found.customerId));
      if (!found || !customer) {
        // Only guesses count: a real token (even an expired one) is no guess, and junk from the address never blocks it.
        await throttle.begin([`verify:ip:${clientIp}`]);
        throw invalidToken();
      }
      if (customer.isVerified) return { alreadyVerified: true };
      if (found.expiresAt <= now) throw invalidToken();
      await db.transaction().execute(async (trx) => {
        await customers.updateCustomer(trx, customer.id, { isVerified: 1, verifiedAt: now, updatedAt: now });
        await repo.markTokenUsed(trx, found.tokenHash, now);
      });
      return { verified: true };
    },

    /** Logs in a verified customer. Unverified accounts learn so only after the right password. */
    async login(
      email: string,
      password: string,
      clientIp: string,
    ): Promise<{ customer: CustomerProfile; token: string }> {
      const normalized = email.trim().toLowerCase();
      const keys = throttle.loginKeys('customer-login', normalized, clientIp);
      const attempt = await throttle.begin(keys);
      const row = await customers.findCustomerByEmail(db, normalized);
      const ok = row?.passwordHash
        ? await verifyPassword(row.passwordHash, password)
        : await verifyAgainstDummy(password);
      if (!row || !ok) throw invalidCredentials();
      await attempt.succeeded({ forgive: keys[0].key });
      if (!row.isVerified) {
        throw new DomainError('forbidden', 'NEEDS_VERIFICATION', 'Please confirm your e-mail address first', {
          needsVerification: true,
        });
      }
      const now = clock.now();
      const sessionId = randomToken(18);
      // Only the hash is stored: a copy of the database names no session a token could be signed for.
      await repo.insertSession(db, {
        idHash: sha256(sessionId),
        customerId: row.id,
        createdAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + CUSTOMER_SESSION_TTL_SECONDS * 1000).toISOString(),
        revokedAt: null,
      });
      const token = await signer.sign('customer', { subject: row.id, sessionId }, CUSTOMER_SESSION_TTL_SECONDS, now);
      return { customer: toProfile(row), token };
    },

    async logout(sessionId: string): Promise<void> {
      await repo.revokeSession(db, sha256(sessionId), clock.now().toISOString());
    },

    /** The customer behind a cookie token, or null when the token is invalid, expired or logged out. */
    async authenticate(token: string): Promise<{ id: number; sessionId: string } | null> {
      const now = clock.now();
      const claims = await signer.verify('customer', token, now);
      if (!claims) return null;
      const row = await repo.findActiveSession(db, sha256(claims.sessionId), claims.subject, now.toISOString());
      return row ? { id: row.customerId, sessionId: claims.sessionId } : null;
    },

    async profile(customerId: number): Promise<CustomerProfile | null> {
      const row = await customers.findCustomer(db, customerId);
      return row ? toProfile(row) : null;
    },
  };
}

function toProfile(row: {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  isVerified: number;
  createdAt: string;
}): CustomerProfile {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    isVerified: row.isVerified === 1,
    createdAt: row.createdAt,
  };
}

export type CustomerAuthService = ReturnType<typeof createCustomerAuthService>;
