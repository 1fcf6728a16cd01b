import net from 'node:net';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { adminSession } from '../helpers/client.js';
import {
  manualClock,
  newSecret,
  PUBLIC_V4,
  quietLogger,
  startReceiver,
  stubResolver,
  testCertificate,
  verifySignature,
} from '../helpers/webhooks.js';
import { openDatabase } from '../../src/db/open.js';
import type { Clock } from '../../src/shared/clock.js';
import { createSender } from '../../src/modules/webhooks/delivery.js';
import {
  createDeliveryWorker,
  runDeliveryLoop,
  type DeliveryLoopDeps,
} from '../../src/modules/webhooks/delivery-loop.js';
import {
  createUrlGuard,
  DESTINATION_NOT_ALLOWED,
  type Resolve,
  type UrlGuard,
} from '../../src/modules/webhooks/url-guard.js';
import { createWebhooksService } from '../../src/modules/webhooks/webhooks.service.js';
import * as repo from '../../src/modules/webhooks/webhooks.repository.js';
import { WEBHOOK_STATUSES } from '../../src/modules/webhooks/webhook.js';

const SECRET = newSecret();

async function setup(
  t: Parameters<typeof buildTestApp>[0],
  opts: { env?: Record<string, string>; clock?: Clock } = {},
) {
  const env = { WEBHOOK_ALLOW_HOSTS: 'localhost', WEBHOOK_SECRET: SECRET, ...opts.env };
  const ctx = await buildTestApp(t, { env, clock: opts.clock });
  const receiver = await startReceiver(t);
  return { ...ctx, receiver };
}

/** A worker over the test app's database that trusts the test certificate. */
function worker(
  ctx: TestApp,
  opts: {
    db?: DeliveryLoopDeps['db'];
    guard?: UrlGuard;
    resolve?: Resolve;
    allowHosts?: string[];
    timeoutMs?: number;
  } = {},
) {
  const { config, services } = ctx;
  const guard =
    opts.guard ?? createUrlGuard({ allowHosts: opts.allowHosts ?? config.webhookAllowHosts, resolve: opts.resolve });
  const send = createSender({
    guard,
    timeoutMs: opts.timeoutMs ?? config.webhookTimeoutMs,
    secret: config.webhookSecret,
    ca: testCertificate().cert,
  });
  return createDeliveryWorker({
    db: opts.db ?? services.db,
    dialect: services.dialect,
    config,
    logger: quietLogger,
    clock: services.clock,
    guard,
    send,
  });
}

function queue(ctx: TestApp, url: string, payload: Record<string, unknown> = { probe: 1 }) {
  return ctx.services.webhooks.queueManual({ eventType: 'order.paid', payload, url });
}

const row = async (ctx: TestApp, id: number) => (await repo.findWebhook(ctx.services.db, id))!;

test('a delivery carries the spec headers, X-Webhook-Id and a Standard Webhooks signature over the stored payload', async (t) => {
  const ctx = await setup(t);
  const { receiver } = ctx;
  const w = await queue(ctx, receiver.url('/hook?x=1'), { orderId: 7 });
  const before = Math.floor(Date.now() / 1000);
  assert.equal(await worker(ctx).runOnce(), 1);

  assert.equal(receiver.requests.length, 1);
  const [req] = receiver.requests;
  assert.equal(req!.path, '/hook?x=1');
  const h = req!.headers;
  assert.match(String(h['content-type']), /^application\/json/);
  assert.equal(h['x-webhook-event'], 'order.paid');
  assert.equal(h['x-webhook-id'], String(w.id));
  assert.equal(h['webhook-id'], String(w.id));
  assert.equal(h['x-webhook-timestamp'], h['webhook-timestamp']);
  assert.ok(Math.abs(Number(h['webhook-timestamp']) - before) <= 5);
  assert.equal(h.host, `localhost:${receiver.port}`);
  assert.equal(req!.servername, 'localhost', 'SNI carries the host name');
  assert.ok(verifySignature(SECRET, h, req!.raw), 'the signature verifies');
  assert.equal(
    verifySignature(SECRET, h, Buffer.concat([req!.raw, Buffer.from(' ')])),
    false,
    'a changed body does not verify',
  );
  assert.equal(
    verifySignature(SECRET, { ...h, 'webhook-id': String(w.id + 1) }, req!.raw),
    false,
    'another id does not verify',
  );
  assert.equal(verifySignature(newSecret(), h, req!.raw), false, 'another secret does not verify');

  const stored = await row(ctx, w.id);
  assert.equal(req!.raw.toString('utf8'), stored.payload, 'the body is the stored payload, byte for byte');
  assert.deepEqual(Object.keys(req!.json), ['event', 'timestamp', 'data']);
  assert.equal(req!.json.event, 'order.paid');
  assert.deepEqual(req!.json.data, { orderId: 7 });
  assert.equal(stored.status, 'delivered');
  assert.equal(stored.attempts, 1);
  assert.ok(stored.deliveredAt);
  assert.equal(stored.leaseToken, null);
});

test('a manually queued record arrives marked X-Webhook-Manual: true; a real event (product.created) arrives without it', async (t) => {
  const ctx = await setup(t);
  const { receiver, app } = ctx;
  const admin = await adminSession(app);
  assert.equal((await admin.put('/api2/admin/settings', { webhookUrl: receiver.url('/events') })).status, 200);

  const product = await admin.post('/api2/admin/products', {
    name: 'Marked shirt',
    sku: 'MARK-1',
    price: 19.9,
    description: 'x',
    stock: 1,
    isHidden: false,
  });
  assert.equal(product.status, 201, product.body);
  const manual = await admin.post('/api2/admin/webhooks', {
    eventType: 'product.created',
    payload: { productId: product.json.id, test: true },
  });
  assert.equal(manual.status, 201, manual.body);
  assert.deepEqual(
    Object.keys(manual.json).sort(),
    ['createdAt', 'eventType', 'id', 'status'],
    'the 201 body keeps the spec shape',
  );

  assert.equal(await worker(ctx).runOnce(), 2);
  const hits = receiver.at('/events');
  assert.equal(hits.length, 2);
  const marked = hits.find((h) => h.headers['webhook-id'] === String(manual.json.id))!;
  const real = hits.find((h) => h.headers['webhook-id'] !== String(manual.json.id))!;
  assert.ok(marked && real);

  assert.equal(marked.headers['x-webhook-manual'], 'true', 'the manual record is marked');
  assert.equal(real.headers['x-webhook-manual'], undefined, 'the real event carries no mark');
  assert.equal(real.json.event, 'product.created');
  assert.equal(real.json.data.productId, product.json.id);
  for (const h of [marked, real]) {
    assert.equal(h.headers['x-webhook-event'], 'product.created');
    assert.deepEqual(Object.keys(h.json), ['event', 'timestamp', 'data'], 'the body keeps the spec shape for both');
    assert.ok(verifySignature(SECRET, h.headers, h.raw), 'both are signed the same way');
  }

  // The admin list and detail show the mark too, and a replay keeps it.
  const list = (await admin.get('/api2/admin/webhooks')).json.webhooks as { id: number; manual: boolean }[];
  assert.deepEqual(
    list.map((w) => [w.id, w.manual]).sort(),
    [
      [Number(real.headers['webhook-id']), false],
      [manual.json.id, true],
    ].sort(),
  );
  assert.equal((await admin.get(`/api2/admin/webhooks/${manual.json.id}`)).json.manual, true);
  assert.equal((await admin.post(`/api2/admin/webhooks/${manual.json.id}/replay`)).status, 200);
  assert.equal((await admin.post(`/api2/admin/webhooks/${real.headers['webhook-id']}/replay`)).status, 200);
  assert.equal(await worker(ctx).runOnce(), 2);
  const resent = receiver.at('/events').slice(2);
  assert.deepEqual(
    resent.map((h) => [h.headers['webhook-id'], h.headers['x-webhook-manual'] ?? null]).sort(),
    [
      [String(manual.json.id), 'true'],
      [real.headers['webhook-id'], null],
    ].sort(),
    'a replay is marked exactly as the original',
  );
});

test('failures retry on the schedule (±10%) with the same webhook-id and a fresh timestamp, then fail for good after 5 attempts', async (t) => {
  const clock = manualClock();
  const ctx = await setup(t, { clock });
  const { receiver } = ctx;
  receiver.rules.set('/down', { status: 500 });
  const w = await queue(ctx, receiver.url('/down'));
  const work = worker(ctx);
  const schedule = ctx.config.webhookRetrySchedule;
  assert.deepEqual(schedule, [300, 1800, 7200, 43200]);

  for (let attempt = 1; attempt <= 5; attempt++) {
    const attemptAt = clock.now().getTime();
    assert.equal(await work.runOnce(), 1, `attempt ${attempt} runs`);
    const r = await row(ctx, w.id);
    assert.equal(r.attempts, attempt);
    const errors = JSON.parse(r.errors);
    assert.equal(errors.length, attempt);
    const { latencyMs, ...entry } = errors[attempt - 1];
    assert.deepEqual(entry, {
      attempt,
      at: new Date(attemptAt).toISOString(),
      statusCode: 500,
      error: 'HTTP 500',
      responseExcerpt: 'ok',
    });
    assert.ok(Number.isInteger(latencyMs) && latencyMs >= 0, `latency ${latencyMs}`);
    if (attempt < 5) {
      assert.equal(r.status, 'pending');
      const wait = (Date.parse(r.nextAttemptAt) - attemptAt) / 1000;
      const planned = schedule[attempt - 1]!;
      assert.ok(
        wait >= planned * 0.9 && wait <= planned * 1.1,
        `wait ${wait} s after attempt ${attempt}, planned ${planned} s`,
      );
      clock.set(Date.parse(r.nextAttemptAt) - 1000);
      assert.equal(await work.runOnce(), 0, 'not due a second early');
      clock.set(Date.parse(r.nextAttemptAt));
    } else {
      assert.equal(r.status, 'failed');
      assert.equal(r.lastError, 'HTTP 500');
    }
  }
  clock.advance(30 * 86400_000);
  assert.equal(await work.runOnce(), 0, 'a failed record is not sent again automatically');

  const hits = receiver.at('/down');
  assert.equal(hits.length, 5);
  assert.deepEqual(
    new Set(hits.map((h) => h.headers['webhook-id'])),
    new Set([String(w.id)]),
    'the same id on every attempt',
  );
  const stamps = hits.map((h) => Number(h.headers['webhook-timestamp']));
  assert.equal(new Set(stamps).size, 5, 'a fresh timestamp per attempt');
  assert.deepEqual(
    stamps,
    hits.map((h) => Number(h.headers['x-webhook-timestamp'])),
  );
  assert.ok(
    hits.every((h) => verifySignature(SECRET, h.headers, h.raw)),
    'every attempt verifies',
  );
  assert.ok(
    hits.every((h) => h.raw.equals(hits[0]!.raw)),
    'the body never changes',
  );
});

test('replay: failed → pending (attempts 0, errors cleared) → delivered by the next run with the same id', async (t) => {
  const ctx = await setup(t, { env: { WEBHOOK_RETRY_SCHEDULE: '0,0,0,0' } });
  const { receiver, app } = ctx;
  receiver.rules.set('/flaky', { status: 503 });
  const w = await queue(ctx, receiver.url('/flaky'));
  const work = worker(ctx);
  for (let i = 0; i < 5; i++) await work.runOnce();
  assert.equal((await row(ctx, w.id)).status, 'failed');

  const admin = await adminSession(app);
  const replay = await admin.post(`/api2/admin/webhooks/${w.id}/replay`);
  assert.equal(replay.status, 200);
  assert.deepEqual(replay.json, { id: w.id, status: 'pending', attempts: 0 });
  const detail = (await admin.get(`/api2/admin/webhooks/${w.id}`)).json;
  assert.deepEqual(detail.errors, []);
  assert.equal(detail.lastError, null);
  assert.equal(receiver.at('/flaky').length, 5, 'replay itself sends nothing');

  receiver.rules.set('/flaky', { status: 204 });
  assert.equal(await work.runOnce(), 1);
  const after = (await admin.get(`/api2/admin/webhooks/${w.id}`)).json;
  assert.equal(after.status, 'delivered');
  assert.equal(after.attempts, 1);
  const hits = receiver.at('/flaky');
  assert.equal(hits.length, 6);
  assert.equal(hits[5]!.headers['webhook-id'], String(w.id));
});

test('a redirect is a failed attempt and its target gets no request', async (t) => {
  const ctx = await setup(t);
  const { receiver } = ctx;
  receiver.rules.set('/moved', { status: 302, headers: { location: receiver.url('/target') } });
  const w = await queue(ctx, receiver.url('/moved'));
  assert.equal(await worker(ctx).runOnce(), 1);
  const r = await row(ctx, w.id);
  assert.equal(r.status, 'pending');
  assert.deepEqual(JSON.parse(r.errors)[0].statusCode, 302);
  assert.equal(r.lastError, 'HTTP 302 (redirects are not followed)');
  assert.equal(receiver.at('/target').length, 0);
});

test('a receiver that never answers fails the attempt within the timeout', async (t) => {
  const ctx = await setup(t);
  const { receiver } = ctx;
  receiver.rules.set('/slow', { hang: true });
  const w = await queue(ctx, receiver.url('/slow'));
  const started = Date.now();
  assert.equal(await worker(ctx, { timeoutMs: 500 }).runOnce(), 1);
  const took = Date.now() - started;
  assert.ok(took >= 450 && took < 1500, `took ${took} ms`);
  const r = await row(ctx, w.id);
  assert.equal(r.attempts, 1);
  const [error] = JSON.parse(r.errors);
  assert.equal(error.statusCode, null);
  assert.equal(error.error, 'timeout after 500 ms');
});

test('the default configuration blocks loopback: nothing reaches the local server', async (t) => {
  const ctx = await setup(t, { env: { WEBHOOK_ALLOW_HOSTS: '' } });
  const { receiver, services } = ctx;
  assert.deepEqual(ctx.config.webhookAllowHosts, []);
  const urls = [
    receiver.url('/a'),
    receiver.url('/b', '127.0.0.1'),
    receiver.url('/c', '[::1]'),
    receiver.url('/d', '[::ffff:127.0.0.1]'),
    receiver.url('/e', '2130706433'),
  ];
  const now = new Date().toISOString();
  // Written straight to the table, as if the URL had passed an older check: the send-time check must hold on its own.
  const ids = [];
  for (const url of urls)
    ids.push((await repo.insertWebhook(services.db, { eventType: 'order.paid', url, payload: '{}', now })).id);
  const work = createDeliveryWorker({
    db: services.db,
    dialect: services.dialect,
    config: ctx.config,
    logger: quietLogger,
  });
  assert.equal(await work.runOnce(), urls.length);
  for (const id of ids) assert.equal((await row(ctx, id)).lastError, DESTINATION_NOT_ALLOWED);
  assert.equal(receiver.connections, 0);
  assert.equal(receiver.requests.length, 0);
});

test('the connection goes to the address the guard checked, with SNI and Host of the original name', async (t) => {
  const ctx = await setup(t);
  const { receiver } = ctx;
  const { resolve, asked } = stubResolver({ 'pinned.test': ['127.0.0.1'] });
  const w = await repo.insertWebhook(ctx.services.db, {
    eventType: 'order.paid',
    url: receiver.url('/pin', 'pinned.test'),
    payload: '{}',
    now: new Date().toISOString(),
  });
  assert.equal(await worker(ctx, { resolve, allowHosts: ['pinned.test'] }).runOnce(), 1);
  assert.equal(
    (await row(ctx, w.id)).status,
    'delivered',
    'pinned.test is unknown to system DNS, so only the checked address can have worked',
  );
  assert.deepEqual(asked, ['pinned.test'], 'one lookup per attempt, none in the connect path');
  const [req] = receiver.requests;
  assert.equal(req!.servername, 'pinned.test');
  assert.equal(req!.headers.host, `pinned.test:${receiver.port}`);
});

test('deliveries to one target share a kept-alive connection; every attempt is still checked, and a refused one sends nothing', async (t) => {
  const ctx = await setup(t);
  const { receiver } = ctx;
  let resolvable = true;
  const { resolve, asked } = stubResolver({
    'pinned.test': () => {
      if (!resolvable) throw Object.assign(new Error('getaddrinfo ENOTFOUND pinned.test'), { code: 'ENOTFOUND' });
      return ['127.0.0.1'];
    },
  });
  const w = worker(ctx, { resolve, allowHosts: ['pinned.test'] });
  const ids = [];
  const insert = async (payload: string) =>
    (
      await repo.insertWebhook(ctx.services.db, {
        eventType: 'order.paid',
        url: receiver.url('/pool', 'pinned.test'),
        payload,
        now: new Date().toISOString(),
      })
    ).id;
  for (let i = 0; i < 5; i++) ids.push(await insert(JSON.stringify({ n: i })));
  assert.equal(await w.runOnce(), 5);
  for (const id of ids) assert.equal((await row(ctx, id)).status, 'delivered');
  assert.deepEqual(
    receiver.requests.map((r) => r.json),
    [0, 1, 2, 3, 4].map((n) => ({ n })),
    'in creation order',
  );
  assert.equal(receiver.connections, 1, 'one TLS connection for the five');
  assert.equal(asked.length, 5, 'the guard looked the name up for every attempt');

  // The pool still holds an open connection to the address; the next attempt's check fails, so it is not used.
  resolvable = false;
  const refused = await insert('{"n":"refused"}');
  assert.equal(await w.runOnce(), 1);
  assert.equal((await row(ctx, refused)).lastError, DESTINATION_NOT_ALLOWED);
  assert.equal(receiver.requests.length, 5, 'nothing sent over the open connection');
});

test('an allowed IP literal is reached directly, without SNI; an untrusted certificate is a failed attempt', async (t) => {
  const ctx = await setup(t, { env: { WEBHOOK_ALLOW_HOSTS: '127.0.0.1,localhost' } });
  const { receiver, services, config } = ctx;
  const literal = await queue(ctx, receiver.url('/ip', '127.0.0.1'));
  assert.equal(await worker(ctx).runOnce(), 1);
  assert.equal((await row(ctx, literal.id)).status, 'delivered', 'the certificate is checked against the address');
  assert.equal(receiver.requests[0]!.servername, null);

  const untrusted = await queue(ctx, receiver.url('/untrusted'));
  // The production sender: Node's default trust store, which does not know the test certificate.
  const work = createDeliveryWorker({ db: services.db, dialect: services.dialect, config, logger: quietLogger });
  assert.equal(await work.runOnce(), 1);
  assert.equal((await row(ctx, untrusted.id)).lastError, 'connection failed');
  assert.equal(receiver.at('/untrusted').length, 0);

  // A closed port reads exactly like the open port whose certificate failed: no port-scan oracle.
  const closedPort = await new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
  const closed = await queue(ctx, `https://localhost:${closedPort}/hook`);
  assert.equal(await work.runOnce(), 1);
  const refused = await row(ctx, closed.id);
  assert.equal(refused.lastError, 'connection failed');
  assert.deepEqual(
    JSON.parse(refused.errors).map((e: { error: string; statusCode: number | null }) => [e.error, e.statusCode]),
    [['connection failed', null]],
  );
});

test('DNS rebinding: a name public at create time and loopback at send time is never connected to', async (t) => {
  const ctx = await setup(t, { env: { WEBHOOK_ALLOW_HOSTS: '' } });
  const { receiver, services } = ctx;
  let lookups = 0;
  const { resolve } = stubResolver({ 'rebind.test': () => (++lookups === 1 ? [PUBLIC_V4] : ['127.0.0.1']) });
  const guard = createUrlGuard({ allowHosts: [], resolve });
  const webhooks = createWebhooksService({
    db: services.db,
    clock: services.clock,
    guard,
    settings: services.settings,
  });
  const w = await webhooks.queueManual({
    eventType: 'order.paid',
    payload: {},
    url: `https://rebind.test:${receiver.port}/r`,
  });
  assert.equal(await worker(ctx, { guard }).runOnce(), 1);
  assert.equal((await row(ctx, w.id)).lastError, DESTINATION_NOT_ALLOWED);
  assert.equal(lookups, 2);
  assert.equal(receiver.connections, 0);
});

test('a bad row fails its attempt and does not stop the batch', async (t) => {
  const ctx = await setup(t);
  const { receiver, services } = ctx;
  const now = new Date().toISOString();
  const bad = await repo.insertWebhook(services.db, {
    eventType: 'order.paid',
    url: 'not a url',
    payload: 'not json',
    now,
  });
  await services.db.updateTable('webhooks').set({ errors: 'garbage' }).where('id', '=', bad.id).execute();
  const good = await queue(ctx, receiver.url('/good'));
  assert.equal(await worker(ctx).runOnce(), 2);
  const b = await row(ctx, bad.id);
  assert.equal(b.status, 'pending');
  assert.deepEqual(
    JSON.parse(b.errors).map((e: { error: string }) => e.error),
    ['url must be a valid absolute URL'],
  );
  assert.equal((await row(ctx, good.id)).status, 'delivered');
  const detail = await services.webhooks.get(bad.id);
  assert.equal(detail.payload, null, 'an unreadable payload shows as null instead of failing the detail view');
});

test('a settle with a lease token that no longer holds the row changes nothing (fencing)', async (t) => {
  const clock = manualClock();
  const ctx = await setup(t, { clock });
  const { services } = ctx;
  const w = await queue(ctx, 'https://localhost:1/x');
  const claim = (token: string) =>
    repo.claimDue(services.db, services.dialect, {
      limit: 10,
      token,
      now: clock.now().toISOString(),
      leaseUntil: new Date(clock.now().getTime() + 60_000).toISOString(),
    });
  assert.equal((await claim('first')).length, 1);
  assert.equal((await claim('second')).length, 0, 'a leased row is not claimed twice');
  clock.advance(61_000);
  assert.equal((await claim('second')).length, 1, 'an expired lease makes the row due again');
  assert.equal(await repo.settle(services.db, w.id, 'first', { status: 'delivered' }), false);
  assert.equal((await row(ctx, w.id)).status, 'pending');
  assert.equal(await repo.settle(services.db, w.id, 'second', { status: 'delivered' }), true);
});

test('the loop polls, delivers, and stops cleanly when aborted', async (t) => {
  const ctx = await setup(t, { env: { WEBHOOK_POLL_INTERVAL_MS: '50' } });
  const { receiver, services, config } = ctx;
  const stop = new AbortController();
  const guard = createUrlGuard({ allowHosts: config.webhookAllowHosts });
  const send = createSender({ guard, timeoutMs: 2000, secret: config.webhookSecret, ca: testCertificate().cert });
  const running = runDeliveryLoop(
    { db: services.db, dialect: services.dialect, config, logger: quietLogger, guard, send },
    stop.signal,
  );
  const w = await queue(ctx, receiver.url('/loop'));
  const deadline = Date.now() + 5000;
  while ((await row(ctx, w.id)).status !== 'delivered' && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 25));
  assert.equal((await row(ctx, w.id)).status, 'delivered');
  const stopping = Date.now();
  stop.abort();
  await running;
  assert.ok(Date.now() - stopping < 500, 'stops without waiting out the poll interval');
});

test('two delivery loops over 200 pending rows deliver each row exactly once', async (t) => {
  const ctx = await setup(t);
  const { receiver, services, engine, config } = ctx;
  const now = new Date().toISOString();
  const ids = new Set<number>();
  for (let i = 0; i < 200; i++) {
    ids.add(
      (
        await repo.insertWebhook(services.db, {
          eventType: 'product.updated',
          url: receiver.url(`/many/${i}`),
          payload: `{"n":${i}}`,
          now,
        })
      ).id,
    );
  }
  // On PostgreSQL the second loop gets its own connection pool, as a second process would.
  let second = services.db;
  if (engine === 'postgres') {
    const { schema } = await services.db
      .selectNoFrom((eb) => eb.fn<string>('current_schema').as('schema'))
      .executeTakeFirstOrThrow();
    const other = openDatabase(config.databaseUrl, { schema, poolSize: 4 });
    t.after(() => other.close());
    second = other.db;
  }
  const drain = async (w: ReturnType<typeof worker>) => {
    let claimed = 0;
    for (let n = await w.runOnce(); n > 0; n = await w.runOnce()) claimed += n;
    return claimed;
  };
  const [a, b] = await Promise.all([drain(worker(ctx)), drain(worker(ctx, { db: second }))]);
  assert.equal(a + b, 200, `claims ${a} + ${b}`);
  assert.ok(a > 0 && b > 0, `both loops worked (${a} / ${b})`);

  const hits = new Map<string, number>();
  for (const r of receiver.at('/many/'))
    hits.set(String(r.headers['webhook-id']), (hits.get(String(r.headers['webhook-id'])) ?? 0) + 1);
  assert.equal(hits.size, 200);
  assert.deepEqual(
    [...hits.values()].filter((n) => n !== 1),
    [],
    'no id was sent twice',
  );
  assert.deepEqual(new Set([...hits.keys()].map(Number)), ids);
  const stats = await repo.countByStatus(services.db, WEBHOOK_STATUSES);
  assert.deepEqual(stats, { pending: 0, delivered: 200, failed: 0 });
});
