// The dashboard's URL rules (packages/admin/src/features/*/search.ts): what a link may put into a list's view, and where the
// login may send a person back to; the Markdown screens' text stripping and image rule (ui/markdown-text.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { changeLogSearch } from '../../packages/admin/src/features/change-log/search.js';
import { customersSearch } from '../../packages/admin/src/features/customers/search.js';
import { ordersSearch } from '../../packages/admin/src/features/orders/search.js';
import { returnsSearch } from '../../packages/admin/src/features/returns/search.js';
import { productsSearch } from '../../packages/admin/src/features/products/search.js';
import { webhooksSearch } from '../../packages/admin/src/features/webhooks/search.js';
import { mediaSearch } from '../../packages/admin/src/features/media/search.js';
import { inventorySearch } from '../../packages/admin/src/features/inventory/search.js';
import { blogSearch } from '../../packages/admin/src/features/blog/search.js';
import { pagesSearch } from '../../packages/admin/src/features/pages/search.js';
import { translationsSearch } from '../../packages/admin/src/features/translations/search.js';
import { shippingSearch } from '../../packages/admin/src/features/shipping/search.js';
import { safeReturnPath } from '../../packages/admin/src/features/login/search.js';
import { markdownText, mediaImageUrl } from '../../packages/admin/src/ui/markdown-text.js';

test('an orders link keeps its valid filters and overwrites the invalid ones with undefined', () => {
  const view = ordersSearch({
    search: '  anna@example.org ',
    status: 'shipped',
    paymentMethod: 'card',
    orderSource: 'x'.repeat(80),
    dateFrom: '2026-03-01',
    dateTo: 'yesterday',
    minAmount: '10.5',
    maxAmount: -1,
    tagId: ['3', 'x', 4],
    sortBy: 'totalAmount',
    sortOrder: 'sideways',
    page: '0',
  });
  assert.deepEqual(view, {
    search: '  anna@example.org ',
    status: ['shipped'],
    paymentMethod: 'card',
    orderSource: 'x'.repeat(50),
    dateFrom: '2026-03-01',
    dateTo: undefined,
    minAmount: 10.5,
    maxAmount: undefined,
    tagId: [3, 4],
    sortBy: 'totalAmount',
    sortOrder: undefined,
    page: undefined,
    limit: undefined,
  });
  // Every key is answered, so the router's raw copy of an invalid value cannot slip through.
  assert.deepEqual(Object.keys(ordersSearch({ status: 'bogus', limit: 5000 })).sort(), [
    'dateFrom',
    'dateTo',
    'limit',
    'maxAmount',
    'minAmount',
    'orderSource',
    'page',
    'paymentMethod',
    'search',
    'sortBy',
    'sortOrder',
    'status',
    'tagId',
  ]);
  assert.equal(ordersSearch({ tagId: '7' }).tagId?.[0], 7);
  assert.deepEqual(ordersSearch({ status: ['paid', 'bogus', 'paid', 'processing'] }).status, ['paid', 'processing']);
  assert.equal(ordersSearch({ status: 'bogus' }).status, undefined);
  assert.equal(ordersSearch({ search: '   ' }).search, undefined);
});

test('the other lists: only their statuses, whole positive numbers, bounded text', () => {
  assert.deepEqual(returnsSearch({ status: 'approved', orderId: '12', page: 2.5 }), {
    status: 'approved',
    orderId: 12,
    page: undefined,
  });
  assert.deepEqual(returnsSearch({ status: 'shipped' }).status, undefined);
  assert.deepEqual(customersSearch({ q: 'rita', page: '3' }), { q: 'rita', page: 3 });
  const log = changeLogSearch({ entityType: 'order', actorType: 'robot', cursor: '99', requestId: 'r'.repeat(200) });
  assert.equal(log.entityType, 'order');
  assert.equal(log.actorType, undefined);
  assert.equal(log.cursor, 99);
  assert.equal(log.requestId?.length, 128);
});

test('catalogue, content and integration lists: the same policy, every key answered and invalid values undefined', () => {
  assert.deepEqual(
    productsSearch({ q: 'tea', category: '', sortBy: 'price', sortOrder: 'up', page: '2', limit: '9' }),
    { q: 'tea', category: undefined, sortBy: 'price', sortOrder: undefined, page: 2 },
  );
  assert.deepEqual(productsSearch({ sortBy: 'stock', page: '1.5' }), {
    q: undefined,
    category: undefined,
    sortBy: undefined,
    sortOrder: undefined,
    page: undefined,
  });
  assert.deepEqual(
    webhooksSearch({
      status: 'failed',
      eventType: 'order.paid',
      url: 'https://x.example',
      createdFrom: '2026-03-01',
      createdTo: 'soon',
      page: 'x',
    }),
    {
      status: 'failed',
      eventType: 'order.paid',
      url: 'https://x.example',
      createdFrom: '2026-03-01T00:00:00.000Z',
      createdTo: undefined,
      page: undefined,
    },
  );
  assert.equal(webhooksSearch({ eventType: 'order.exploded' }).eventType, undefined);
  assert.deepEqual(mediaSearch({ search: ' ', page: '3' }), { search: undefined, page: 3 });
  assert.deepEqual(inventorySearch({ productId: '7', variantId: '12', warehouseId: '-1', page: '0' }), {
    productId: 7,
    variantId: 12,
    warehouseId: undefined,
    page: undefined,
  });
  assert.deepEqual(blogSearch({ search: 'spring', status: 'archived' }), {
    search: 'spring',
    status: 'archived',
    page: undefined,
  });
  assert.equal(blogSearch({ status: 'deleted' }).status, undefined);
  assert.deepEqual(
    pagesSearch({ status: 'archived', page: '4' }),
    { status: undefined, page: 4 },
    'pages are never archived',
  );
  assert.deepEqual(translationsSearch({ type: 'page', id: 'about-us', lang: 'de-AT', q: 'x' }), {
    type: 'page',
    id: 'about-us',
    lang: 'de-AT',
    q: 'x',
  });
  assert.deepEqual(translationsSearch({ type: 'order', id: '12', lang: 'German' }), {
    type: undefined,
    id: 12,
    lang: undefined,
    q: undefined,
  });
  assert.deepEqual(shippingSearch({ page: 'two' }), { page: undefined });
  // Every key is answered, so the router's raw copy of an invalid value cannot slip through.
  for (const parse of [
    productsSearch,
    webhooksSearch,
    mediaSearch,
    inventorySearch,
    blogSearch,
    pagesSearch,
    translationsSearch,
    shippingSearch,
  ]) {
    assert.ok(Object.keys(parse({})).length > 0 && Object.values(parse({})).every((v) => v === undefined), parse.name);
  }
});

test('the login returns only to paths of the dashboard', () => {
  assert.equal(safeReturnPath('/orders/12?tab=returns'), '/orders/12?tab=returns');
  assert.equal(safeReturnPath('/orders/../customers/3#x'), '/customers/3#x', 'the normalized path is what is used');
  for (const target of [
    '//evil.example/x',
    '//evil.example/',
    'https://evil.example/',
    '/\\evil.example',
    '/\\evil.example/',
    'javascript:alert(1)',
    '/\t/evil.example/',
    '/\n/evil.example',
    ' //evil.example',
    'orders',
    '',
    42,
    undefined,
  ]) {
    assert.equal(safeReturnPath(target), undefined, JSON.stringify(target));
  }
});

test('the search preview strips Markdown in linear time: bracket, parenthesis and tag floods come back as they were', () => {
  assert.equal(
    markdownText(
      '# Sale\n\nSee [the shop](https://x.example) and ![a cat](/media/c.png) <b>now</b>, **bold** `code`.\n- one',
    ),
    'Sale\n\nSee the shop and a cat now, bold code.\none',
  );
  // Each of these took seconds to minutes when a label or a tag could run to the text's end from every start.
  for (const flood of ['['.repeat(450_000), '[a]('.repeat(120_000), '<'.repeat(450_000), '!['.repeat(200_000)]) {
    assert.equal(markdownText(flood), flood);
  }
  assert.equal(markdownText('[x](y)'.repeat(100_000)), 'x'.repeat(100_000));
});

test('Markdown images load only from the media path or the configured media host, resolved as the browser would', () => {
  const page = 'http://shop.test/admin/blog/3';
  assert.equal(mediaImageUrl('/media/ab/c.png', page), 'http://shop.test/media/ab/c.png');
  assert.equal(mediaImageUrl('http://shop.test/media/c.png', page), 'http://shop.test/media/c.png');
  assert.equal(
    mediaImageUrl('https://cdn.example/shop/k.png', page, 'https://cdn.example/shop'),
    'https://cdn.example/shop/k.png',
  );
  for (const src of [
    '/api2/admin/orders/export',
    '/media/../api2/admin/orders/export',
    '/media/%2e%2e/api2/admin/events',
    '/media\\..\\api2/admin/me',
    '../../api2/admin/orders/export',
    'media/c.png',
    '/media/',
    '/mediax/c.png',
    '//evil.example/media/c.png',
    'https://evil.example/media/c.png',
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    'http://user@shop.test/media/c.png',
    '',
    undefined,
  ]) {
    assert.equal(mediaImageUrl(src, page), undefined, JSON.stringify(src));
  }
  assert.equal(mediaImageUrl('https://cdn.example/other/k.png', page, 'https://cdn.example/shop'), undefined);
  assert.equal(mediaImageUrl('https://cdn.example/shop/../k.png', page, 'https://cdn.example/shop/'), undefined);
});
