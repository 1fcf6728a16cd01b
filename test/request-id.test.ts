import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { buildTestApp } from './helpers/app.js';
import { capturedLogger } from './helpers/logs.js';
import { Client, adminSession } from './helpers/client.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

test('a well-formed X-Request-Id is kept; a missing or malformed one is replaced by a fresh UUID; every answer carries it', async (t) => {
  const { app } = await buildTestApp(t);
  const c = new Client(app);
  const kept = await c.get('/api2/store/products', { headers: { 'x-request-id': 'lb-7f3a:2026.11.23_x' } });
  assert.equal(kept.status, 200);
  assert.equal(kept.headers['x-request-id'], 'lb-7f3a:2026.11.23_x');

  const ids = new Set<string>();
  for (const incoming of [undefined, '', 'a'.repeat(129), 'two words', 'new\\nline', 'é']) {
    const r = await c.get('/healthz', { headers: incoming === undefined ? {} : { 'x-request-id': incoming } });
    const id = String(r.headers['x-request-id']);
    assert.match(id, UUID, `for ${JSON.stringify(incoming)}`);
    ids.add(id);
  }
  assert.equal(ids.size, 6, 'each request gets its own');

  for (const r of [
    await c.get('/no-such-route'),
    await c.get('/api2/admin/me'),
    await c.post('/api2/store/orders', { items: 'everything' }),
  ]) {
    assert.ok(r.status >= 400 && r.status < 500, `${r.status}`);
    assert.match(String(r.headers['x-request-id']), UUID, `a ${r.status} carries it too`);
  }
});

test('every log line of a request carries its id; a 5xx body names it', async (t) => {
  const { logger, lines } = capturedLogger();
  const ctx = await buildTestApp(t, { logger });
  const admin = await adminSession(ctx.app);
  // A table gone from under the running app: an unexpected failure (a closed connection would be 503).
  await sql`alter table data_versions rename to data_versions_gone`.execute(ctx.services.db);

  const r = await admin.get('/api2/admin/me', { headers: { 'x-request-id': 'report-42' } });
  assert.equal(r.status, 500);
  assert.equal(r.json.requestId, 'report-42');
  assert.equal(r.headers['x-request-id'], 'report-42');

  const mine = lines.filter((l) => l.requestId === 'report-42');
  assert.deepEqual(
    mine.map((l) => l.msg),
    ['incoming request', 'unexpected error', 'request completed'],
  );
  assert.ok(
    lines.every((l) => !('reqId' in l)),
    'one label for the id',
  );
});
