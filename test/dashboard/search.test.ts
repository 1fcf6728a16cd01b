// The dashboard's URL rules (packages/admin/src/search.ts): what a link may put into a list's view, and where the
// login may send a person back to.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { changeLogSearch, customersSearch, ordersSearch, returnsSearch, safeReturnPath } from '../../packages/admin/src/search.js';

test('an orders link keeps its valid filters and overwrites the invalid ones with undefined', () => {
  const view = ordersSearch({
    search: '  anna@example.org ', status: 'shipped', paymentMethod: 'card', orderSource: 'x'.repeat(80),
    dateFrom: '2026-03-01', dateTo: 'yesterday', minAmount: '10.5', maxAmount: -1, tagId: ['3', 'x', 4],
    sortBy: 'totalAmount', sortOrder: 'sideways', page: '0',
  });
  assert.deepEqual(view, {
    search: '  anna@example.org ', status: 'shipped', paymentMethod: 'card', orderSource: 'x'.repeat(50),
    dateFrom: '2026-03-01', dateTo: undefined, minAmount: 10.5, maxAmount: undefined, tagId: [3, 4],
    sortBy: 'totalAmount', sortOrder: undefined, page: undefined,
  });
  // Every key is answered, so the router's raw copy of an invalid value cannot slip through.
  assert.deepEqual(Object.keys(ordersSearch({ status: 'bogus', limit: 5000 })).sort(),
    ['dateFrom', 'dateTo', 'maxAmount', 'minAmount', 'orderSource', 'page', 'paymentMethod', 'search', 'sortBy', 'sortOrder', 'status', 'tagId']);
  assert.equal(ordersSearch({ tagId: '7' }).tagId?.[0], 7);
  assert.equal(ordersSearch({ search: '   ' }).search, undefined);
});

test('the other lists: only their statuses, whole positive numbers, bounded text', () => {
  assert.deepEqual(returnsSearch({ status: 'approved', orderId: '12', page: 2.5 }), { status: 'approved', orderId: 12, page: undefined });
  assert.deepEqual(returnsSearch({ status: 'shipped' }).status, undefined);
  assert.deepEqual(customersSearch({ q: 'rita', page: '3' }), { q: 'rita', page: 3 });
  const log = changeLogSearch({ entityType: 'order', actorType: 'robot', cursor: '99', requestId: 'r'.repeat(200) });
  assert.equal(log.entityType, 'order');
  assert.equal(log.actorType, undefined);
  assert.equal(log.cursor, 99);
  assert.equal(log.requestId?.length, 128);
});

test('the login returns only to paths of the dashboard', () => {
  assert.equal(safeReturnPath('/orders/12?tab=returns'), '/orders/12?tab=returns');
  for (const target of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'orders', 42, undefined]) {
    assert.equal(safeReturnPath(target), undefined, String(target));
  }
});
