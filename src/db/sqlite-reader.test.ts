import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import SQLite from 'better-sqlite3';
import { CompiledQuery } from 'kysely';
import { createSqliteReader } from './sqlite-reader.js';

test('the reader thread reads and formats committed rows, reports SQL errors with their code, and survives its thread ending', async (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reader-'));
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'shop.db');
  const writer = new SQLite(file);
  t.after(() => writer.close());
  writer.pragma('journal_mode = WAL');
  writer.exec("create table t (id integer primary key, name text); insert into t (name) values ('ä,1'), ('b'), ('c')");
  const formatter = path.join(dir, 'pipes.mjs');
  // A formatter module as the export's: rows (arrays in select order) to text. A batch without rows ends the thread.
  fs.writeFileSync(formatter, "export function formatRows(rows) { if (rows.length === 0) process.exit(3); return rows.map((r) => r.join('|')).join('\\n'); }");
  const reader = createSqliteReader(file);
  t.after(() => reader.stop());
  const read = (text: string, parameters: unknown[] = []) => reader.read(CompiledQuery.raw(text, parameters), pathToFileURL(formatter).href);

  const batch = await read('select id, name from t where id >= ? order by id', [2]);
  assert.equal(batch.text, '2|b\n3|c');
  assert.equal(batch.rows, 2);
  assert.deepEqual(batch.last, [3, 'c']);
  assert.equal((await read('select name from t where id = 1')).text, 'ä,1', 'text beyond ASCII');

  writer.exec("insert into t (name) values ('d')");
  assert.equal((await read('select count(*) from t')).last?.[0], 4, 'a commit of another connection is seen by the next read');
  await assert.rejects(read('select missing from t'), { code: 'SQLITE_ERROR', message: /no such column/ });
  await assert.rejects(read('insert into t (name) values (?) returning id', ['e']), { code: 'SQLITE_READONLY' }, 'the thread only reads');

  await assert.rejects(read('select id from t where id > 99'), /reader thread stopped/, 'a read whose thread ends fails');
  assert.equal((await read('select count(*) from t')).last?.[0], 4, 'the next read starts a new thread');
});
