import http from 'node:http';
import type { App } from '../../src/http/common/types.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, baseUrlOf } from './app.js';

export interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** The body's bytes, for binary answers (PDF, images). */
  data: Buffer;
  json: any;
  cookies: {
    name: string;
    value: string;
    maxAge?: number;
    httpOnly?: boolean;
    sameSite?: string;
    path?: string;
    expires?: Date;
  }[];
}

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

// A connection per request: app.close() then never waits for a kept-alive one to time out.
const agent = new http.Agent({ keepAlive: false });

/** One HTTP request; the answer with its raw bytes. */
export function send(
  method: string,
  url: URL,
  headers: Record<string, string>,
  payload?: string | Buffer,
): Promise<{ status: number; headers: Reply['headers']; data: Buffer }> {
  return new Promise((resolve, reject) => {
    const length = payload === undefined ? {} : { 'content-length': String(Buffer.byteLength(payload)) };
    const req = http.request(url, { method, headers: { ...length, ...headers }, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, data: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

function parseSetCookie(header: string): Reply['cookies'][number] {
  const [pair = '', ...attributes] = header.split(';').map((p) => p.trim());
  const eq = pair.indexOf('=');
  const cookie: Reply['cookies'][number] = { name: pair.slice(0, eq), value: decodeURIComponent(pair.slice(eq + 1)) };
  for (const attribute of attributes) {
    const [key = '', value = ''] = attribute.split('=');
    switch (key.toLowerCase()) {
      case 'max-age':
        cookie.maxAge = Number(value);
        break;
      case 'httponly':
        cookie.httpOnly = true;
        break;
      case 'samesite':
        cookie.sameSite = value;
        break;
      case 'path':
        cookie.path = value;
        break;
      case 'expires':
        cookie.expires = new Date(value);
        break;
    }
  }
  return cookie;
}

interface RequestOptions {
  json?: unknown;
  body?: string | Buffer;
  headers?: Record<string, string>;
  query?: Record<string, string | number | boolean>;
  /** Admin mutations send the CSRF token unless this is false. */
  csrf?: boolean;
}

/**
 * An HTTP actor over a real socket to the test app (see listen in app.ts): its own cookie jar,
 * client address (sent as X-Forwarded-For, which the test apps trust from loopback only) and, for
 * admins, CSRF token.
 */
export class Client {
  readonly jar = new Map<string, string>();
  csrfToken: string | null = null;
  constructor(
    readonly app: App,
    readonly ip = `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
    readonly defaultHeaders: Record<string, string> = {},
  ) {}

  async request(method: Method, url: string, opts: RequestOptions = {}): Promise<Reply> {
    const headers: Record<string, string> = { 'x-forwarded-for': this.ip, ...this.defaultHeaders, ...opts.headers };
    if (this.jar.size) headers.cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    if (method !== 'GET' && opts.csrf !== false && this.csrfToken && headers['x-csrf-token'] === undefined)
      headers['x-csrf-token'] = this.csrfToken;
    let payload: string | Buffer | undefined = opts.body;
    if (opts.json !== undefined) {
      payload = JSON.stringify(opts.json);
      headers['content-type'] ??= 'application/json';
    }
    const target = new URL(url, baseUrlOf(this.app));
    for (const [k, v] of Object.entries(opts.query ?? {})) target.searchParams.append(k, String(v));
    const res = await send(method, target, headers, payload);
    const setCookie = res.headers['set-cookie'] ?? [];
    const cookies = (Array.isArray(setCookie) ? setCookie : [setCookie]).map(parseSetCookie);
    for (const c of cookies) {
      if (c.maxAge === 0 || (c.expires && c.expires.getTime() <= Date.now())) this.jar.delete(c.name);
      else this.jar.set(c.name, c.value);
    }
    const body = res.data.toString('utf8');
    let json: unknown;
    try {
      json = body ? JSON.parse(body) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, headers: res.headers, body, data: res.data, json, cookies };
  }

  get(url: string, opts?: RequestOptions) {
    return this.request('GET', url, opts);
  }
  post(url: string, json?: unknown, opts?: RequestOptions) {
    return this.request('POST', url, { ...opts, json });
  }
  put(url: string, json?: unknown, opts?: RequestOptions) {
    return this.request('PUT', url, { ...opts, json });
  }
  patch(url: string, json?: unknown, opts?: RequestOptions) {
    return this.request('PATCH', url, { ...opts, json });
  }
  delete(url: string, opts?: RequestOptions) {
    return this.request('DELETE', url, opts);
  }
}

/** Logs in as an admin and fetches the CSRF token; throws when either step fails. */
export async function adminSession(app: App, email = ADMIN_EMAIL, password = ADMIN_PASSWORD): Promise<Client> {
  const c = new Client(app);
  const login = await c.post('/api2/admin/login', { email, password });
  if (login.status !== 200) throw new Error(`admin login failed: ${login.status} ${login.body}`);
  const me = await c.get('/api2/admin/me');
  if (me.status !== 200) throw new Error(`GET /me failed: ${me.status} ${me.body}`);
  c.csrfToken = me.json.csrfToken;
  return c;
}

let userCounter = 0;

/** Creates an admin user of the role (through the API, as the first super_admin) and logs in as them. */
export async function adminWithRole(app: App, role: string): Promise<Client> {
  if (role === 'super_admin') return adminSession(app);
  const root = await adminSession(app);
  const email = `${role}.${++userCounter}.${Date.now()}@example.com`;
  const password = `Role-${role}-Password-1`;
  const r = await root.post('/api2/admin/users', { email, password, name: `Test ${role}`, role });
  if (r.status !== 201) throw new Error(`creating a ${role} failed: ${r.status} ${r.body}`);
  return adminSession(app, email, password);
}

/** A platform client with a new API key of that permission. */
export async function platformClient(app: App, permission: 'read' | 'read_write' = 'read_write'): Promise<Client> {
  const root = await adminSession(app);
  const r = await root.post('/api2/admin/api-keys', { name: `test ${permission}`, permission });
  if (r.status !== 201) throw new Error(`creating an API key failed: ${r.status} ${r.body}`);
  return new Client(app, undefined, { authorization: `Bearer ${r.json.key}` });
}

/** A product made through the admin API; its id (anything but 201 throws, with the answer). */
export async function createProduct(
  admin: Client,
  product: { name: string; sku: string; price: number; stock?: number },
): Promise<number> {
  const reply = await admin.post('/api2/admin/products', { stock: 10, ...product });
  if (reply.status !== 201) throw new Error(`creating ${product.sku}: ${reply.status} ${reply.body}`);
  return reply.json.id as number;
}
