import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SQLite } from './sqlite-module.js';
import { CompiledQuery } from 'kysely';
import { createReaderThread } from './reader-thread.js';
import type { FormattedRows } from './row-formatter.js';
import { ROOT } from '../../test/helpers/root.js';

/**
 * A formatter module as the export's: rows (arrays in select order) to UTF-8 text. A batch without rows ends the thread.
 */
/** A batch's bytes as the text they encode. */
const textOf = (batch: FormattedRows) => Buffer.from(batch.bytes).toString('utf8');

function pipesFormatter(dir: string): string {
  const file = path.join(dir, 'pipes.mjs');
  fs.writeFileSync(
    file,
    "export function formatRows(rows) { if (rows.length === 0) process.exit(3); return new TextEncoder().encode(rows.map((r) => r.join('|')).join('\\n')); }",
  );
  return pathToFileURL(file).href;
}

test('the SQLite reader thread reads and formats committed rows, reports SQL errors with their code, and survives its thread ending', async (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reader-'));
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'shop.db');
  const writer = new SQLite(file);
  t.after(() => writer.close());
  writer.pragma('journal_mode = WAL');
  writer.exec("create table t (id integer primary key, name text); insert into t (name) values ('ä,1'), ('b'), ('c')");
  const formatter = pipesFormatter(dir);
  const reader = createReaderThread('sqlite', { file });
  t.after(() => reader.stop());
  const read = (text: string, parameters: unknown[] = []) =>
    reader.read(CompiledQuery.raw(text, parameters), formatter);

  const batch = await read('select id, name from t where id >= ? order by id', [2]);
  if (process.platform === 'linux' && os.getPriority() <= 9) {
    // A thread's nice value is field 19 of its stat line, the 17th after the name in parentheses.
    const nice = (task: string) => {
      try {
        const stat = fs.readFileSync(`/proc/self/task/${task}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
      } catch {
        return undefined; // the thread ended meanwhile
      }
    };
    const niced = fs.readdirSync('/proc/self/task').filter((task) => nice(task) === os.getPriority() + 10);
    assert.equal(
      niced.length,
      1,
      'the reader thread, and only it, gives way to the event loop (threads it starts would inherit its nice value)',
    );
  }
  assert.equal(textOf(batch), '2|b\n3|c');
  assert.equal(batch.rows, 2);
  assert.deepEqual(batch.last, [3, 'c']);
  assert.equal(textOf(await read('select name from t where id = 1')), 'ä,1', 'text beyond ASCII');

  writer.exec("insert into t (name) values ('d')");
  assert.equal(
    (await read('select count(*) from t')).last?.[0],
    4,
    'a commit of another connection is seen by the next read',
  );
  await assert.rejects(read('select missing from t'), { code: 'SQLITE_ERROR', message: /no such column/ });
  await assert.rejects(
    read('insert into t (name) values (?) returning id', ['e']),
    { code: 'SQLITE_READONLY' },
    'the thread only reads',
  );

  await assert.rejects(
    read('select id from t where id > 99'),
    /reader thread stopped/,
    'a read whose thread ends fails',
  );
  assert.equal((await read('select count(*) from t')).last?.[0], 4, 'the next read starts a new thread');
  const inFlight = read('select count(*) from t');
  await reader.stop();
  assert.equal((await inFlight).last?.[0], 4, 'a read under way when the reader stops is answered');
  await assert.rejects(read('select 1'), /database is closed/, 'no read after stop');
});

test(
  'run from source by tsx (npm run dev), the SQLite reader thread loads its TypeScript itself',
  { skip: process.env.TEST_DATABASE_URL ? 'engine-independent: checked in the SQLite run' : false },
  (t) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reader-'));
    t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
    const file = path.join(dir, 'shop.db');
    const writer = new SQLite(file);
    writer.exec("create table t (id integer primary key, name text); insert into t (name) values ('a'), ('b')");
    writer.close();
    const source = pathToFileURL(path.join(ROOT, 'src/db/reader-thread.ts')).href;
    const script = `import { CompiledQuery } from 'kysely';
    import { createReaderThread } from ${JSON.stringify(source)};
    const reader = createReaderThread('sqlite', { file: ${JSON.stringify(file)} });
    const batch = await reader.read(CompiledQuery.raw('select id, name from t order by id'), ${JSON.stringify(pipesFormatter(dir))});
    await reader.stop();
    process.stdout.write(batch.bytes);`;
    const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', script], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 60_000,
    });
    assert.equal(r.status, 0, r.stderr);
    assert.equal(r.stdout, '1|a\n2|b');
  },
);

test(
  'the PostgreSQL reader thread formats rows parsed as the server parses them, reports SQL errors with their code, and reconnects',
  { skip: process.env.TEST_DATABASE_URL ? false : 'PostgreSQL only' },
  async (t) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reader-'));
    t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
    const reader = createReaderThread('pg', { databaseUrl: process.env.TEST_DATABASE_URL });
    t.after(() => reader.stop());
    const read = (text: string, parameters: unknown[] = []) =>
      reader.read(CompiledQuery.raw(text, parameters), pipesFormatter(dir));

    const batch = await read(
      "select n, 'ä,' || n, timestamptz '2026-11-25 21:46:02.123456+00', n::int8 * 2 from generate_series($1::int, 3) n",
      [2],
    );
    assert.equal(
      textOf(batch),
      '2|ä,2|2026-11-25T21:46:02.123Z|4\n3|ä,3|2026-11-25T21:46:02.123Z|6',
      'timestamps as ISO text in UTC',
    );
    assert.equal(batch.rows, 2);
    assert.deepEqual(batch.last, [3, 'ä,3', '2026-11-25T21:46:02.123Z', 6], 'int8 as a number');
    await assert.rejects(read('select * from no_such_table'), { code: '42P01' });

    await assert.rejects(
      read('select pg_terminate_backend(pg_backend_pid())'),
      { code: '57P01' },
      'a lost connection keeps the code that makes it a 503',
    );
    assert.equal(textOf(await read('select 7')), '7', 'the next read has a new connection');
  },
);
