import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isoTimestamp } from './pg-timestamps.js';

test('a timestamptz in UTC text reads as the ISO text Date would give, whatever its fraction', () => {
  for (const text of [
    '2026-11-25 21:46:02+00',
    '2026-11-25 21:46:02.1+00',
    '2026-11-25 21:46:02.12+00',
    '2026-11-25 21:46:02.123+00',
    '2026-11-25 21:46:02.1239+00',
    '2026-11-25 21:46:02.999999+00',
    '2024-02-29 23:59:59.5+00',
  ]) assert.equal(isoTimestamp(text), new Date(text).toISOString(), text);
  assert.equal(isoTimestamp('2026-11-25 21:46:02.123456+00'), '2026-11-25T21:46:02.123Z');
  // Date's own parser reads this as the year 2001.
  assert.equal(isoTimestamp('0001-01-01 00:00:00+00'), '0001-01-01T00:00:00.000Z');
});

test('a timestamptz in another offset is converted to UTC', () => {
  assert.equal(isoTimestamp('2026-11-25 22:46:02.5+01'), '2026-11-25T21:46:02.500Z');
  assert.equal(isoTimestamp('2026-11-25 16:16:02+05:30'), '2026-11-25T10:46:02.000Z');
});
