import crypto from 'node:crypto';
import type { TestApp } from './app.js';
import { Client } from './client.js';
import { mailsTo, verificationToken } from './mail.js';

export interface Registration {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export function newRegistration(overrides: Partial<Registration> = {}): Registration {
  const id = crypto.randomBytes(4).toString('hex');
  return {
    email: `shopper.${id}@example.com`,
    password: `Secret-${id}-9`,
    firstName: 'Sam',
    lastName: 'Shopper',
    ...overrides,
  };
}

/** Registers through the API (from a client of its own) and returns what was sent; throws unless 201. */
export async function registerCustomer(ctx: TestApp, overrides: Partial<Registration> = {}): Promise<Registration> {
  const reg = newRegistration(overrides);
  const r = await new Client(ctx.app).post('/api2/auth/register', reg);
  if (r.status !== 201) throw new Error(`register failed: ${r.status} ${r.body}`);
  return reg;
}

/** The token of the newest verification link mailed to the address (from DATA_DIR/mail). */
export function latestVerificationToken(ctx: TestApp, email: string): string {
  const tokens = mailsTo(ctx.dataDir, email)
    .map((m) => verificationToken(m.text, ctx.config.publicUrl))
    .filter((t) => t !== null);
  const token = tokens.at(-1);
  if (!token) throw new Error(`no verification mail to ${email}`);
  return token;
}

/** Registers, verifies by the mailed link and logs in; the client holds the auth_token cookie. */
export async function loggedInCustomer(
  ctx: TestApp,
  overrides: Partial<Registration> = {},
): Promise<Registration & { client: Client }> {
  const reg = await registerCustomer(ctx, overrides);
  const client = new Client(ctx.app);
  const verify = await client.get('/api2/auth/verify', { query: { token: latestVerificationToken(ctx, reg.email) } });
  if (verify.status !== 200) throw new Error(`verify failed: ${verify.status} ${verify.body}`);
  const login = await client.post('/api2/auth/login', { email: reg.email, password: reg.password });
  if (login.status !== 200) throw new Error(`customer login failed: ${login.status} ${login.body}`);
  return { ...reg, client };
}
