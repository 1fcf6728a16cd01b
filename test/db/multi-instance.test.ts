// Several processes on one database with media in an S3 bucket (issue 26): a web process killed between an upload's
// object and its commit, and the whole multi-instance setup: two web instances and a worker on one PostgreSQL database.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SQLite } from '../../src/db/sqlite-module.js';
import {
  sharedDatabase,
  startProcess,
  startServer,
  waitFor,
  type ServiceProcess,
  type SharedDatabase,
} from '../helpers/processes.js';
import { startS3Server, remoteApp, type TestBucket } from '../helpers/s3.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../helpers/app.js';
import { adminSession, Client, send } from '../helpers/client.js';
import { makePng, uploadImage } from '../helpers/media.js';
import { guestBody, insertProduct } from '../helpers/orders.js';
import { startReceiver, testCertificate } from '../helpers/webhooks.js';
import { createMediaCleanup } from '../../src/modules/media/media-cleanup.service.js';

const ONLY_POSTGRES = process.env.TEST_DATABASE_URL
  ? false
  : 'PostgreSQL only: several web instances share one database server, not one SQLite file across machines';

function baseEnv(shared: SharedDatabase, s3: TestBucket): Record<string, string> {
  return {
    ...shared.env,
    ...s3.env,
    APP_SECRET: 'm'.repeat(40),
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    COOKIE_SECURE: 'false',
    CHECKOUT_RATE_LIMIT: '0',
    WEBHOOK_DELIVERY: 'external',
  };
}

/**
 * Holds the write a product image upload commits with: on SQLite the database's write lock, on PostgreSQL the
 * product's row lock (the upload takes it before inserting). Returns the release.
 */
async function holdUploadCommit(shared: SharedDatabase, productId: number): Promise<() => Promise<void>> {
  if (shared.file) {
    const holder = new SQLite(shared.file);
    holder.exec('begin immediate');
    return async () => {
      holder.exec('rollback');
      holder.close();
    };
  }
  const client = new pg.Client({ connectionString: shared.env.DATABASE_URL });
  await client.connect();
  await client.query('begin');
  await client.query('select id from products where id = $1 for update', [productId]);
  return async () => {
    await client.query('rollback');
    await client.end();
  };
}

/** Starts an upload on the server, waits until its two objects are in the bucket, then kills the server (SIGKILL). */
async function killMidUpload(
  shared: SharedDatabase,
  s3: TestBucket,
  server: ServiceProcess,
  admin: Client,
  productId: number,
): Promise<string[]> {
  const before = new Set((await s3.objects()).map((o) => o.key));
  const release = await holdUploadCommit(shared, productId);
  const upload = uploadImage(admin, `/api2/admin/products/${productId}/images`, { data: await makePng(30, 20) }).then(
    (r) => assert.fail(`the upload was answered (${r.status}) instead of waiting for its commit`),
    () => 'connection lost',
  );
  let fresh: string[] = [];
  await waitFor(
    'the upload objects in the bucket',
    async () => {
      fresh = (await s3.objects()).map((o) => o.key).filter((k) => !before.has(k));
      return fresh.length === 2;
    },
    [server],
  );
  server.child.kill('SIGKILL');
  await server.exited;
  assert.equal(await upload, 'connection lost');
  await release();
  return fresh.sort();
}

/** Every media row's objects are in the bucket. */
async function rowsWithoutObjects(shared: SharedDatabase, s3: TestBucket): Promise<string[]> {
  const keys = new Set((await s3.objects()).map((o) => o.key));
  const rows = await shared.database.db.selectFrom('media').select(['storageKey', 'thumbnailKey']).execute();
  return rows.flatMap((r) => [r.storageKey, r.thumbnailKey!]).filter((k) => !keys.has(k));
}

const sweepAnHourLater = (shared: SharedDatabase, s3: TestBucket) =>
  createMediaCleanup({
    db: shared.database.db,
    clock: { now: () => new Date(Date.now() + 61 * 60_000) },
    storage: s3.storage,
    log: { warn() {} },
  }).sweepOrphans();

test("a web process killed between an upload's objects and its commit leaves no row; the sweep removes the orphan objects", async (t) => {
  const shared = await sharedDatabase(t);
  const s3 = await startS3Server(t);
  const server = await startServer(t, baseEnv(shared, s3));
  const admin = await adminSession(remoteApp(server.port));
  const product = await insertProduct({ db: shared.database.db }, { stock: 5 });
  const kept = await uploadImage(admin, `/api2/admin/products/${product.id}/images`, { data: await makePng() });
  assert.equal(kept.status, 201, kept.body);

  const orphans = await killMidUpload(shared, s3, server, admin, product.id);
  const rows = await shared.database.db.selectFrom('media').select('storageKey').execute();
  assert.equal(rows.length, 1, 'no row for the killed upload');
  assert.deepEqual(await rowsWithoutObjects(shared, s3), [], 'no row without its object');
  assert.equal((await s3.objects()).length, 4, 'the killed upload left its two objects');

  assert.equal(await sweepAnHourLater(shared, s3), 2);
  const left = (await s3.objects()).map((o) => o.key);
  assert.equal(left.length, 2);
  assert.ok(
    orphans.every((k) => !left.includes(k)),
    'the orphans are gone, the kept image is not',
  );
});

test(
  'two web instances and a worker on one PostgreSQL database with S3 media behave as one shop',
  { skip: ONLY_POSTGRES },
  async (t) => {
    const shared = await sharedDatabase(t);
    const s3 = await startS3Server(t);
    const receiver = await startReceiver(t);
    const certDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-ca-'));
    t.after(() => fs.rmSync(certDir, { recursive: true, force: true }));
    const caFile = path.join(certDir, 'ca.pem');
    fs.writeFileSync(caFile, testCertificate().cert);
    const env = {
      ...baseEnv(shared, s3),
      WEBHOOK_DEFAULT_URL: receiver.url('/hooks'),
      WEBHOOK_ALLOW_HOSTS: 'localhost',
      WEBHOOK_POLL_INTERVAL_MS: '50',
    };
    const [a, b] = [await startServer(t, env), await startServer(t, env)];
    // The worker trusts the receiver's certificate as a shop's workers trust a real one: through the system's CAs.
    const worker = await startProcess(t, 'worker', { ...env, NODE_EXTRA_CA_CERTS: caFile });
    const processes = [a, b, worker];

    // An admin session made on A works on B.
    const onA = await adminSession(remoteApp(a.port));
    const onB = new Client(remoteApp(b.port), onA.ip);
    for (const [k, v] of onA.jar) onB.jar.set(k, v);
    onB.csrfToken = onA.csrfToken;
    const me = await onB.get('/api2/admin/me');
    assert.equal(me.status, 200, me.body);
    assert.equal(me.json.email, ADMIN_EMAIL);

    // An image uploaded through A is served by B.
    const product = await insertProduct({ db: shared.database.db }, { stock: 10_000 });
    const image = await uploadImage(onA, `/api2/admin/products/${product.id}/images`, { data: await makePng(24, 16) });
    assert.equal(image.status, 201, image.body);
    const fromA = await send('GET', new URL(image.json.url, `http://127.0.0.1:${a.port}`), {});
    const fromB = await send('GET', new URL(image.json.url, `http://127.0.0.1:${b.port}`), {});
    assert.equal(fromB.status, 200);
    assert.deepEqual(fromB.data, fromA.data);
    assert.equal(fromB.headers.etag, fromA.headers.etag);

    // A product changed on B is seen in A's next answer (A's cached answer is checked against the shared counters).
    const storeUrl = (p: ServiceProcess) => new URL(`/api2/store/products/${product.id}`, `http://127.0.0.1:${p.port}`);
    assert.equal((await send('GET', storeUrl(a), {})).status, 200);
    const renamed = await onB.patch(`/api2/admin/products/${product.id}`, { name: 'Renamed on B' });
    assert.equal(renamed.status, 200, renamed.body);
    const seen = await send('GET', storeUrl(a), {});
    assert.equal(JSON.parse(seen.data.toString()).name, 'Renamed on B');

    // 500 checkouts across both instances; the worker delivers each order.created webhook once.
    const ORDERS = 500;
    let next = 0;
    const statuses: number[] = [];
    const shopper = async () => {
      while (next < ORDERS) {
        const target = next++ % 2 === 0 ? a : b;
        const r = await fetch(`http://127.0.0.1:${target.port}/api2/store/orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(guestBody([{ productId: product.id, quantity: 1 }])),
        });
        statuses.push(r.status);
        await r.arrayBuffer();
      }
    };
    await Promise.all(Array.from({ length: 8 }, shopper));
    assert.deepEqual(
      statuses.filter((s) => s !== 201),
      [],
    );
    const hooks = shared.database.db
      .selectFrom('webhooks')
      .select(['id', 'status'])
      .where('eventType', '=', 'order.created');
    await waitFor(
      'every order.created webhook delivered',
      async () => (await hooks.where('status', '=', 'delivered').execute()).length === ORDERS,
      processes,
      120_000,
    );
    const ids = receiver
      .at('/hooks')
      .filter((r) => r.headers['x-webhook-event'] === 'order.created')
      .map((r) => String(r.headers['webhook-id']));
    assert.equal(ids.length, ORDERS, 'each delivered once');
    assert.equal(new Set(ids).size, ORDERS, 'no webhook twice');
    assert.deepEqual([...new Set(ids)].sort(), (await hooks.execute()).map((h) => String(h.id)).sort());

    // Killing A mid-upload leaves no row without its object; B goes on serving, and the orphans are swept.
    await killMidUpload(shared, s3, a, onA, product.id);
    assert.deepEqual(await rowsWithoutObjects(shared, s3), []);
    assert.equal((await send('GET', new URL(image.json.url, `http://127.0.0.1:${b.port}`), {})).status, 200);
    assert.equal(await sweepAnHourLater(shared, s3), 2);
    assert.deepEqual(await rowsWithoutObjects(shared, s3), []);
    for (const p of [b, worker]) assert.deepEqual(p.errors(), [], `no error logged:\n${p.output()}`);
  },
);
