// Options and variants inside product bodies (issue 34, docs/variants.md): create in one request, atomic refusals,
// merge on update, versions that snapshot and restore variants, bulk edits over variant prices, the change log naming
// the variant, and the product's ETag following a variant change made through the product body.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp } from '../helpers/app.js';
import { adminSession, platformClient, type Client } from '../helpers/client.js';

interface V {
  id: number;
  sku: string;
  name: string;
  price: number | null;
  stock: number;
  status: string;
}

const TSHIRT = {
  name: 'T-shirt',
  sku: 'TS',
  price: 20,
  options: [
    { name: 'Size', values: ['S', 'M'] },
    { name: 'Colour', values: ['Red', 'Blue'] },
  ],
  variants: [
    { sku: 'TS-S-RED', optionValues: ['S', 'Red'], stock: 3 },
    { sku: 'TS-M-RED', optionValues: ['M', 'Red'], price: 22, stock: 5 },
    { sku: 'TS-M-BLUE', optionValues: ['M', 'Blue'], price: 24, status: 'draft' },
  ],
};

async function variantsOf(client: Client, id: number): Promise<V[]> {
  const r = await client.get(`/api2/admin/products/${id}/variants`);
  assert.equal(r.status, 200, r.body);
  return r.json.variants as V[];
}

const brief = (vs: V[]) => vs.map((v) => [v.sku, v.name, v.price, v.stock, v.status]);

test('create with options and variants in one request (platform and admin); every refusal keeps nothing', async (t) => {
  const { app } = await buildTestApp(t);
  const admin = await adminSession(app);
  const platform = await platformClient(app);

  const created = await platform.post('/api2/v1/products', TSHIRT);
  assert.equal(created.status, 201, created.body);
  assert.deepEqual(created.json.options, TSHIRT.options);
  assert.deepEqual(
    brief(created.json.variants),
    [
      ['TS-S-RED', 'S / Red', null, 3, 'active'],
      ['TS-M-RED', 'M / Red', 22, 5, 'active'],
      ['TS-M-BLUE', 'M / Blue', 24, 0, 'draft'],
    ],
    'exactly the variants listed: the first took over the variant every product starts with',
  );
  assert.equal(created.json.stock, 8, 'the product total is the sum of its variants');
  assert.deepEqual(created.json.priceRange, { min: 20, max: 22 }, 'over the active variants');

  const viaAdmin = await admin.post('/api2/admin/products', {
    name: 'Cap',
    sku: 'CAP',
    price: 10,
    options: [{ name: 'Colour', values: ['Black', 'White'] }],
    variants: [
      { optionValues: ['Black'], stock: 2 },
      { sku: 'CAP-W', optionValues: ['White'], price: 11 },
    ],
  });
  assert.equal(viaAdmin.status, 201, viaAdmin.body);
  assert.deepEqual(brief(await variantsOf(admin, viaAdmin.json.id)), [
    ['CAP', 'Black', null, 2, 'active'],
    ['CAP-W', 'White', 11, 0, 'active'],
  ]);

  const first = { sku: 'R-0', optionValues: ['S', 'Red'] };
  const refusals: [string, Record<string, unknown>, number, RegExp][] = [
    ['a SKU taken by another product', { variants: [first, { ...TSHIRT.variants[1], sku: 'CAP' }] }, 409, /SKU/],
    [
      'a SKU twice in the body',
      { variants: [first, { ...TSHIRT.variants[1], sku: 'X-1' }, { ...TSHIRT.variants[2], sku: 'X-1' }] },
      409,
      /SKU/,
    ],
    ['an unknown option value', { variants: [first, { sku: 'X-2', optionValues: ['XL', 'Red'] }] }, 400, /variants\/1/],
    [
      'a combination twice',
      { variants: [first, { sku: 'X-3', optionValues: ['S', 'Red'] }] },
      400,
      /variants\/1: names the same variant \(S \/ Red\)/,
    ],
    ['a new variant without SKU', { variants: [first, { optionValues: ['M', 'Red'] }] }, 400, /sku/],
    [
      'four options',
      { options: ['A', 'B', 'C', 'D'].map((name) => ({ name, values: ['x'] })), variants: [] },
      400,
      /option/,
    ],
    ['an id on create', { variants: [{ ...first, id: 1 }] }, 400, /variants\/0/],
    ['product stock beside variants', { stock: 4 }, 400, /stock/],
  ];
  for (const [what, change, status, message] of refusals) {
    for (const [client, path] of [
      [platform, '/api2/v1/products'],
      [admin, '/api2/admin/products'],
    ] as const) {
      const r = await client.post(path, { ...TSHIRT, name: 'Refused', sku: 'REFUSED', ...change });
      assert.equal(r.status, status, `${what} on ${path}: ${r.body}`);
      assert.match(r.body, message, what);
    }
  }
  const left = await admin.get('/api2/admin/products/search', { query: { q: 'Refused' } });
  assert.equal(left.json.total, 0, 'no refused product was kept');
  for (const sku of ['REFUSED', 'X-1', 'X-2', 'X-3'])
    assert.equal(
      (await admin.get('/api2/admin/products/check-slug', { query: { sku } })).json.exists,
      false,
      `${sku} is free again`,
    );
});

test('update merges variants by id or option values; a refusal keeps nothing; the ETag and the change log follow', async (t) => {
  const { app } = await buildTestApp(t);
  const admin = await adminSession(app);
  const platform = await platformClient(app);
  const id = (await platform.post('/api2/v1/products', TSHIRT)).json.id as number;
  const other = (await platform.post('/api2/v1/products', { name: 'Other', sku: 'OTHER', price: 1 })).json.id as number;
  const [sRed, mRed] = await variantsOf(admin, id);
  const otherVariant = (await variantsOf(admin, other))[0] ?? { id: 0 };
  const etag = (await platform.get(`/api2/v1/products/${id}`)).headers.etag;

  const bad: [string, unknown[], number][] = [
    ['a variant of another product', [{ id: otherVariant.id || 999999, price: 1 }], 400],
    ['stock for an existing variant', [{ id: sRed!.id, stock: 9 }], 400],
    [
      'the same variant twice',
      [
        { id: sRed!.id, price: 1 },
        { optionValues: ['S', 'Red'], price: 2 },
      ],
      400,
    ],
    ['a SKU of another product', [{ id: sRed!.id, sku: 'OTHER' }], 409],
  ];
  for (const [what, variants, status] of bad) {
    const r = await admin.patch(`/api2/admin/products/${id}`, { name: 'Renamed', variants });
    assert.equal(r.status, status, `${what}: ${r.body}`);
  }
  const unchanged = await platform.get(`/api2/v1/products/${id}`);
  assert.equal(unchanged.json.name, 'T-shirt', 'the name sent beside a refused variant was not kept');
  assert.equal(unchanged.headers.etag, etag);
  assert.equal((await admin.get(`/api2/admin/products/${id}/versions`)).json.versions.length, 0);

  const put = await platform.put(`/api2/v1/products/${id}`, {
    name: 'Tee',
    variants: [
      { id: sRed!.id, price: 19 },
      { optionValues: ['M', 'Red'], sku: 'TS-M-RED-2' },
      { sku: 'TS-S-BLUE', optionValues: ['S', 'Blue'], price: 21, stock: 7 },
    ],
  });
  assert.equal(put.status, 200, put.body);
  assert.notEqual(put.headers.etag, etag, 'the ETag changed with the variants');
  assert.deepEqual(brief(put.json.variants), [
    ['TS-S-RED', 'S / Red', 19, 3, 'active'],
    ['TS-M-RED-2', 'M / Red', 22, 5, 'active'],
    ['TS-M-BLUE', 'M / Blue', 24, 0, 'draft'],
    ['TS-S-BLUE', 'S / Blue', 21, 7, 'active'],
  ]);

  // A form that sends every field sends the total stock too: unchanged it is no error, changed it names variantId.
  assert.equal((await admin.patch(`/api2/admin/products/${id}`, { stock: 15 })).status, 200);
  const stockSet = await admin.patch(`/api2/admin/products/${id}`, { stock: 16 });
  assert.equal(stockSet.status, 400, stockSet.body);
  assert.match(stockSet.json.error, /variantId/);

  const patched = await admin.patch(`/api2/admin/products/${id}`, { variants: [{ id: mRed!.id, price: 23 }] });
  assert.equal(patched.status, 200, patched.body);
  assert.notEqual(patched.headers.etag, put.headers.etag);

  const log = await admin.get('/api2/admin/audit-log', {
    query: { entityType: 'variant', entityId: String(mRed!.id) },
  });
  assert.equal(log.status, 200, log.body);
  const priceChange = log.json.entries.find((e: { changes: Record<string, unknown> }) => 'priceCents' in e.changes);
  assert.ok(priceChange, log.body);
  const { priceCents, product, variant, sku } = priceChange.changes;
  assert.deepEqual(
    { priceCents, product, variant, sku },
    {
      priceCents: [2200, 2300],
      product: ['Tee', 'Tee'],
      variant: ['M / Red', 'M / Red'],
      sku: ['TS-M-RED-2', 'TS-M-RED-2'],
    },
    'the entry names the variant beside what changed',
  );
});

test('versions snapshot and restore options and variants; a one-variant product reads as before', async (t) => {
  const { app } = await buildTestApp(t);
  const admin = await adminSession(app);
  const platform = await platformClient(app);
  const id = (await platform.post('/api2/v1/products', TSHIRT)).json.id as number;
  const before = await variantsOf(admin, id);

  const changed = await admin.patch(`/api2/admin/products/${id}`, {
    options: [
      { name: 'Size', values: ['M', 'L'] },
      { name: 'Colour', values: ['Red'] },
    ],
    variants: [{ optionValues: ['M', 'Red'], price: 30, sku: 'TS-M' }],
  });
  assert.equal(changed.status, 200, changed.body);
  assert.deepEqual(brief(await variantsOf(admin, id)), [['TS-M', 'M / Red', 30, 5, 'active']], 'S and Blue went');

  const version = await admin.get(`/api2/admin/products/${id}/versions/1`);
  assert.equal(version.status, 200, version.body);
  assert.deepEqual(version.json.snapshot.options, TSHIRT.options);
  assert.deepEqual(
    version.json.snapshot.variants.map((v: { sku: string; optionValues: string[]; price: number | null }) => [
      v.sku,
      v.optionValues,
      v.price,
    ]),
    [
      ['TS-S-RED', ['S', 'Red'], null],
      ['TS-M-RED', ['M', 'Red'], 22],
      ['TS-M-BLUE', ['M', 'Blue'], 24],
    ],
  );
  const compared = await admin.get(`/api2/admin/products/${id}/versions/compare`, {
    query: { versionA: 1, versionB: 1 },
  });
  assert.deepEqual(compared.json.changes, {});

  const restored = await admin.post(`/api2/admin/products/${id}/versions/1/restore`);
  assert.equal(restored.status, 200, restored.body);
  const after = await variantsOf(admin, id);
  assert.deepEqual(
    after.map((v) => [v.sku, v.name, v.price, v.status]),
    before.map((v) => [v.sku, v.name, v.price, v.status]),
    'the variants are back',
  );
  assert.equal(after.find((v) => v.sku === 'TS-M-RED')!.id, before[1]!.id, 'the kept variant kept its id');
  assert.equal(after.find((v) => v.sku === 'TS-M-RED')!.stock, 5, 'and its stock');
  assert.equal(after.find((v) => v.sku === 'TS-S-RED')!.stock, 0, 'a re-added variant starts without stock');
  assert.deepEqual((await platform.get(`/api2/v1/products/${id}`)).json.options, TSHIRT.options);

  // Two variants that swapped their option values and SKUs come back swapped.
  const [sRed, mRed] = await variantsOf(admin, id);
  const swapped = await admin.patch(`/api2/admin/products/${id}`, {
    variants: [
      { id: sRed!.id, optionValues: ['S', 'Blue'], sku: 'TMP' },
      { id: mRed!.id, optionValues: ['S', 'Red'], sku: 'TS-S-RED' },
    ],
  });
  assert.equal(swapped.status, 200, swapped.body);
  await admin.patch(`/api2/admin/products/${id}`, {
    variants: [{ id: sRed!.id, optionValues: ['M', 'Red'], sku: 'TS-M-RED' }],
  });
  const last = (await admin.get(`/api2/admin/products/${id}/versions`)).json.versions.length;
  const unswapped = await admin.post(`/api2/admin/products/${id}/versions/${last - 1}/restore`);
  assert.equal(unswapped.status, 200, unswapped.body);
  assert.deepEqual(
    (await variantsOf(admin, id))
      .filter((v) => v.id === sRed!.id || v.id === mRed!.id)
      .map((v) => [v.id, v.sku, v.name]),
    [
      [sRed!.id, 'TS-S-RED', 'S / Red'],
      [mRed!.id, 'TS-M-RED', 'M / Red'],
    ],
  );

  const plain = (await admin.post('/api2/admin/products', { name: 'Plain', sku: 'PLAIN', price: 5 })).json.id;
  await admin.patch(`/api2/admin/products/${plain}`, { price: 6 });
  const plainVersion = (await admin.get(`/api2/admin/products/${plain}/versions/1`)).json.snapshot;
  assert.equal(plainVersion.variants, undefined, 'a one-variant product has no variants in its versions');
  assert.equal(plainVersion.options, undefined);
});

test('bulk edit, its dry run and its revert cover variant prices', async (t) => {
  const { app } = await buildTestApp(t);
  const admin = await adminSession(app);
  const platform = await platformClient(app);
  const a = (await platform.post('/api2/v1/products', TSHIRT)).json.id as number;
  const b = (
    await platform.post('/api2/v1/products', {
      ...TSHIRT,
      name: 'Polo',
      sku: 'PO',
      variants: TSHIRT.variants.map((v) => ({ ...v, sku: v.sku.replace('TS', 'PO') })),
    })
  ).json.id as number;
  const updates = { variants: [{ optionValues: ['M', 'Red'], price: 25 }] };

  const dry = await admin.post('/api2/admin/products/bulk-update', {
    productIds: [a, b],
    updates,
    batchId: 'variant-prices',
    dryRun: true,
  });
  assert.equal(dry.status, 200, dry.body);
  assert.equal(dry.json.updated, 2);
  const shown = dry.json.changes[0].changes.variants;
  assert.deepEqual(
    [shown.before.length, shown.after.length, shown.before[0].sku, shown.before[0].price, shown.after[0].price],
    [1, 1, 'TS-M-RED', 22, 25],
    'the dry run lists only the variant it would change, before and after',
  );
  assert.equal((await variantsOf(admin, a))[1]!.price, 22, 'the dry run kept nothing');

  const applied = await admin.post('/api2/admin/products/bulk-update', {
    productIds: [a, b],
    updates,
    batchId: 'variant-prices',
  });
  assert.equal(applied.status, 200, applied.body);
  assert.deepEqual(applied.json.errors, []);
  for (const id of [a, b]) assert.equal((await variantsOf(admin, id))[1]!.price, 25);
  const batch = await admin.get('/api2/admin/products/bulk-update/variant-prices');
  assert.deepEqual(batch.json.fields, ['variants']);

  const reverted = await admin.post('/api2/admin/products/bulk-update/variant-prices/revert', {});
  assert.equal(reverted.status, 200, reverted.body);
  assert.equal(reverted.json.reverted, 2, reverted.body);
  for (const id of [a, b]) {
    const vs = await variantsOf(admin, id);
    assert.deepEqual(
      vs.map((v) => [v.price, v.stock]),
      [
        [null, 3],
        [22, 5],
        [24, 0],
      ],
      'prices back, stock untouched',
    );
  }
});
