// Webhook test fixtures: a stub DNS resolver, internal and special URL forms (docs/security.md §5), a throwaway TLS
// certificate (openssl CLI) and a local HTTPS receiver that records requests and connections.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Resolve } from '../../src/modules/webhooks/url-guard.js';

export const PUBLIC_V4 = '93.184.216.34';

/** A resolver for the names below (GitLab/Discourse style stub); records every name asked. */
export function stubResolver(extra: Record<string, string[] | (() => string[])> = {}) {
  const table: Record<string, string[] | (() => string[])> = {
    localhost: ['127.0.0.1', '::1'],
    'localhost.': ['127.0.0.1'],
    'metadata.google.internal': ['169.254.169.254'],
    '127.0.0.1.nip.io': ['127.0.0.1'],
    'multi.test': [PUBLIC_V4, '127.0.0.1'],
    'public.test': [PUBLIC_V4],
    'v6.test': ['2606:4700:4700::1111'],
    'mapped.test': ['::ffff:10.0.0.1'],
    ...extra,
  };
  const asked: string[] = [];
  const resolve: Resolve = async (host) => {
    asked.push(host);
    const entry = table[host];
    const list = typeof entry === 'function' ? entry() : entry;
    if (!list) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return list.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return { resolve, asked };
}

/** Every such URL that needs no live server (the redirect case is tested against a receiver). */
export const BAD_URLS = [
  'https://127.0.0.1/',
  'https://127.0.0.2/',
  'https://localhost/',
  'https://localhost./',
  'https://LOCALHOST/',
  'https://2130706433/',
  'https://0x7f000001/',
  'https://0x7f.1/',
  'https://0177.0.0.1/',
  'https://017700000001/',
  'https://127.1/',
  'https://127.000.000.001/',
  'https://%31%32%37.0.0.1/',
  'https://127。0。0。1/',
  'https://①②⑦.0.0.1/',
  'https://0/',
  'https://0.0.0.0/',
  'https://[::]/',
  'https://[::1]/',
  'https://[0:0:0:0:0:0:0:1]/',
  'https://[::ffff:127.0.0.1]/',
  'https://[::ffff:7f00:1]/',
  'https://[::7f00:1]/',
  'https://169.254.169.254/latest/meta-data/',
  'https://[::ffff:169.254.169.254]/',
  'https://[::ffff:a9fe:a9fe]/',
  'https://[0:0:0:0:0:ffff:169.254.169.254]/',
  'https://[fe80::c800:eff:fe74:8]/',
  'https://metadata.google.internal/',
  'https://100.100.100.200/',
  'https://[fd00:ec2::254]/',
  'https://10.0.0.1/',
  'https://172.16.0.1/',
  'https://192.168.1.1/',
  'https://100.64.0.1/',
  'https://[fd00::1]/',
  'https://[fe80::1]/',
  'https://[64:ff9b::7f00:1]/',
  'https://[2002:7f00:1::]/',
  'https://224.0.0.1/',
  'https://255.255.255.255/',
  'https://240.0.0.1/',
  'https://192.0.2.1/',
  'https://198.18.0.1/',
  'https://[2001:db8::1]/',
  'https://[2001::1]/',
  'https://user@evil.example@127.0.0.1/',
  'https://user:pass@public.test/',
  'https://127.0.0.1.nip.io/',
  'https://mapped.test/',
  'http://example.com/',
  'http://public.test/',
  'file:///etc/passwd',
  'gopher://127.0.0.1:6379/_',
  'ftp://x/',
  'javascript:alert(1)',
  'https://multi.test/',
  'https://8.8.8.8.8/',
  'https://unresolvable.invalid/',
  'https://foobar.x/',
  'not a url',
  'https://public.test:22/',
  'https://public.test:80/',
];

export interface TestCert {
  key: Buffer;
  cert: Buffer;
}

let cached: TestCert | null = null;

/** A self-signed certificate for localhost, pinned.test, 127.0.0.1 and ::1; the sender trusts it through its `ca` option. */
export function testCertificate(): TestCert {
  if (cached) return cached;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-cert-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '2',
        '-keyout',
        'key.pem',
        '-out',
        'cert.pem',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,DNS:pinned.test,IP:127.0.0.1,IP:::1',
      ],
      { cwd: dir, stdio: 'ignore' },
    );
    cached = { key: fs.readFileSync(path.join(dir, 'key.pem')), cert: fs.readFileSync(path.join(dir, 'cert.pem')) };
    return cached;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  raw: Buffer;
  json: any;
  servername: string | null;
  at: number;
}

/** How a path prefix answers: a status (default 200), extra headers, a body (default "ok"), or never (the connection just hangs). */
export interface Rule {
  status?: number;
  headers?: Record<string, string>;
  body?: string | Buffer;
  hang?: boolean;
}

/** A local HTTPS receiver on 127.0.0.1 counting every TCP connection and recording every request. */
export class Receiver {
  readonly requests: Received[] = [];
  connections = 0;
  readonly rules = new Map<string, Rule>();
  private readonly server: https.Server;

  constructor(cert: TestCert = testCertificate()) {
    this.server = https.createServer({ key: cert.key, cert: cert.cert }, (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const raw = Buffer.concat(chunks);
        let json: unknown;
        try {
          json = JSON.parse(raw.toString('utf8'));
        } catch {
          json = undefined;
        }
        const servername = (req.socket as unknown as { servername?: string | false }).servername || null;
        this.requests.push({ path: req.url ?? '/', headers: req.headers, raw, json, servername, at: Date.now() });
        const rule =
          [...this.rules]
            .filter(([p]) => (req.url ?? '/').startsWith(p))
            .sort((a, b) => b[0].length - a[0].length)[0]?.[1] ?? {};
        if (rule.hang) return;
        res.writeHead(rule.status ?? 200, { 'content-type': 'text/plain', ...rule.headers });
        res.end(rule.body ?? 'ok');
      });
    });
    this.server.on('connection', () => this.connections++);
    this.server.on('tlsClientError', () => {});
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return this;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  url(p: string, host = 'localhost'): string {
    return `https://${host}:${this.port}${p}`;
  }

  at(prefix: string): Received[] {
    return this.requests.filter((r) => r.path.startsWith(prefix));
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** A receiver that is stopped when the test ends. */
export async function startReceiver(t: { after(fn: () => unknown): void }): Promise<Receiver> {
  const r = await new Receiver().start();
  t.after(() => r.stop());
  return r;
}

/** Verifies webhook-signature the way a Standard Webhooks receiver does (constant-time, any v1 entry). */
export function verifySignature(secret: string, headers: Received['headers'], body: Buffer): boolean {
  const id = headers['webhook-id'];
  const ts = headers['webhook-timestamp'];
  const sig = headers['webhook-signature'];
  if (typeof id !== 'string' || typeof ts !== 'string' || typeof sig !== 'string') return false;
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = crypto
    .createHmac('sha256', key)
    .update(Buffer.concat([Buffer.from(`${id}.${ts}.`), body]))
    .digest();
  return sig.split(' ').some((entry) => {
    const [version, value] = entry.split(',');
    if (version !== 'v1' || !value) return false;
    const got = Buffer.from(value, 'base64');
    return got.length === expected.length && crypto.timingSafeEqual(got, expected);
  });
}

export function newSecret(): string {
  return `whsec_${crypto.randomBytes(32).toString('base64')}`;
}

/** A clock the test moves by hand. */
export function manualClock(start = Date.parse('2030-01-01T00:00:00.000Z')) {
  let t = start;
  return {
    now: () => new Date(t),
    set: (ms: number) => {
      t = ms;
    },
    advance: (ms: number) => {
      t += ms;
    },
  };
}

export const quietLogger = { info() {}, warn() {}, error() {} };
