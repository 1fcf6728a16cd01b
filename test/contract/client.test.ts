// The contract: every operation of the served document, called through the typed client against the real
// server, answers with a status the document lists and a body its schema for that status accepts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { ADMIN_EMAIL, ADMIN_PASSWORD, baseUrlOf, buildTestApp } from '../helpers/app.js';
import { createShopClient, ok, ShopApiError, type ShopClient } from '../../packages/client/src/index.js';

type Json = Record<string, any>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Operation {
  method: Method;
  path: string;
  op: Json;
}

const RUN_ORDER: Record<Method, number> = { GET: 0, POST: 1, PUT: 1, PATCH: 1, DELETE: 2 };
/** Ends the admin session: walked last so the routes before it run logged in. */
const LAST = new Set(['/api2/admin/logout', '/api2/auth/logout']);

function operationsOf(document: Json): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries<Json>(document.paths)) {
    for (const [method, op] of Object.entries<Json>(item))
      operations.push({ method: method.toUpperCase() as Method, path, op });
  }
  const rank = (o: Operation) => (LAST.has(o.path) ? 3 : RUN_ORDER[o.method]);
  return operations.sort((a, b) => rank(a) - rank(b));
}

/** A value for each path parameter: the ids of the records the test made, else 1. */
function pathParams(op: Json, ids: Record<string, number>): Record<string, number> {
  const params: Record<string, number> = {};
  for (const p of (op.parameters ?? []) as Json[]) if (p.in === 'path') params[p.name] = ids[p.name] ?? 1;
  return params;
}

test('every operation answers as the document says, through the client', async (t) => {
  const { app } = await buildTestApp(t, { env: { PLATFORM_RATE_LIMIT: '0' } });
  const baseUrl = baseUrlOf(app);
  const client: ShopClient = createShopClient({ baseUrl });

  // The document the running server serves, compiled once: each answer is checked against its status's schema.
  const document = (await (await fetch(`${baseUrl}/api2/openapi.json`)).json()) as Json;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema(document, 'openapi');

  // The client's credentials: admin cookie + CSRF, then a platform key.
  await ok(client.POST('/api2/admin/login', { body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } }));
  const key = await ok(client.POST('/api2/admin/api-keys', { body: { name: 'contract', permission: 'read_write' } }));
  client.setApiKey(key.key);
  const product = await ok(client.POST('/api2/v1/products', { body: { name: 'Contract mug', price: 12.5 } }));
  const category = await ok(client.POST('/api2/v1/categories', { body: { name: 'Mugs' } }));
  const ids = { id: product.id, versionNumber: 1, imageId: 1, addressId: 1, categoryId: category.id };

  // The README's example: list orders with a key.
  const { data, meta } = await ok(
    client.GET('/api2/v1/orders', { params: { query: { status: 'paid', per_page: 50 } } }),
  );
  assert.deepEqual([data.length, meta.page], [0, 1]);

  // Typed errors: a platform 404 is a ShopApiError with the {error} body.
  await assert.rejects(
    ok(client.GET('/api2/v1/products/{id}', { params: { path: { id: 2147483647 } } })),
    (e: unknown) => e instanceof ShopApiError && e.status === 404 && typeof e.body?.error === 'string',
  );

  const anonymous = createShopClient({ baseUrl });
  const seen = new Map<string, number[]>();
  const problems: string[] = [];
  const check = (fine: unknown, problem: string) => {
    if (!fine) problems.push(problem);
    return Boolean(fine);
  };
  for (const { method, path, op } of operationsOf(document)) {
    // An event stream never ends: its answer is checked by its status and headers, then the stream is closed.
    const endless = Boolean(op.responses['200']?.content?.['text/event-stream']);
    for (const [who, caller] of [
      ['anonymous', anonymous],
      ['credentialed', client],
    ] as const) {
      const { data, error, response } = await caller.request(
        method as 'get',
        path as never,
        {
          params: { path: pathParams(op, ids) },
          body: method === 'GET' || method === 'DELETE' ? undefined : {},
          parseAs: endless ? 'stream' : 'text',
        } as never,
      );
      if (endless && response.ok) await (data as unknown as ReadableStream).cancel();
      const where = `${method} ${path} (${who}) → ${response.status}`;
      const documented = op.responses[String(response.status)] as Json | undefined;
      // openapi-fetch gives a 2xx body as asked (text) and an error body parsed when it is JSON.
      const text = response.ok ? String(data ?? '') : typeof error === 'string' ? error : JSON.stringify(error);
      if (!check(documented, `${where} is not in the document: ${text.slice(0, 200)}`)) continue;
      const type = (response.headers.get('content-type') ?? '').split(';')[0]!;
      seen.set(`${method} ${path}`, [...(seen.get(`${method} ${path}`) ?? []), response.status]);
      if (!documented!.content) continue;
      if (!check(documented!.content[type], `${where}: content type ${type} is not documented`)) continue;
      if (type !== 'application/json') continue;
      const pointer = `openapi#/paths/${path.replaceAll('~', '~0').replaceAll('/', '~1')}/${method.toLowerCase()}/responses/${response.status}/content/application~1json/schema`;
      const validate = ajv.getSchema(pointer)!;
      check(validate(JSON.parse(text)), `${where}: ${ajv.errorsText(validate.errors)} in ${text.slice(0, 200)}`);
    }
  }
  assert.deepEqual(problems, []);
  assert.equal(
    seen.size,
    Object.values(document.paths).reduce((n: number, item) => n + Object.keys(item as Json).length, 0),
  );
  assert.ok(
    [...seen.values()].flat().some((status) => status < 300),
    'some answers are 2xx',
  );
});
