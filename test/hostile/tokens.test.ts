// Issue 9 item 11: an access token signed with the right key but missing exp, iat, sub or sid is refused.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SignJWT, type JWTPayload } from 'jose';
import { buildTestApp } from '../helpers/app.js';
import { Client, adminSession } from '../helpers/client.js';
import { loggedInCustomer } from '../helpers/customers.js';
import { deriveKey } from '../../src/shared/secrets.js';

const payloadOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as JWTPayload & { sid: string };

test('admin and customer tokens without exp, iat, sub or sid are refused even when signed with the right key', async (t) => {
  const ctx = await buildTestApp(t);
  const key = deriveKey(ctx.config.appSecret, 'session-jwt');
  const admin = await adminSession(ctx.app);
  const customer = await loggedInCustomer(ctx);
  const now = Math.floor(Date.now() / 1000);
  for (const [cookie, path, real] of [
    ['admin_auth_token', '/api2/admin/me', payloadOf(admin.jar.get('admin_auth_token')!)],
    ['auth_token', '/api2/auth/me', payloadOf(customer.client.jar.get('auth_token')!)],
  ] as const) {
    const sign = (claims: JWTPayload) => new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key);
    const full = { sid: real.sid, sub: real.sub, aud: real.aud, iat: now, exp: now + 3600 };
    const control = new Client(ctx.app);
    control.jar.set(cookie, await sign(full));
    assert.equal((await control.get(path)).status, 200, `${path}: a complete token works`);
    for (const missing of ['exp', 'iat', 'sub', 'sid'] as const) {
      const { [missing]: _, ...claims } = full;
      const c = new Client(ctx.app);
      c.jar.set(cookie, await sign(claims));
      const r = await c.get(path);
      assert.equal(r.status, 401, `${path} without ${missing}: ${r.body}`);
      assert.equal(r.json.code, 'UNAUTHENTICATED');
    }
  }
});
