// The PostgreSQL backup and restore of docs/deploy.md, command for command: pg_dump of a live shop, pg_restore into
// an empty database, shop_bump_versions(), and a server on the restored database with the same APP_SECRET.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sharedDatabase, startServer } from '../helpers/processes.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../helpers/app.js';
import { adminSession, Client } from '../helpers/client.js';
import { guestBody, insertProduct } from '../helpers/orders.js';
import { remoteApp } from '../helpers/s3.js';
import { ROOT } from '../helpers/root.js';

const ONLY_POSTGRES = process.env.TEST_DATABASE_URL
  ? false
  : 'PostgreSQL only: SQLite shops use npm run backup / restore (test/db/backup-restore.test.ts)';

async function sh(command: string, args: string[], env: Record<string, string> = {}): Promise<string> {
  const r = await promisify(execFile)(command, args, {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), ...env },
  });
  return `${r.stdout}${r.stderr}`;
}

test(
  'pg_dump of a live shop, pg_restore into an empty database, shop_bump_versions(): the shop and its sessions are back',
  { skip: ONLY_POSTGRES },
  async (t) => {
    const shared = await sharedDatabase(t);
    const env = {
      ...shared.env,
      APP_SECRET: 'r'.repeat(40),
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      COOKIE_SECURE: 'false',
      CHECKOUT_RATE_LIMIT: '0',
    };
    const server = await startServer(t, env);
    const admin = await adminSession(remoteApp(server.port));
    const product = await insertProduct({ db: shared.database.db }, { stock: 50 });
    for (let i = 0; i < 3; i++) {
      const r = await fetch(`http://127.0.0.1:${server.port}/api2/store/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(guestBody([{ productId: product.id, quantity: 1 }])),
      });
      assert.equal(r.status, 201);
    }

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-pgdump-'));
    t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
    const dump = path.join(dir, 'shop.dump');
    const source = new URL(shared.env.DATABASE_URL!);
    source.search = '';
    // While the server serves: pg_dump reads one snapshot.
    await sh('pg_dump', ['--format=custom', '--no-owner', `--file=${dump}`, source.toString()]);
    server.child.kill('SIGTERM');
    await server.exited;

    const name = `shop_restored_${crypto.randomBytes(4).toString('hex')}`;
    const maintenance = new URL(source);
    maintenance.pathname = '/postgres';
    const target = new URL(source);
    target.pathname = `/${name}`;
    await sh('psql', [maintenance.toString(), '-c', `create database ${name}`]);
    t.after(() => sh('psql', [maintenance.toString(), '-c', `drop database if exists ${name} with (force)`]));
    await sh('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${target.toString()}`, dump]);
    assert.match(
      await sh('psql', [target.toString(), '-Atc', "select extname from pg_extension where extname = 'pg_trgm'"]),
      /pg_trgm/,
    );
    await sh('psql', [target.toString(), '-c', 'select shop_bump_versions()']);
    assert.match(
      await sh(process.execPath, ['dist/migrate.js'], { DATABASE_URL: target.toString(), DATA_DIR: dir }),
      /database is up to date/,
    );

    const restored = await startServer(t, { ...env, DATABASE_URL: target.toString() });
    // The session made before the dump works on the restored database: same rows, same APP_SECRET.
    const again = new Client(remoteApp(restored.port), admin.ip);
    for (const [k, v] of admin.jar) again.jar.set(k, v);
    const me = await again.get('/api2/admin/me');
    assert.equal(me.status, 200, me.body);
    const orders = await again.get('/api2/admin/orders');
    assert.equal(orders.status, 200, orders.body);
    assert.equal(orders.json.total, 3);
    // Search reads the trigram indexes the restore rebuilt.
    const search = await again.get('/api2/admin/products/search', { query: { q: product.sku.slice(-6) } });
    assert.equal(search.status, 200, search.body);
    assert.deepEqual(
      search.json.products.map((p: { id: number }) => p.id),
      [product.id],
    );
  },
);
