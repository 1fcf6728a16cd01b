import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp } from '../helpers/app.js';
import { adminSession, adminWithRole } from '../helpers/client.js';
import { newSecret, quietLogger, startReceiver, testCertificate } from '../helpers/webhooks.js';
import { createSender, RESPONSE_EXCERPT_BYTES } from '../../src/modules/webhooks/delivery.js';
import { createDeliveryWorker } from '../../src/modules/webhooks/delivery-loop.js';
import { createUrlGuard } from '../../src/modules/webhooks/url-guard.js';

test('the admin detail lists every attempt, failed and successful, with status, latency and a capped excerpt of the reply; health has the last failure', async (t) => {
  const { app, config, services } = await buildTestApp(t, {
    env: { WEBHOOK_ALLOW_HOSTS: 'localhost', WEBHOOK_SECRET: newSecret(), WEBHOOK_RETRY_SCHEDULE: '0,0,0,0' },
  });
  const receiver = await startReceiver(t);
  // 5 ASCII bytes, then two-byte characters: the cap falls inside one, which the excerpt leaves out.
  const errorPage = `down:${'ü'.repeat(2000)}`;
  receiver.rules.set('/flaky', { status: 500, body: errorPage });
  const guard = createUrlGuard({ allowHosts: config.webhookAllowHosts });
  const send = createSender({
    guard,
    timeoutMs: config.webhookTimeoutMs,
    secret: config.webhookSecret,
    ca: testCertificate().cert,
  });
  const work = createDeliveryWorker({
    db: services.db,
    dialect: services.dialect,
    config,
    logger: quietLogger,
    clock: services.clock,
    guard,
    send,
  });
  const admin = await adminSession(app);
  const queued = await admin.post('/api2/admin/webhooks', {
    eventType: 'order.paid',
    payload: { orderId: 1 },
    url: receiver.url('/flaky'),
  });
  assert.equal(queued.status, 201, queued.body);
  const { id } = queued.json;

  assert.equal(await work.runOnce(), 1);
  receiver.rules.set('/flaky', { status: 200, body: '{"received":true}' });
  assert.equal(await work.runOnce(), 1);

  const detail = await admin.get(`/api2/admin/webhooks/${id}`);
  assert.equal(detail.status, 200, detail.body);
  const d = detail.json;
  assert.equal(d.status, 'delivered');
  assert.equal(d.attempts, 2);
  assert.equal(d.attemptLog.length, 2);
  const [failed, delivered] = d.attemptLog;
  assert.deepEqual([failed.attempt, failed.statusCode, failed.error], [1, 500, 'HTTP 500']);
  assert.deepEqual(
    [delivered.attempt, delivered.statusCode, delivered.error, delivered.responseExcerpt],
    [2, 200, null, null],
    'a successful reply is not kept',
  );
  for (const a of d.attemptLog) {
    assert.ok(Number.isInteger(a.latencyMs) && a.latencyMs >= 0, `latency ${a.latencyMs}`);
    assert.ok(!Number.isNaN(Date.parse(a.at)));
  }
  assert.ok(Date.parse(delivered.at) >= Date.parse(failed.at));
  assert.equal(
    failed.responseExcerpt,
    `down:${'ü'.repeat((RESPONSE_EXCERPT_BYTES - 5) >> 1)}`,
    'the first 500 bytes, less the character cut in two',
  );
  assert.ok(Buffer.byteLength(failed.responseExcerpt) <= RESPONSE_EXCERPT_BYTES);

  // A receiver's reply may hold its secrets: roles that cannot change webhooks do not see it.
  const viewer = await adminWithRole(app, 'viewer');
  const seen = await viewer.get(`/api2/admin/webhooks/${id}`);
  assert.equal(seen.status, 200);
  assert.deepEqual(
    seen.json.attemptLog.map((a: { statusCode: number; responseExcerpt: string | null }) => [
      a.statusCode,
      a.responseExcerpt,
    ]),
    [
      [500, null],
      [200, null],
    ],
  );

  // The spec's error list keeps its shape: the failed attempts only, with the fields it always had.
  assert.deepEqual(d.errors, [{ attempt: 1, at: failed.at, statusCode: 500, error: 'HTTP 500' }]);
  assert.equal(d.lastError, 'HTTP 500');

  const health = await admin.get('/api2/admin/webhooks/health');
  const target = health.json.targets.find((x: { url: string }) => x.url === receiver.url('/flaky'));
  assert.deepEqual([target.delivered, target.attempts, target.failureRate], [1, 2, 0.5]);
  assert.ok(
    Date.parse(target.lastFailedAt) <= Date.parse(target.lastDeliveredAt),
    `${target.lastFailedAt} before ${target.lastDeliveredAt}`,
  );

  // A replay keeps the earlier attempts and starts a new round (attempt numbers restart); the spec's errors are the
  // round's, so none yet; the last failure of the target stays known.
  const before = (await admin.get(`/api2/admin/webhooks/${id}`)).json.attemptLog;
  assert.equal((await admin.post(`/api2/admin/webhooks/${id}/replay`)).status, 200);
  const replayed = (await admin.get(`/api2/admin/webhooks/${id}`)).json;
  assert.deepEqual(replayed.attemptLog, before);
  assert.deepEqual([replayed.attempts, replayed.errors, replayed.lastError], [0, [], null]);
  const after = (await admin.get('/api2/admin/webhooks/health')).json.targets.find(
    (x: { url: string }) => x.url === receiver.url('/flaky'),
  );
  assert.equal(after.lastFailedAt, target.lastFailedAt);
});
