// The error shape every surface answers with, checked the same way by all hostile-input tests.
import assert from 'node:assert/strict';
import type { Reply } from '../helpers/client.js';

export type Shape = 'coded' | 'platform';

/** The shape of the surface a path belongs to: `{error}` on the platform, `{error, code}` everywhere else. */
export const shapeOf = (path: string): Shape =>
  path.startsWith('/api2/v1/') || path === '/api2/v1' ? 'platform' : 'coded';

/** Asserts status, JSON, and the surface's shape: `{error, code}` (with `code` when given, extra fields allowed) or `{error}` without `code`. */
export function assertError(r: Reply, status: number, shape: Shape, code: string | null, what: string) {
  assert.equal(r.status, status, `${what}: ${r.status} ${r.body.slice(0, 300)}`);
  assert.match(String(r.headers['content-type']), /^application\/json/, `${what}: content type`);
  assert.equal(typeof r.json?.error, 'string', `${what}: ${r.body.slice(0, 300)}`);
  for (const leaked of ['statusCode', 'message'])
    assert.ok(!(leaked in r.json), `${what}: the framework's own field ${leaked}: ${r.body.slice(0, 300)}`);
  if (shape === 'coded') {
    assert.equal(typeof r.json.code, 'string', `${what}: no code: ${r.body.slice(0, 300)}`);
    if (code) assert.equal(r.json.code, code, `${what}: ${r.body.slice(0, 300)}`);
  } else {
    assert.ok(!('code' in r.json), `${what}: the platform answers {error}: ${r.body.slice(0, 300)}`);
  }
}
