// Seeded demo data keeps its meaning while a server runs on it: its dates are recent and its unpaid orders young.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildTestApp } from './helpers/app.js';
import { answers, processEnv, run, waitFor } from './helpers/commands.js';
import { seedDatabase } from '../src/seed/seed-database.js';
import { openDatabase } from '../src/db/open.js';
import { systemActor } from '../src/shared/actor.js';
import type { Db } from '../src/db/open.js';

const pendingIds = async (db: Db) =>
  (await db.selectFrom('orders').select('id').where('status', '=', 'pending').orderBy('id').execute()).map((r) => r.id);

test('seeded pending orders outlive hours of the expiry sweep; older unpaid ones are seeded as already expired', async (t) => {
  const later = { now: () => new Date(Date.now() + 6 * 3_600_000) };
  const ctx = await buildTestApp(t, { clock: later });
  const summary = await seedDatabase(ctx.services.db, {
    products: 50,
    customers: 10,
    orders: 1000,
    seed: 1,
    dataDir: ctx.dataDir,
  });
  const pending = await pendingIds(ctx.services.db);
  assert.ok(pending.length > 0, `some orders are pending: ${JSON.stringify(summary.orders?.byStatus)}`);

  const newest = await ctx.services.db
    .selectFrom('orders')
    .select((eb) => eb.fn.max('createdAt').as('at'))
    .executeTakeFirstOrThrow();
  assert.ok(Date.now() - Date.parse(String(newest.at)) < 2 * 86_400_000, `dated relative to now: ${newest.at}`);

  // Six hours after seeding, with the default PENDING_ORDER_TTL_MINUTES of 1440.
  assert.deepEqual(await ctx.services.orders.expireUnpaid(systemActor), []);
  assert.deepEqual(await pendingIds(ctx.services.db), pending);

  const expired = await ctx.services.db
    .selectFrom('orderStatusHistory')
    .select('orderId')
    .where('note', '=', 'Not paid within 1440 minutes: cancelled automatically')
    .execute();
  assert.ok(expired.length > 0, 'older unpaid orders appear cancelled by the expiry');
});

test('npm run seed, then npm start: the seeded pending orders are still pending', async (t) => {
  const where = await processEnv(t);
  const seed = run(t, 'npm', ['run', 'seed', '--', '--products', '40', '--customers', '10', '--orders', '1000'], where);
  const { code } = await seed.exited;
  assert.equal(code, 0, seed.output());

  const database = openDatabase(where.env.DATABASE_URL!);
  t.after(() => database.close());
  const pending = await pendingIds(database.db);
  assert.ok(pending.length > 0, seed.output());

  const server = run(t, 'npm', ['start'], where);
  await waitFor('/readyz', () => answers(server.port, '/readyz'), server);
  await sleep(2000); // the first expiry sweep runs as the server starts
  assert.deepEqual(await pendingIds(database.db), pending, server.output());
  assert.doesNotMatch(server.output(), /unpaid order\(s\) expired/);
});
