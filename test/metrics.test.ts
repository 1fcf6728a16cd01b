import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp } from './helpers/app.js';
import { Client } from './helpers/client.js';
import { createDeliveryWorker } from '../src/modules/webhooks/delivery-loop.js';
import * as repo from '../src/modules/webhooks/webhooks.repository.js';

const TOKEN = 'metrics-token-0123456789';
const quiet = { info() {}, warn() {}, error() {} };

/** The value of one series in a Prometheus text exposition, 0 when it is absent. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

test('/metrics does not exist without METRICS_TOKEN', async (t) => {
  const { app } = await buildTestApp(t);
  assert.equal((await new Client(app).get('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })).status, 404);
});

test('/metrics answers 401 without the bearer token', async (t) => {
  const { app } = await buildTestApp(t, { env: { METRICS_TOKEN: TOKEN } });
  const c = new Client(app);
  for (const authorization of [undefined, 'Bearer wrong-token-0123456789', TOKEN, `Basic ${TOKEN}`]) {
    const r = await c.get('/metrics', { headers: authorization ? { authorization } : {} });
    assert.equal(r.status, 401, String(authorization));
    assert.equal(r.headers['www-authenticate'], 'Bearer');
  }
});

test('after some traffic the request counter, outbox backlog and delivery attempts move; process metrics are there', async (t) => {
  const ctx = await buildTestApp(t, { env: { METRICS_TOKEN: TOKEN } });
  const c = new Client(ctx.app);
  const scrape = async () => {
    const r = await c.get('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    assert.equal(r.status, 200);
    assert.match(String(r.headers['content-type']), /^text\/plain; version=0\.0\.4/);
    return r.body;
  };
  const detail = 'shop_http_requests_total{method="GET",route="/api2/store/products/:id",status="404"}';
  const attempts = 'shop_webhook_delivery_attempts_total{result="failed"}';
  const before = await scrape();

  for (const id of [900001, 900002, 900003]) assert.equal((await c.get(`/api2/store/products/${id}`)).status, 404);
  // A cached route asked twice: kept the first time, answered from memory the second.
  for (let i = 0; i < 2; i++) assert.equal((await c.get('/api2/admin/products?limit=7')).status, 200);
  // Written straight to the outbox with a destination the send-time check refuses: one failed attempt, retried later.
  await repo.insertWebhook(ctx.services.db, {
    eventType: 'order.paid',
    url: 'https://127.0.0.1/hook',
    payload: '{}',
    now: new Date().toISOString(),
  });
  const worker = createDeliveryWorker({
    db: ctx.services.db,
    dialect: ctx.services.dialect,
    config: ctx.config,
    logger: quiet,
  });
  assert.equal(await worker.runOnce(), 1);

  const after = await scrape();
  assert.equal(sample(after, detail) - sample(before, detail), 3, 'counted by route pattern, not by URL');
  assert.ok(!after.includes('/api2/store/products/900001'));
  assert.equal(
    sample(
      after,
      'shop_http_request_duration_seconds_count{method="GET",route="/api2/store/products/:id",status="404"}',
    ) -
      sample(
        before,
        'shop_http_request_duration_seconds_count{method="GET",route="/api2/store/products/:id",status="404"}',
      ),
    3,
  );
  assert.equal(sample(after, attempts) - sample(before, attempts), 1);
  const lookups = (result: string) =>
    sample(after, `shop_response_cache_lookups_total{result="${result}"}`) -
    sample(before, `shop_response_cache_lookups_total{result="${result}"}`);
  assert.deepEqual([lookups('hit'), lookups('miss')], [1, 1]);
  assert.ok(sample(after, 'shop_response_cache_bytes') > 0);
  assert.equal(sample(after, 'shop_webhook_outbox_records{status="pending"}'), 1);
  assert.equal(sample(after, 'shop_webhook_outbox_records{status="failed"}'), 0);
  for (const name of [
    'process_resident_memory_bytes',
    'nodejs_eventloop_lag_p99_seconds',
    'nodejs_heap_size_used_bytes',
  ]) {
    assert.match(after, new RegExp(`^${name} `, 'm'), name);
  }
  if (ctx.engine === 'postgres') {
    assert.ok(sample(after, 'shop_db_pool_connections') >= 1);
    assert.match(after, /^shop_db_pool_idle_connections \d+$/m);
    assert.match(after, /^shop_db_pool_waiting_requests \d+$/m);
  } else {
    assert.ok(!after.includes('shop_db_pool_'), 'SQLite has no pool');
  }
});
