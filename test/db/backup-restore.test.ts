// npm run backup / npm run restore (SQLite) as an operator runs them: while checkouts go on, then with the server stopped.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { SQLite } from '../../src/db/sqlite-module.js';
import { processEnv, run, waitFor, answers, ROOT } from '../helpers/commands.js';
import { guestBody } from '../helpers/orders.js';

const json = async (r: Response): Promise<any> => r.json();

const command = (script: string, args: string[], env: Record<string, string>) => {
  const r = spawnSync(process.execPath, [`dist/${script}.js`, ...args], { cwd: ROOT, env, encoding: 'utf8' });
  return { code: r.status, output: `${r.stdout}${r.stderr}` };
};

test('backup while checkouts go on: a checked snapshot holding every order answered before it began; restore only with the server stopped, with a new epoch', async (t) => {
  const where = await processEnv(t, { CHECKOUT_RATE_LIMIT: '0', LOG_LEVEL: 'warn' });
  const out = path.join(where.dataDir, 'backups', 'shop-backup.db');
  fs.mkdirSync(path.dirname(out));
  if (!where.env.DATABASE_URL!.startsWith('sqlite:')) {
    const refused = command('backup', ['--out', out], where.env);
    assert.equal(refused.code, 2);
    assert.match(refused.output, /pg_dump/);
    assert.match(command('restore', [out], where.env).output, /pg_restore/);
    return;
  }
  assert.equal(command('seed', ['--products', '5', '--customers', '2', '--orders', '3'], where.env).code, 0);
  fs.mkdirSync(path.join(where.dataDir, 'media'), { recursive: true });
  fs.writeFileSync(path.join(where.dataDir, 'media', 'logo.txt'), 'logo');
  const server = run(t, process.execPath, ['dist/main.js'], where);
  const base = `http://127.0.0.1:${where.port}`;
  await waitFor('the server', () => answers(where.port, '/healthz'), server);
  const product = (await json(await fetch(`${base}/api2/store/products`))).products[0];

  // Checkouts from four shoppers at once, each order noted with the moment its 201 arrived.
  const placed: { id: number; at: number }[] = [];
  let stop = false;
  const shopper = async () => {
    while (!stop) {
      const r = await fetch(`${base}/api2/store/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(guestBody([{ productId: product.id, quantity: 1 }])),
      });
      const body = await json(r);
      assert.equal(r.status, 201, JSON.stringify(body));
      placed.push({ id: body.order.id, at: performance.now() });
    }
  };
  const shoppers = Array.from({ length: 4 }, shopper);
  await waitFor('some checkouts', () => placed.length >= 20, server);
  const began = performance.now();
  const backup = command('backup', ['--out', out, '--with-media'], where.env);
  const afterBackup = placed.length;
  await waitFor('checkouts after the backup', () => placed.length >= afterBackup + 10, server);
  stop = true;
  await Promise.all(shoppers);
  assert.equal(backup.code, 0, backup.output);
  assert.match(backup.output, /integrity ok/);
  assert.equal(command('backup', ['--out', out], where.env).code, 2, 'an existing file is never overwritten');

  const snapshot = new SQLite(out, { readonly: true });
  const inBackup = new Set((snapshot.prepare('select id from orders').all() as { id: number }[]).map((r) => r.id));
  const backupEpoch = (snapshot.prepare('select epoch from data_versions').get() as { epoch: string }).epoch;
  assert.equal(snapshot.pragma('integrity_check', { simple: true }), 'ok');
  snapshot.close();
  const before = placed.filter((o) => o.at < began);
  assert.ok(before.length >= 20);
  assert.deepEqual(
    before.filter((o) => !inBackup.has(o.id)),
    [],
    'every order answered 201 before the backup began is in it',
  );
  assert.ok(
    placed.some((o) => !inBackup.has(o.id)),
    'orders placed after it are not',
  );

  const refused = command('restore', [out], where.env);
  assert.equal(refused.code, 1);
  assert.match(refused.output, /restore refused: .* in use by process \d+ server/);

  server.child.kill('SIGTERM');
  assert.equal((await server.exited).code, 0);
  fs.rmSync(path.join(where.dataDir, 'media', 'logo.txt'));
  const restored = command('restore', [out], where.env);
  assert.equal(restored.code, 0, restored.output);
  assert.match(restored.output, /previous database is kept as .*before-restore-/);
  assert.equal(fs.readFileSync(path.join(where.dataDir, 'media', 'logo.txt'), 'utf8'), 'logo');

  const database = new SQLite(path.join(where.dataDir, 'shop.db'), { readonly: true });
  const count = (database.prepare('select count(*) as n from orders').get() as { n: number }).n;
  const epoch = (database.prepare('select epoch from data_versions').get() as { epoch: string }).epoch;
  database.close();
  assert.equal(count, inBackup.size);
  assert.notEqual(epoch, backupEpoch, 'a restored database has an epoch of its own');

  const again = run(t, process.execPath, ['dist/main.js'], where);
  await waitFor('the restarted server', () => answers(where.port, '/healthz'), again);
  const list = await json(await fetch(`${base}/api2/store/products`));
  assert.equal(list.products[0].id, product.id);
});
