import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { isoTimestamp } from './pg-timestamps.js';
import { openDatabase } from './open.js';

test('a timestamptz in UTC text reads as the ISO text Date would give, whatever its fraction', () => {
  for (const text of [
    '2026-11-25 21:46:02+00',
    '2026-11-25 21:46:02.1+00',
    '2026-11-25 21:46:02.12+00',
    '2026-11-25 21:46:02.123+00',
    '2026-11-25 21:46:02.1239+00',
    '2026-11-25 21:46:02.999999+00',
    '2024-02-29 23:59:59.5+00',
  ])
    assert.equal(isoTimestamp(text), new Date(text).toISOString(), text);
  assert.equal(isoTimestamp('2026-11-25 21:46:02.123456+00'), '2026-11-25T21:46:02.123Z');
  // Date's own parser reads this as the year 2001.
  assert.equal(isoTimestamp('0001-01-01 00:00:00+00'), '0001-01-01T00:00:00.000Z');
});

test('a timestamptz in another offset is converted to UTC', () => {
  assert.equal(isoTimestamp('2026-11-25 22:46:02.5+01'), '2026-11-25T21:46:02.500Z');
  assert.equal(isoTimestamp('2026-11-25 16:16:02+05:30'), '2026-11-25T10:46:02.000Z');
});

test(
  'PostgreSQL sessions run in UTC, so timestamps take the rewrite, and read back as ISO text',
  { skip: process.env.TEST_DATABASE_URL ? false : 'PostgreSQL only' },
  async () => {
    const { db, close } = openDatabase(process.env.TEST_DATABASE_URL!, { poolSize: 2 });
    try {
      // Two connections, each set up by the pool.
      const zones = await Promise.all(
        [0, 1].map(() => sql<{ zone: string }>`select current_setting('TimeZone') as zone, pg_sleep(0.05)`.execute(db)),
      );
      assert.deepEqual(
        zones.map((r) => r.rows[0]!.zone),
        ['UTC', 'UTC'],
      );
      const { rows } = await sql<{ at: string }>`select timestamptz '2026-11-25 22:46:02.123456+01' as at`.execute(db);
      assert.equal(rows[0]!.at, '2026-11-25T21:46:02.123Z');
    } finally {
      await close();
    }
  },
);
