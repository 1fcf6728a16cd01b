// Issue 9: a table-driven probe over every operation of the OpenAPI document the running app serves. Each gets NUL
// characters in its query, path parameters and body, a malformed multipart body, overlong path parameters and
// URLs, and JSON nested 5,000 levels deep. Every answer must be below 500, JSON, and in its surface's error shape
// with the expected status. The probes are refused before a handler runs (but for one DELETE of an image that does
// not exist), so they leave the app unchanged.
import { before, after, test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { Client, adminSession, platformClient, type Reply } from '../helpers/client.js';
import { loggedInCustomer } from '../helpers/customers.js';
import { assertError, shapeOf } from './shape.js';

const NUL = '\u0000';
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
type Method = Uppercase<(typeof METHODS)[number]>;

interface Operation {
  method: Method;
  /** The OpenAPI path, with {name} placeholders. */
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodyFields: string[];
  hasBody: boolean;
}

interface Probe {
  what: string;
  op: Operation;
  url: string;
  body?: string | Buffer;
  contentType?: string;
  /** Statuses this probe may get; the first is the one a NUL or a nesting error gets. */
  expected: number[];
}

let ctx: TestApp;
let clients: { admin: Client; platform: Client; customer: Client; anon: Client };
let operations: Operation[];
const teardown: (() => unknown)[] = [];

before(async () => {
  ctx = await buildTestApp(
    { after: (fn: () => unknown) => teardown.push(fn) },
    { env: { PLATFORM_RATE_LIMIT: '0', CHECKOUT_RATE_LIMIT: '0' } },
  );
  clients = {
    admin: await adminSession(ctx.app),
    platform: await platformClient(ctx.app, 'read_write'),
    customer: (await loggedInCustomer(ctx)).client,
    anon: new Client(ctx.app),
  };
  const doc = (await clients.anon.get('/api2/openapi.json')).json as { paths: Record<string, Record<string, any>> };
  operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((m): Operation => {
      const parameters: { name: string; in: string }[] = item[m].parameters ?? [];
      const schema = item[m].requestBody?.content?.['application/json']?.schema;
      return {
        method: m.toUpperCase() as Method,
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        bodyFields: Object.keys(schema?.properties ?? {}),
        hasBody: m !== 'get',
      };
    }),
  );
});
after(async () => {
  for (const fn of teardown) await fn();
});

/** The operation's client: a super_admin, a read_write key, a logged-in shopper for the customer surface. */
function clientFor(path: string): Client {
  if (path.startsWith('/api2/admin/')) return clients.admin;
  if (path.startsWith('/api2/v1/')) return clients.platform;
  if (path.startsWith('/api2/auth/')) return clients.customer;
  return clients.anon;
}

/** The path with every parameter filled in: `value` for `target`, 1 for the others. */
function fill(op: Operation, target?: string, value = '1'): string {
  return op.path.replace(/\{([^}]+)\}/g, (_, name: string) => (name === target ? value : '1'));
}

// The payments surface checks the signature of the raw body before parsing it (and on unknown paths too):
// unsigned bodies are 401 there. Query and path parameters are checked before it, as everywhere.
const PAYMENTS = '/api2/payments/';
const bodyRefused = (op: Operation) => (op.path.startsWith(PAYMENTS) ? 401 : 400);

function probesOf(op: Operation): Probe[] {
  const probes: Probe[] = [];
  const base = fill(op);
  for (const name of op.queryParams.length ? op.queryParams : ['q']) {
    probes.push({ what: `NUL in query ${name}`, op, url: `${base}?${name}=a%00b`, expected: [400] });
  }
  for (const name of op.pathParams) {
    probes.push({ what: `NUL in path parameter ${name}`, op, url: fill(op, name, '1%00'), expected: [400] });
    probes.push({
      what: `a 5,000-character path parameter ${name}`,
      op,
      url: fill(op, name, 'x'.repeat(5000)),
      expected: [414],
    });
  }
  if (!op.pathParams.length)
    probes.push({
      what: 'a 5,000-character extra path segment',
      op,
      url: `${base}/${'x'.repeat(5000)}`,
      expected: op.path.startsWith(PAYMENTS) ? [401] : [414, 404],
    });
  probes.push({
    what: 'a 20,000-character query string',
    op,
    url: `${base}?pad=${'x'.repeat(20_000)}`,
    expected: [431],
  });
  if (op.hasBody) {
    const fields = op.bodyFields.length ? op.bodyFields : ['name'];
    probes.push({
      what: 'NUL in every body field',
      op,
      url: base,
      body: JSON.stringify(Object.fromEntries(fields.map((f) => [f, `x${NUL}y`]))),
      contentType: 'application/json',
      expected: [bodyRefused(op)],
    });
    probes.push({
      what: 'NUL in a nested body key',
      op,
      url: base,
      body: JSON.stringify({ [fields[0]!]: { [`k${NUL}`]: 1 } }),
      contentType: 'application/json',
      expected: [bodyRefused(op)],
    });
    probes.push({
      what: 'JSON nested 5,000 levels',
      op,
      url: base,
      body: `{"${fields[0]}": ${'['.repeat(5000)}${']'.repeat(5000)}}`,
      contentType: 'application/json',
      expected: [bodyRefused(op)],
    });
    const multipart = (boundary: string, body: string): Pick<Probe, 'body' | 'contentType'> => ({
      body: Buffer.from(body),
      contentType: `multipart/form-data${boundary}`,
    });
    const part =
      '--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nPNG';
    // Multipart is parsed only by the upload routes (400 when malformed), elsewhere it is 415; the image DELETE
    // beside the image upload takes the content type and ignores the body (404: there is no image 1).
    probes.push({
      what: 'multipart without closing boundary',
      op,
      url: base,
      ...multipart('; boundary=b', part),
      expected: [400, 415, 404],
    });
    probes.push({
      what: 'multipart without boundary',
      op,
      url: base,
      ...multipart('', part),
      expected: [400, 415, 404],
    });
    probes.push({
      what: 'multipart with a 5,000-character boundary',
      op,
      url: base,
      ...multipart(`; boundary=${'b'.repeat(5000)}`, part),
      expected: [400, 415, 404],
    });
  }
  return probes;
}

async function run(probe: Probe): Promise<string | null> {
  const label = `${probe.op.method} ${probe.op.path}: ${probe.what}`;
  let r: Reply;
  try {
    r = await clientFor(probe.op.path).request(
      probe.op.method,
      probe.url,
      probe.body === undefined ? {} : { body: probe.body, headers: { 'content-type': probe.contentType! } },
    );
  } catch (e) {
    return `${label}: no answer (${(e as Error).message})`;
  }
  if (!probe.expected.includes(r.status))
    return `${label}: ${r.status} ${r.body.slice(0, 160)} (expected ${probe.expected.join(' or ')})`;
  try {
    assertError(r, r.status, shapeOf(probe.op.path), null, label);
  } catch (e) {
    return (e as Error).message.split('\n')[0]!;
  }
  return null;
}

test("every operation of the OpenAPI document refuses NUL, malformed multipart, overlong paths and deep JSON in its surface's shape, never with a 5xx", async () => {
  assert.ok(operations.length > 100, `the document lists ${operations.length} operations`);
  for (const surface of ['/api2/admin/', '/api2/auth/', '/api2/store/', '/api2/v1/', '/api2/payments/']) {
    assert.ok(
      operations.some((o) => o.path.startsWith(surface)),
      `the document has ${surface} operations`,
    );
  }
  const probes = operations.flatMap(probesOf);
  const problems: string[] = [];
  // A few at a time: each request has a connection of its own.
  for (let i = 0; i < probes.length; i += 8) {
    for (const problem of await Promise.all(probes.slice(i, i + 8).map(run))) if (problem) problems.push(problem);
  }
  assert.deepEqual(
    problems,
    [],
    `${problems.length} of ${probes.length} probes failed:\n${problems.slice(0, 40).join('\n')}`,
  );

  // Nothing was changed by any of them: the sessions still work and the catalogue is empty.
  assert.equal((await clients.admin.get('/api2/admin/me')).status, 200);
  assert.equal((await clients.customer.get('/api2/auth/me')).status, 200);
  assert.equal((await clients.platform.get('/api2/v1/products')).json.meta.total, 0);
});
