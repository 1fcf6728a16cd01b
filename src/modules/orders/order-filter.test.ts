import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DomainError } from '../../shared/errors.js';
import { rangeEnd, rangeStart, toOrderFilter } from './order-filter.js';
import { amount, neutraliseCell } from './orders-csv.js';
import { includedVatCents } from './order.js';

test('a bare date covers its whole UTC day; date-times are normalised', () => {
  assert.equal(rangeStart('2026-03-05', 'f'), '2026-03-05T00:00:00.000Z');
  assert.equal(rangeEnd('2026-03-05', 'f'), '2026-03-05T23:59:59.999Z');
  assert.equal(rangeStart('2026-03-05T12:00:00+02:00', 'f'), '2026-03-05T10:00:00.000Z');
  for (const bad of ['yesterday', '2026-13-45', '1700000000', '']) {
    assert.throws(
      () => rangeEnd(bad, 'dateTo'),
      (e) => e instanceof DomainError && e.kind === 'invalid' && /dateTo/.test(e.message),
      bad,
    );
  }
});

test('EUR bounds become inclusive cent bounds', () => {
  const f = toOrderFilter({ minAmount: 12.5, maxAmount: 31.25 });
  assert.equal(f.minTotalCents, 1250);
  assert.equal(f.maxTotalCents, 3125);
  const odd = toOrderFilter({ minAmount: 0.015, maxAmount: 0.015 });
  assert.equal(odd.minTotalCents, 2);
  assert.equal(odd.maxTotalCents, 1);
});

test('CSV cells that a spreadsheet would run are neutralised', () => {
  for (const v of ['=1+1', '+49 30', '-2', '@SUM(A1)', '\tx', '\rx']) assert.equal(neutraliseCell(v), `'${v}`);
  for (const v of ['Anna', '12.50', '', "'quoted"]) assert.equal(neutraliseCell(v), v);
});

test('CSV amounts have two decimals, as toFixed(2) writes them', () => {
  for (const cents of [0, 1, 5, 10, 99, 100, 490, 12345, 1999999, 123456789, -5, -250])
    assert.equal(amount(cents), (cents / 100).toFixed(2), String(cents));
});

test('the VAT share included in a gross amount (19 %)', () => {
  assert.equal(includedVatCents(11900), 1900);
  assert.equal(includedVatCents(2500), 399);
  assert.equal(includedVatCents(0), 0);
});
