// Deleting a blog post on the admin surface (issue 25, item 4): with If-Match only while the post is as read (412 with
// the current post otherwise, nothing deleted); the delete is logged; content.read alone may not delete.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp } from '../helpers/app.js';
import { adminSession, adminWithRole } from '../helpers/client.js';

test('blog post delete: 412 with the current post on a stale If-Match, then deleted and logged; 404 after; 403 for a read-only role', async (t) => {
  const ctx = await buildTestApp(t);
  const admin = await adminSession(ctx.app);
  const post = (await admin.post('/api2/admin/blog', { title: 'Old news', body: 'Gone soon' })).json;
  const url = `/api2/admin/blog/${post.id}`;
  const read = await admin.get(url);
  const etag = read.headers.etag as string;
  assert.equal((await admin.put(url, { excerpt: 'Changed meanwhile' })).status, 200);

  const stale = await admin.delete(url, { headers: { 'if-match': etag } });
  assert.equal(stale.status, 412, stale.body);
  assert.equal(stale.json.code, 'PRECONDITION_FAILED');
  assert.equal(stale.json.current.excerpt, 'Changed meanwhile');
  const now = await admin.get(url);
  assert.equal(now.status, 200, 'nothing was deleted');
  assert.equal(stale.headers.etag, now.headers.etag);

  const viewer = await adminWithRole(ctx.app, 'viewer');
  assert.equal((await viewer.get(url)).status, 200);
  assert.equal((await viewer.delete(url)).status, 403);

  const deleted = await admin.delete(url, {
    headers: { 'if-match': now.headers.etag as string, 'x-request-id': 'blog-delete' },
  });
  assert.equal(deleted.status, 200, deleted.body);
  assert.deepEqual(deleted.json, { success: true });
  assert.equal((await admin.get(url)).status, 404);
  assert.equal((await admin.delete(url)).status, 404);
  assert.equal((await admin.get('/api2/admin/blog', { query: { search: 'Old news' } })).json.total, 0);

  const log = (await admin.get('/api2/admin/audit-log', { query: { requestId: 'blog-delete' } })).json.entries;
  assert.deepEqual(
    log.map((e: { entityType: string; entityId: string; action: string }) => [e.entityType, e.entityId, e.action]),
    [['blog_post', String(post.id), 'delete']],
  );
  assert.equal(log[0].changes.title[0], 'Old news');
});
