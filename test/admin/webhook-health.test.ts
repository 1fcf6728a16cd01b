import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp } from '../helpers/app.js';
import { adminSession, adminWithRole } from '../helpers/client.js';

test('webhook health: per target URL the deliveries by status, the failed share of attempts, the last success and failure, paused or not', async (t) => {
  const { app, services } = await buildTestApp(t);
  const admin = await adminSession(app);
  const now = Date.now();
  const at = (hoursAgo: number) => new Date(now - hoursAgo * 3_600_000).toISOString();
  const row = (
    url: string,
    status: string,
    attempts: number,
    createdHoursAgo: number,
    deliveredHoursAgo: number | null = null,
    failedHoursAgo: number | null = null,
  ) => ({
    eventType: 'order.created',
    url,
    payload: '{}',
    status,
    attempts,
    errors: '[]',
    nextAttemptAt: at(0),
    createdAt: at(createdHoursAgo),
    deliveredAt: deliveredHoursAgo === null ? null : at(deliveredHoursAgo),
    lastFailedAt: failedHoursAgo === null ? null : at(failedHoursAgo),
  });
  await services.db
    .insertInto('webhooks')
    .values([
      row('https://erp.example.com/hook', 'delivered', 1, 1, 1),
      row('https://erp.example.com/hook', 'delivered', 3, 2, 2, 2.5),
      row('https://erp.example.com/hook', 'failed', 5, 3, null, 2.2),
      row('https://erp.example.com/hook', 'delivered', 1, 100, 100),
      row('https://crm.example.com/in', 'pending', 2, 1),
      row('https://crm.example.com/in', 'delivered', 1, 200, 199),
    ])
    .execute();
  assert.equal((await admin.post('/api2/admin/webhooks/pauses', { url: 'https://crm.example.com/in' })).status, 200);

  const health = await admin.get('/api2/admin/webhooks/health');
  assert.equal(health.status, 200, health.body);
  assert.equal(health.json.hours, 24);
  const byUrl = Object.fromEntries(health.json.targets.map((x: { url: string }) => [x.url, x]));
  assert.deepEqual(byUrl['https://erp.example.com/hook'], {
    url: 'https://erp.example.com/hook',
    delivered: 2,
    failed: 1,
    pending: 0,
    attempts: 9,
    failureRate: 0.7778,
    lastDeliveredAt: at(1),
    lastFailedAt: at(2.2),
    paused: false,
  });
  assert.deepEqual(byUrl['https://crm.example.com/in'], {
    url: 'https://crm.example.com/in',
    delivered: 0,
    failed: 0,
    pending: 1,
    attempts: 2,
    failureRate: 1,
    lastDeliveredAt: at(199),
    lastFailedAt: null,
    paused: true,
  });
  const week = await admin.get('/api2/admin/webhooks/health', { query: { hours: 24 * 7 } });
  assert.equal(week.json.targets.find((x: { url: string }) => x.url === 'https://erp.example.com/hook').delivered, 3);
  assert.equal((await admin.get('/api2/admin/webhooks/health', { query: { hours: 0 } })).status, 400);
  assert.equal((await (await adminWithRole(app, 'editor')).get('/api2/admin/webhooks/health')).status, 403);
});
