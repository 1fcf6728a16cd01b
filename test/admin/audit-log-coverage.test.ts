// The change log covers categories, content, shipping, media and webhook admin actions (issue 12, item 2): each
// write through HTTP leaves one entry naming the entity, the action, who acted and the request, with the fields
// that changed; a refused or rolled-back write leaves none.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { adminSession, platformClient, type Client } from '../helpers/client.js';
import { makePng, multipart } from '../helpers/media.js';
import { quietLogger } from '../helpers/webhooks.js';
import { createDeliveryWorker } from '../../src/modules/webhooks/delivery-loop.js';

const headers = (id: string) => ({ headers: { 'x-request-id': id } });

interface Entry {
  actorType: string;
  actorId: string | null;
  apiKeyId: number | null;
  requestId: string | null;
  entityType: string;
  entityId: string;
  action: string;
  changes: Record<string, [unknown, unknown]>;
}

/** Reads the change log as an admin would; `only` asserts that the request left exactly one entry and answers it. */
async function changeLog(ctx: TestApp) {
  const admin = await adminSession(ctx.app);
  const adminId = String((await admin.get('/api2/admin/me')).json.id);
  const platform = await platformClient(ctx.app, 'read_write');
  const keyId = (await ctx.services.db.selectFrom('apiKeys').select('id').executeTakeFirstOrThrow()).id;
  const byRequest = async (requestId: string): Promise<Entry[]> => {
    const r = await admin.get('/api2/admin/audit-log', { query: { requestId, limit: 200 } });
    assert.equal(r.status, 200, r.body);
    return r.json.entries;
  };
  const only = async (
    requestId: string,
    expected: { entityType: string; entityId: string | number; action: string; actor: 'admin' | 'api_key' },
  ): Promise<Entry> => {
    const entries = await byRequest(requestId);
    assert.equal(entries.length, 1, `${requestId}: ${JSON.stringify(entries)}`);
    const e = entries[0]!;
    const actor =
      expected.actor === 'admin'
        ? { actorType: 'admin', actorId: adminId, apiKeyId: null }
        : { actorType: 'api_key', actorId: String(keyId), apiKeyId: keyId };
    assert.deepEqual(
      {
        actorType: e.actorType,
        actorId: e.actorId,
        apiKeyId: e.apiKeyId,
        requestId: e.requestId,
        entityType: e.entityType,
        entityId: e.entityId,
        action: e.action,
      },
      {
        ...actor,
        requestId,
        entityType: expected.entityType,
        entityId: String(expected.entityId),
        action: expected.action,
      },
    );
    return e;
  };
  return { admin, platform, byRequest, only };
}

async function ok(reply: Promise<{ status: number; body: string; json: any }>, status = 200) {
  const r = await reply;
  assert.equal(r.status, status, r.body);
  return r.json;
}

test('change log: categories create, move and delete through the platform API, each with the fields that changed; a refused move leaves nothing', async (t) => {
  const ctx = await buildTestApp(t, { env: { PLATFORM_RATE_LIMIT: '0' } });
  const { platform: c, only, byRequest } = await changeLog(ctx);

  const root = await ok(c.post('/api2/v1/categories', { name: 'Lighting' }, headers('cat-create')), 201);
  assert.deepEqual(
    (await only('cat-create', { entityType: 'category', entityId: root.id, action: 'create', actor: 'api_key' }))
      .changes.name,
    [null, 'Lighting'],
  );
  const lamps = await ok(c.post('/api2/v1/categories', { name: 'Lamps' }), 201);

  await ok(
    c.put(`/api2/v1/categories/${lamps.id}`, { parentId: root.id, description: 'Desk and floor' }, headers('cat-move')),
  );
  const moved = await only('cat-move', {
    entityType: 'category',
    entityId: lamps.id,
    action: 'update',
    actor: 'api_key',
  });
  assert.deepEqual(moved.changes.parentId, [null, root.id]);
  assert.deepEqual(moved.changes.description, [null, 'Desk and floor']);
  assert.equal(moved.changes.name, undefined, 'unchanged fields are not listed');

  // Moving the root below its own child is refused inside the transaction: no entry.
  assert.equal(
    (await c.put(`/api2/v1/categories/${root.id}`, { parentId: lamps.id }, headers('cat-cycle'))).status,
    400,
  );
  assert.deepEqual(await byRequest('cat-cycle'), []);

  await ok(c.delete(`/api2/v1/categories/${lamps.id}`, headers('cat-delete')));
  assert.deepEqual(
    (await only('cat-delete', { entityType: 'category', entityId: lamps.id, action: 'delete', actor: 'api_key' }))
      .changes.slug,
    ['lamps', null],
  );
});

test('change log: a slug change logs the automatic 301 in the same request; a slug change that fails rolls its redirect entry back', async (t) => {
  const ctx = await buildTestApp(t, { env: { PLATFORM_RATE_LIMIT: '0' } });
  const { platform: c, byRequest } = await changeLog(ctx);

  const cat = await ok(c.post('/api2/v1/categories', { name: 'Shoes' }), 201);
  await ok(c.put(`/api2/v1/categories/${cat.id}`, { slug: 'footwear' }, headers('cat-slug')));
  const entries = await byRequest('cat-slug');
  assert.deepEqual(entries.map((e) => [e.entityType, e.action]).sort(), [
    ['category', 'update'],
    ['redirect', 'create'],
  ]);
  const redirect = entries.find((e) => e.entityType === 'redirect')!;
  assert.deepEqual(
    [redirect.actorType, redirect.changes.source, redirect.changes.destination, redirect.changes.statusCode],
    ['api_key', [null, '/categories/shoes'], [null, '/categories/footwear'], [null, 301]],
  );
  const stored = (await c.get('/api2/v1/seo/redirects')).json;
  assert.deepEqual(
    stored.data.map((r: any) => String(r.id)),
    [redirect.entityId],
  );

  // The page's new slug is taken: the redirect written first goes with the refused update, and so do the entries.
  await ok(c.post('/api2/v1/pages', { title: 'About' }), 201);
  await ok(c.post('/api2/v1/pages', { title: 'Contact' }), 201);
  assert.equal((await c.put('/api2/v1/pages/contact', { slug: 'about' }, headers('page-slug-taken'))).status, 409);
  assert.deepEqual(await byRequest('page-slug-taken'), []);
  assert.equal((await c.get('/api2/v1/seo/redirects')).json.data.length, 1);
});

test('change log: pages with sections, blog posts with publish, SEO settings and rules, redirects and translations', async (t) => {
  const ctx = await buildTestApp(t, { env: { PLATFORM_RATE_LIMIT: '0' } });
  const { platform: c, only, byRequest } = await changeLog(ctx);

  const page = await ok(
    c.post(
      '/api2/v1/pages',
      { title: 'Shipping info', sections: [{ type: 'text', content: { body: 'Fast' } }] },
      headers('page-create'),
    ),
    201,
  );
  const created = await only('page-create', {
    entityType: 'page',
    entityId: page.id,
    action: 'create',
    actor: 'api_key',
  });
  assert.deepEqual(created.changes.sections, [null, [{ type: 'text', content: { body: 'Fast' } }]]);
  await ok(
    c.put(
      `/api2/v1/pages/${page.id}`,
      { sections: [{ type: 'text', content: { body: 'Faster' } }] },
      headers('page-sections'),
    ),
  );
  assert.deepEqual(
    (await only('page-sections', { entityType: 'page', entityId: page.id, action: 'update', actor: 'api_key' })).changes
      .sections,
    [[{ type: 'text', content: { body: 'Fast' } }], [{ type: 'text', content: { body: 'Faster' } }]],
  );
  await ok(c.put(`/api2/v1/pages/${page.id}`, { sections: [] }));
  await ok(c.delete(`/api2/v1/pages/${page.id}`, headers('page-delete')));
  assert.deepEqual(
    (await only('page-delete', { entityType: 'page', entityId: page.id, action: 'delete', actor: 'api_key' })).changes
      .title,
    ['Shipping info', null],
  );

  const post = await ok(c.post('/api2/v1/blog', { title: 'Autumn' }, headers('blog-create')), 201);
  assert.deepEqual(
    (await only('blog-create', { entityType: 'blog_post', entityId: post.id, action: 'create', actor: 'api_key' }))
      .changes.status,
    [null, 'draft'],
  );
  await ok(c.put(`/api2/v1/blog/${post.id}`, { status: 'published' }, headers('blog-publish')));
  const published = await only('blog-publish', {
    entityType: 'blog_post',
    entityId: post.id,
    action: 'publish',
    actor: 'api_key',
  });
  assert.deepEqual(published.changes.status, ['draft', 'published']);
  assert.equal(published.changes.publishedAt?.[0], null);
  await ok(c.put(`/api2/v1/blog/${post.id}`, { excerpt: 'Leaves' }, headers('blog-edit')));
  assert.deepEqual(
    (await only('blog-edit', { entityType: 'blog_post', entityId: post.id, action: 'update', actor: 'api_key' }))
      .changes.excerpt,
    ['', 'Leaves'],
  );

  await ok(c.put('/api2/v1/seo/settings', { defaultTitle: 'My shop' }, headers('seo-settings')));
  assert.deepEqual(
    (await only('seo-settings', { entityType: 'seo_settings', entityId: 'shop', action: 'update', actor: 'api_key' }))
      .changes.defaultTitle,
    ['Shop', 'My shop'],
  );

  const rule = await ok(
    c.post(
      '/api2/v1/seo/rules',
      { ruleName: 'Products', targetType: 'product', createdBy: 'erp' },
      headers('rule-create'),
    ),
    201,
  );
  assert.deepEqual(
    (await only('rule-create', { entityType: 'seo_rule', entityId: rule.id, action: 'create', actor: 'api_key' }))
      .changes.ruleName,
    [null, 'Products'],
  );
  await ok(c.put(`/api2/v1/seo/rules/${rule.id}`, { isActive: false }, headers('rule-update')));
  assert.deepEqual(
    (await only('rule-update', { entityType: 'seo_rule', entityId: rule.id, action: 'update', actor: 'api_key' }))
      .changes.isActive,
    [1, 0],
  );
  await ok(c.delete(`/api2/v1/seo/rules/${rule.id}`, headers('rule-delete')));
  await only('rule-delete', { entityType: 'seo_rule', entityId: rule.id, action: 'delete', actor: 'api_key' });

  const r = await ok(
    c.post('/api2/v1/seo/redirects', { source: '/old', destination: '/new' }, headers('redirect-create')),
    201,
  );
  assert.deepEqual(
    (await only('redirect-create', { entityType: 'redirect', entityId: r.id, action: 'create', actor: 'api_key' }))
      .changes.source,
    [null, '/old'],
  );
  await ok(c.put(`/api2/v1/seo/redirects/${r.id}`, { destination: '/newer' }, headers('redirect-update')));
  assert.deepEqual(
    (await only('redirect-update', { entityType: 'redirect', entityId: r.id, action: 'update', actor: 'api_key' }))
      .changes.destination,
    ['/new', '/newer'],
  );
  // /newer → /old would close a loop: refused, nothing logged.
  assert.equal(
    (await c.post('/api2/v1/seo/redirects', { source: '/newer', destination: '/old' }, headers('redirect-loop')))
      .status,
    400,
  );
  assert.deepEqual(await byRequest('redirect-loop'), []);
  await ok(c.delete(`/api2/v1/seo/redirects/${r.id}`, headers('redirect-delete')));
  assert.deepEqual(
    (await only('redirect-delete', { entityType: 'redirect', entityId: r.id, action: 'delete', actor: 'api_key' }))
      .changes.destination,
    ['/newer', null],
  );

  const base = { entityType: 'product', entityId: 42, languageCode: 'de' };
  const tr = await ok(
    c.post('/api2/v1/translations', { ...base, data: { name: 'Hemd A' } }, headers('tr-create')),
    201,
  );
  assert.deepEqual(
    (await only('tr-create', { entityType: 'translation', entityId: tr.id, action: 'create', actor: 'api_key' }))
      .changes.data,
    [null, { name: 'Hemd A' }],
  );
  await ok(c.post('/api2/v1/translations', { ...base, data: { name: 'Hemd B' } }, headers('tr-update')));
  assert.deepEqual(
    (await only('tr-update', { entityType: 'translation', entityId: tr.id, action: 'update', actor: 'api_key' }))
      .changes.data,
    [{ name: 'Hemd A' }, { name: 'Hemd B' }],
  );
  await ok(c.delete(`/api2/v1/translations/${tr.id}`, headers('tr-delete')));
  await only('tr-delete', { entityType: 'translation', entityId: tr.id, action: 'delete', actor: 'api_key' });
});

test('change log: shipping zones and methods; a method for an unknown zone is refused and leaves nothing', async (t) => {
  const ctx = await buildTestApp(t, { env: { PLATFORM_RATE_LIMIT: '0' } });
  const { platform: c, only, byRequest } = await changeLog(ctx);

  const zone = await ok(c.post('/api2/v1/shipping/zones', { name: 'Germany' }, headers('zone-create')), 201);
  assert.deepEqual(
    (await only('zone-create', { entityType: 'shipping_zone', entityId: zone.id, action: 'create', actor: 'api_key' }))
      .changes.name,
    [null, 'Germany'],
  );
  await ok(c.put(`/api2/v1/shipping/zones/${zone.id}`, { name: 'DE' }, headers('zone-update')));
  assert.deepEqual(
    (await only('zone-update', { entityType: 'shipping_zone', entityId: zone.id, action: 'update', actor: 'api_key' }))
      .changes.name,
    ['Germany', 'DE'],
  );

  const method = await ok(
    c.post(
      '/api2/v1/shipping/methods',
      { zoneId: zone.id, name: 'DHL', methodType: 'flat_rate', price: 4.9 },
      headers('method-create'),
    ),
    201,
  );
  assert.deepEqual(
    (
      await only('method-create', {
        entityType: 'shipping_method',
        entityId: method.id,
        action: 'create',
        actor: 'api_key',
      })
    ).changes.priceCents,
    [null, 490],
  );
  await ok(c.put(`/api2/v1/shipping/methods/${method.id}`, { price: 5.9 }, headers('method-update')));
  assert.deepEqual(
    (
      await only('method-update', {
        entityType: 'shipping_method',
        entityId: method.id,
        action: 'update',
        actor: 'api_key',
      })
    ).changes.priceCents,
    [490, 590],
  );
  assert.equal(
    (
      await c.post(
        '/api2/v1/shipping/methods',
        { zoneId: 9999, name: 'Lost', methodType: 'free' },
        headers('method-orphan'),
      )
    ).status,
    400,
  );
  assert.deepEqual(await byRequest('method-orphan'), []);

  const second = await ok(
    c.post('/api2/v1/shipping/methods', { zoneId: zone.id, name: 'Pickup', methodType: 'pickup' }),
    201,
  );
  await ok(c.delete(`/api2/v1/shipping/methods/${second.id}`, headers('method-delete')));
  assert.deepEqual(
    (
      await only('method-delete', {
        entityType: 'shipping_method',
        entityId: second.id,
        action: 'delete',
        actor: 'api_key',
      })
    ).changes.name,
    ['Pickup', null],
  );

  // Deleting the zone takes its remaining method with it: both are logged.
  await ok(c.delete(`/api2/v1/shipping/zones/${zone.id}`, headers('zone-delete')));
  assert.deepEqual((await byRequest('zone-delete')).map((e) => [e.entityType, e.entityId, e.action]).sort(), [
    ['shipping_method', String(method.id), 'delete'],
    ['shipping_zone', String(zone.id), 'delete'],
  ]);
});

async function upload(admin: Client, requestId: string, alt: string) {
  const mp = multipart([
    { name: 'alt', value: alt },
    { name: 'file', filename: 'banner.png', contentType: 'image/png', data: await makePng() },
  ]);
  return admin.request('POST', '/api2/admin/media', {
    body: mp.body,
    headers: { 'content-type': mp.contentType, 'x-request-id': requestId },
  });
}

test('change log: media upload by an admin, metadata edit and delete through the platform API; a refused upload leaves nothing', async (t) => {
  const ctx = await buildTestApp(t, { env: { PLATFORM_RATE_LIMIT: '0' } });
  const { admin, platform, only, byRequest } = await changeLog(ctx);

  const item = await ok(upload(admin, 'media-upload', 'Beach'), 201);
  const created = await only('media-upload', {
    entityType: 'media',
    entityId: item.id,
    action: 'create',
    actor: 'admin',
  });
  assert.deepEqual(
    [created.changes.alt, created.changes.originalName],
    [
      [null, 'Beach'],
      [null, 'banner.png'],
    ],
  );
  await ok(platform.put(`/api2/v1/media/${item.id}`, { alt: 'Beach at noon', title: 'Summer' }, headers('media-edit')));
  const edited = await only('media-edit', {
    entityType: 'media',
    entityId: item.id,
    action: 'update',
    actor: 'api_key',
  });
  assert.deepEqual(
    [edited.changes.alt, edited.changes.title],
    [
      ['Beach', 'Beach at noon'],
      ['', 'Summer'],
    ],
  );
  await ok(platform.delete(`/api2/v1/media/${item.id}`, headers('media-delete')));
  assert.deepEqual(
    (await only('media-delete', { entityType: 'media', entityId: item.id, action: 'delete', actor: 'api_key' })).changes
      .alt,
    ['Beach at noon', null],
  );

  const mp = multipart([
    { name: 'file', filename: 'notes.png', contentType: 'image/png', data: Buffer.from('not an image') },
  ]);
  const refused = await admin.request('POST', '/api2/admin/media', {
    body: mp.body,
    headers: { 'content-type': mp.contentType, 'x-request-id': 'media-refused' },
  });
  assert.equal(refused.status, 400, refused.body);
  assert.deepEqual(await byRequest('media-refused'), []);
});

const WEBHOOK_URL = 'https://localhost:9443/hook';

test('change log: webhook queueing, replay of one, bulk replay (one entry per record), pause and resume; the delivery loop writes none', async (t) => {
  const ctx = await buildTestApp(t, {
    env: { WEBHOOK_DEFAULT_URL: WEBHOOK_URL, WEBHOOK_ALLOW_HOSTS: 'localhost', WEBHOOK_RETRY_SCHEDULE: '0,0,0,0' },
  });
  const { admin, only, byRequest } = await changeLog(ctx);
  const queue = (requestId?: string) =>
    ok(
      admin.post(
        '/api2/admin/webhooks',
        { eventType: 'order.created', payload: { n: 1 } },
        requestId ? headers(requestId) : undefined,
      ),
      201,
    );

  const w = await queue('webhook-queue');
  const queued = await only('webhook-queue', {
    entityType: 'webhook',
    entityId: w.id,
    action: 'create',
    actor: 'admin',
  });
  assert.deepEqual(
    [queued.changes.status, queued.changes.url],
    [
      [null, 'pending'],
      [null, WEBHOOK_URL],
    ],
  );

  const others = [await queue(), await queue()];
  // The receiver is down: the delivery loop gives up on all three after 5 attempts, logging none of its bookkeeping.
  const { services, config } = ctx;
  const worker = createDeliveryWorker({
    db: services.db,
    dialect: services.dialect,
    config,
    logger: quietLogger,
    send: async () => ({ outcome: 'failed', statusCode: null, error: 'connection failed (ECONNREFUSED)' }),
  });
  for (let i = 0; i < 5; i++) await worker.runOnce();
  assert.equal((await admin.get('/api2/admin/webhooks', { query: { status: 'failed' } })).json.total, 3);
  const afterOutage = (await admin.get('/api2/admin/audit-log', { query: { entityType: 'webhook' } })).json
    .entries as Entry[];
  assert.deepEqual(
    afterOutage.map((e) => [e.actorType, e.action]),
    [
      ['admin', 'create'],
      ['admin', 'create'],
      ['admin', 'create'],
    ],
  );
  await ok(admin.post(`/api2/admin/webhooks/${w.id}/replay`, undefined, headers('webhook-replay')));
  const replayed = await only('webhook-replay', {
    entityType: 'webhook',
    entityId: w.id,
    action: 'replay',
    actor: 'admin',
  });
  assert.deepEqual(
    [replayed.changes.status, replayed.changes.attempts],
    [
      ['failed', 'pending'],
      [5, 0],
    ],
  );
  // Pending already: 409, nothing logged.
  assert.equal(
    (await admin.post(`/api2/admin/webhooks/${w.id}/replay`, undefined, headers('webhook-replay-again'))).status,
    409,
  );
  assert.deepEqual(await byRequest('webhook-replay-again'), []);

  assert.deepEqual(await ok(admin.post('/api2/admin/webhooks/replay', { url: WEBHOOK_URL }, headers('webhook-bulk'))), {
    replayed: 2,
  });
  const bulk = await byRequest('webhook-bulk');
  assert.deepEqual(
    bulk.map((e) => [e.actorType, e.entityType, e.entityId, e.action, e.changes.status]).sort(),
    others.map((o) => ['admin', 'webhook', String(o.id), 'replay', ['failed', 'pending']]).sort(),
  );

  await ok(admin.post('/api2/admin/webhooks/pauses', { url: WEBHOOK_URL }, headers('webhook-pause')));
  assert.ok(
    (
      await only('webhook-pause', {
        entityType: 'webhook_pause',
        entityId: WEBHOOK_URL,
        action: 'pause',
        actor: 'admin',
      })
    ).changes.pausedAt?.[1],
  );
  await ok(admin.post('/api2/admin/webhooks/pauses', { url: WEBHOOK_URL }, headers('webhook-pause-again')));
  assert.deepEqual(await byRequest('webhook-pause-again'), [], 'pausing a paused target changes nothing');
  await ok(
    admin.delete('/api2/admin/webhooks/pauses', {
      query: { url: WEBHOOK_URL },
      headers: { 'x-request-id': 'webhook-resume' },
    }),
  );
  await only('webhook-resume', {
    entityType: 'webhook_pause',
    entityId: WEBHOOK_URL,
    action: 'resume',
    actor: 'admin',
  });

  await ok(admin.delete(`/api2/admin/webhooks/${w.id}`, headers('webhook-delete')));
  assert.deepEqual(
    (await only('webhook-delete', { entityType: 'webhook', entityId: w.id, action: 'delete', actor: 'admin' })).changes
      .eventType,
    ['order.created', null],
  );
  const all = (await admin.get('/api2/admin/audit-log', { query: { entityType: 'webhook', limit: 200 } })).json
    .entries as Entry[];
  assert.ok(
    all.every((e) => e.changes.signature === undefined && e.changes.headers === undefined),
    'signatures and headers are never logged',
  );
});
