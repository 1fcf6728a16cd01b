// Stopping (issue 9, item 4): SIGTERM lets the answer in flight finish, closes its connection after it, stops the
// background loops between two units of work, closes the database and exits 0 well within SHUTDOWN_GRACE_MS.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import net from 'node:net';
import { once } from 'node:events';
import { setImmediate } from 'node:timers/promises';
import { sharedDatabase, startServer, waitFor, type ServiceProcess } from '../helpers/processes.js';
import { countByStatus, insertOrders } from '../helpers/bulk-orders.js';
import { buildTestApp } from '../helpers/app.js';
import { quietLogger } from '../helpers/webhooks.js';
import { createDeliveryWorker } from '../../src/modules/webhooks/delivery-loop.js';
import * as webhooks from '../../src/modules/webhooks/webhooks.repository.js';
import { WEBHOOK_STATUSES } from '../../src/modules/webhooks/webhook.js';

const ADMIN = { ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'Admin-Password-123', APP_SECRET: 's'.repeat(40) };

const refusesConnections = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });

/** Exit 0 after a clean stop, logged after the database was closed. */
async function assertCleanExit(server: ServiceProcess) {
  const { code, signal } = await server.exited;
  assert.deepEqual({ code, signal }, { code: 0, signal: null }, server.output());
  assert.match(server.output(), /"msg":"database closed"/);
}

test('SIGTERM during a CSV export: the export streams to its end, its keep-alive connection is closed after it, exit 0', async (t) => {
  const shared = await sharedDatabase(t);
  // About 10 MB of CSV: more than the socket buffers hold, so the export is still being written when SIGTERM comes.
  const rows = 8000;
  await insertOrders(shared.database.db, rows, {
    createdAt: '2026-01-01T00:00:00.000Z',
    status: 'delivered',
    street: 'Lange Strasse '.repeat(90),
  });
  const server = await startServer(t, { ...shared.env, ...ADMIN, SHUTDOWN_GRACE_MS: '30000' });
  const login = await fetch(`http://127.0.0.1:${server.port}/api2/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD }),
  });
  assert.equal(login.status, 200);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

  const agent = new http.Agent({ keepAlive: true });
  t.after(() => agent.destroy());
  const request = http.get({
    host: '127.0.0.1',
    port: server.port,
    path: '/api2/admin/orders/export',
    headers: { cookie },
    agent,
  });
  const [response] = (await once(request, 'response')) as [http.IncomingMessage];
  assert.equal(response.statusCode, 200);
  assert.notEqual(response.headers.connection, 'close', 'sent as keep-alive');
  const socket = response.socket;
  const socketClosed = once(socket, 'close');
  const chunks: Buffer[] = [];
  response.on('data', (c: Buffer) => {
    if (chunks.push(c) === 1) response.pause();
  });
  await waitFor('the first rows', () => chunks.length > 0, [server]);

  server.child.kill('SIGTERM');
  await waitFor('the listener to close', () => refusesConnections(server.port), [], 10_000);
  assert.equal(server.child.exitCode, null, 'still running: the export is in flight');

  response.resume();
  await once(response, 'end');
  const lines = Buffer.concat(chunks).toString('utf8').trimEnd().split('\n');
  assert.equal(lines.length, rows + 1, 'the header and every order');
  await socketClosed;
  await assertCleanExit(server);
});

test('SIGTERM during a sweep of thousands of expired orders: other requests are answered during it, it stops between two orders, exit 0', async (t) => {
  const shared = await sharedDatabase(t);
  const { db } = shared.database;
  const expired = 6000;
  await insertOrders(db, expired, { createdAt: new Date(Date.now() - 2 * 86_400_000).toISOString() });
  // A grace shorter than the whole sweep: a sweep that ignored the stop would be killed (exit 1).
  const server = await startServer(t, {
    ...shared.env,
    ...ADMIN,
    PENDING_ORDER_TTL_MINUTES: '60',
    SHUTDOWN_GRACE_MS: '4000',
  });
  const cancelled = async () => (await countByStatus(db)).cancelled ?? 0;
  await waitFor('the sweep to start', async () => (await cancelled()) > 0, [server]);

  // Order of events: cancellations before the request, its answer, more orders still pending after it.
  const before = await cancelled();
  const health = await fetch(`http://127.0.0.1:${server.port}/healthz`);
  assert.equal(health.status, 200);
  const after = await cancelled();
  assert.ok(before > 0 && after < expired, `answered while the sweep ran (${before} → ${after} of ${expired})`);

  server.child.kill('SIGTERM');
  await assertCleanExit(server);
  const counts = await countByStatus(db);
  assert.ok((counts.pending ?? 0) > 0, `stopped before the end of the sweep (${JSON.stringify(counts)})`);
  // Every order it did cancel was cancelled whole: one history row each, none for the rest.
  const history = await db
    .selectFrom('orderStatusHistory')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('toStatus', '=', 'cancelled')
    .executeTakeFirstOrThrow();
  assert.equal(Number(history.n), counts.cancelled);
});

test('a batch of more than ten webhook attempts adds one listener to the stop signal, not one per attempt (no MaxListenersExceededWarning)', async (t) => {
  const ctx = await buildTestApp(t);
  const now = new Date().toISOString();
  for (let i = 0; i < 25; i++)
    await webhooks.insertWebhook(ctx.services.db, {
      eventType: 'order.paid',
      url: 'https://blocked.test/x',
      payload: '{}',
      now,
    });
  const warnings: Error[] = [];
  const onWarning = (w: Error) => warnings.push(w);
  process.on('warning', onWarning);
  t.after(() => process.off('warning', onWarning));

  const guard = { check: async () => ({ ok: false as const, reason: 'blocked' }) };
  const worker = createDeliveryWorker({
    db: ctx.services.db,
    dialect: ctx.services.dialect,
    config: ctx.config,
    logger: quietLogger,
    guard,
    batchSize: 25,
  });
  const stop = new AbortController();
  assert.equal(await worker.runOnce(stop.signal), 25);
  await setImmediate();
  assert.deepEqual(
    warnings.map((w) => w.name),
    [],
  );
  assert.deepEqual(
    await webhooks.countByStatus(ctx.services.db, WEBHOOK_STATUSES),
    { pending: 25, delivered: 0, failed: 0 },
    'each attempt was made and recorded',
  );
});
