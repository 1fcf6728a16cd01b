// PostgreSQL connections dropped under the processes' feet (issue 9, item 1): what a server restart, a failover or
// an idle timeout does. pg_terminate_backend on their backends must end neither the web process nor a worker.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import pg from 'pg';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  freePort,
  sharedDatabase,
  startProcess,
  startServer,
  waitFor,
  type SharedDatabase,
} from '../helpers/processes.js';
import { guestBody, insertProduct } from '../helpers/orders.js';
import * as webhooks from '../../src/modules/webhooks/webhooks.repository.js';

const pgUrl = process.env.TEST_DATABASE_URL;
const skip = pgUrl ? false : 'PostgreSQL only';

/** Terminates every backend of the processes sharing the database; returns how many it ended. */
async function terminateBackends(shared: SharedDatabase): Promise<number> {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    const r = await client.query(
      'select pg_terminate_backend(pid) as ended from pg_stat_activity where application_name = $1',
      [shared.applicationName],
    );
    return r.rows.filter((row: { ended: boolean }) => row.ended).length;
  } finally {
    await client.end();
  }
}

interface Answer {
  path: string;
  status: number;
  retryAfter: string | null;
  body: string;
}

async function call(port: number, path: string, init?: RequestInit): Promise<Answer> {
  const r = await fetch(`http://127.0.0.1:${port}${path}`, init);
  return { path, status: r.status, retryAfter: r.headers.get('retry-after'), body: await r.text() };
}

test(
  'the web process survives backends terminated under load: answers are 2xx or 503 with Retry-After, then 2xx again',
  { skip },
  async (t) => {
    const shared = await sharedDatabase(t);
    const product = await insertProduct({ db: shared.database.db }, { stock: 1_000_000 });
    const server = await startServer(t, { ...shared.env, CHECKOUT_RATE_LIMIT: '0', APP_SECRET: 'p'.repeat(40) });
    const checkout = () =>
      call(server.port, '/api2/store/orders', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(guestBody([{ productId: product.id, quantity: 1 }])),
      });
    const requests = [
      checkout,
      () => call(server.port, '/api2/store/products?limit=5'),
      () => call(server.port, '/readyz'),
    ];

    let storming = true;
    const answers: Answer[] = [];
    const client = async (n: number) => {
      for (let i = n; storming; i++) answers.push(await requests[i % requests.length]!());
    };
    const load = Promise.all([0, 1, 2, 3, 4, 5].map(client));
    let ended = 0;
    for (let round = 0; round < 12; round++) {
      await sleep(100);
      ended += await terminateBackends(shared);
    }
    storming = false;
    await load;

    assert.ok(ended > 0, 'backends were terminated');
    assert.equal(server.child.exitCode, null, `the process is still running:\n${server.output()}`);
    const refused = answers.filter((a) => a.status >= 300);
    for (const a of refused) {
      assert.equal(a.status, 503, `${a.path}: ${a.body}`);
      if (a.path === '/readyz') {
        assert.deepEqual(JSON.parse(a.body), { status: 'unavailable' });
      } else {
        assert.equal(a.retryAfter, '1');
        assert.equal(JSON.parse(a.body).code, 'SERVICE_UNAVAILABLE');
      }
    }
    assert.ok(answers.length > refused.length, 'most requests were answered');

    // The pool has replaced its connections: everything works again.
    assert.equal((await call(server.port, '/readyz')).status, 200);
    assert.equal((await checkout()).status, 201);
    server.child.kill('SIGTERM');
    assert.equal((await server.exited).code, 0, server.output());
  },
);

test('a worker survives its backends terminated and goes on delivering', { skip }, async (t) => {
  const shared = await sharedDatabase(t);
  const { db } = shared.database;
  const worker = await startProcess(t, 'worker', {
    ...shared.env,
    WEBHOOK_POLL_INTERVAL_MS: '50',
    WEBHOOK_ALLOW_HOSTS: 'localhost',
    APP_SECRET: 'p'.repeat(40),
  });
  await waitFor('the worker to connect', async () => (await terminateBackends(shared)) > 0, [worker]);
  for (let round = 0; round < 10; round++) {
    await sleep(60);
    await terminateBackends(shared);
  }
  assert.equal(worker.child.exitCode, null, `the worker is still running:\n${worker.output()}`);

  // A record queued now gets its attempt (refused by a closed port, and recorded): the loop reconnected.
  const queued = await webhooks.insertWebhook(db, {
    eventType: 'order.paid',
    url: `https://localhost:${await freePort()}/hook`,
    payload: '{}',
    now: new Date().toISOString(),
  });
  await waitFor('the attempt to be recorded', async () => (await webhooks.findWebhook(db, queued.id))!.attempts === 1, [
    worker,
  ]);
  worker.child.kill('SIGTERM');
  assert.equal((await worker.exited).code, 0, worker.output());
  assert.match(worker.output(), /database closed/);
});
