import { test } from 'node:test';
import assert from 'node:assert/strict';
import pg from 'pg';
import { createTestSchema, dropTestSchema } from '../helpers/app.js';
import { openDatabase } from '../../src/db/open.js';
import { migrateToLatest } from '../../src/db/migrate.js';

const pgUrl = process.env.TEST_DATABASE_URL;
const postgresOnly = { skip: pgUrl ? false : 'PostgreSQL only: schemas' };

async function tablesOf(schema: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      'select table_name as name from information_schema.tables where table_schema = $1',
      [schema],
    );
    return rows.map((r) => r.name);
  } finally {
    await client.end();
  }
}

async function migrateSchema(schema: string): Promise<string[]> {
  const opened = openDatabase(pgUrl!, { schema, poolSize: 1 });
  try {
    return await migrateToLatest(opened.db);
  } finally {
    await opened.close();
  }
}

test(
  'a schema migrates in full beside another schema that holds a locked, fully applied migration table',
  postgresOnly,
  async (t) => {
    const other = await createTestSchema(pgUrl!);
    const mine = await createTestSchema(pgUrl!);
    t.after(() => Promise.all([dropTestSchema(pgUrl!, other), dropTestSchema(pgUrl!, mine)]));
    const applied = await migrateSchema(other);
    const client = new pg.Client({ connectionString: pgUrl });
    await client.connect();
    await client.query(`update ${other}.kysely_migration_lock set is_locked = 1`);
    await client.end();

    assert.deepEqual(await migrateSchema(mine), applied);
    assert.ok((await tablesOf(mine)).includes('products'));
  },
);

test('migrations succeed while other schemas are created and dropped around them', postgresOnly, async (t) => {
  const schemas = await Promise.all([1, 2, 3].map(() => createTestSchema(pgUrl!)));
  t.after(() => Promise.all(schemas.map((s) => dropTestSchema(pgUrl!, s))));
  let churning = true;
  const churn = (async () => {
    const client = new pg.Client({ connectionString: pgUrl });
    await client.connect();
    for (let i = 0; churning; i++) {
      await client.query(
        `create schema churn_${process.pid}_${i}; create table churn_${process.pid}_${i}.media (id serial primary key)`,
      );
      await client.query(`drop schema churn_${process.pid}_${i} cascade`);
    }
    await client.end();
  })();
  try {
    const results = await Promise.all(schemas.map(migrateSchema));
    for (const applied of results) assert.ok(applied.length > 0);
  } finally {
    churning = false;
    await churn;
  }
});
