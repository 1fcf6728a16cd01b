// npm run bench:cache [-- --duration S] [--rounds N]
// The answer cache from outside (issue 27), on the compiled server (`node dist/main.js`, SQLite, RESPONSE_CACHE_MB=32):
// - conditional GETs (If-None-Match of the current ETag) of the v1 product list against a bare Fastify server sending
//   the same 304, loaded alternately on the same core by the same client (bench/load-client.mjs on the other core);
//   the ratio is the figure; also plain GETs answered from the cache against the same bytes from the bare server;
// - the server's RSS before and after a flood of 10,000 distinct junk URLs (15,000 characters each) and 50,000
//   distinct valid keys at the public product list.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { setTimeout as sleep } from 'node:timers/promises';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '8' },
    rounds: { type: 'string', default: '2' },
    connections: { type: 'string', default: '16' },
  },
});
const durationMs = Number(values.duration) * 1000;
const root = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-cache-'));
const port = 39_000 + Math.floor(Math.random() * 1000);
const refPort = port + 1;
const base = `http://127.0.0.1:${port}`;
const env = {
  PATH: process.env.PATH ?? '',
  HOME: os.tmpdir(),
  DATA_DIR: dataDir,
  PORT: String(port),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  COOKIE_SECURE: 'false',
  RESPONSE_CACHE_MB: '32',
  ADMIN_EMAIL: 'bench@example.com',
  ADMIN_PASSWORD: 'Bench-Password-1',
  PLATFORM_RATE_LIMIT: '0',
};
const pinned = (core: number, args: string[]) =>
  spawnSync('taskset', ['-V']).status === 0
    ? (['taskset', ['-c', String(core), ...args]] as const)
    : ([args[0]!, args.slice(1)] as const);

const children: ChildProcess[] = [];
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function until(url: string) {
  for (let i = 0; i < 600; i++) {
    if (
      await fetch(url).then(
        () => true,
        () => false,
      )
    )
      return;
    await sleep(50);
  }
  throw new Error(`${url} never answered`);
}

const rssKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]);

function createLoadClient() {
  const worker = new Worker(new URL('./load-client.mjs', import.meta.url));
  return {
    load: (message: object) =>
      new Promise<{ statuses: Record<string, number>; elapsedMs: number; latencies: number[] }>((resolve, reject) => {
        worker.once('message', (m) => (m.error ? reject(new Error(m.error)) : resolve(m)));
        worker.postMessage({
          job: 'load',
          requests: Number.MAX_SAFE_INTEGER,
          durationMs,
          connections: Number(values.connections),
          warmup: 200,
          ...message,
        });
      }),
    close: () => worker.terminate(),
  };
}

// Seed a small catalogue, start the server, make a key.
const seeded = spawnSync(
  process.execPath,
  ['dist/seed.js', '--products', '2000', '--customers', '10', '--orders', '10'],
  { cwd: root, env, encoding: 'utf8' },
);
if (seeded.status !== 0) throw new Error(seeded.stderr);
const [cmd, args] = pinned(0, [process.execPath, 'dist/main.js']);
const server = spawn(cmd, args, { cwd: root, env, stdio: 'ignore' });
children.push(server);
await until(`${base}/healthz`);
const login = await fetch(`${base}/api2/admin/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }),
});
const cookie = login.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ');
const csrf = ((await (await fetch(`${base}/api2/admin/me`, { headers: { cookie } })).json()) as { csrfToken: string })
  .csrfToken;
const key = (
  (await (
    await fetch(`${base}/api2/admin/api-keys`, {
      method: 'POST',
      headers: { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'bench', permission: 'read' }),
    })
  ).json()) as { key: string }
).key;
const listUrl = `${base}/api2/v1/products?per_page=50`;
const first = await fetch(listUrl, { headers: { authorization: `Bearer ${key}` } });
const body = await first.text();
const etag = first.headers.get('etag')!;
const cacheControl = first.headers.get('cache-control')!;

// The reference: a bare Fastify server with the same answers, on the same core.
const referenceSource = `
import Fastify from 'fastify';
const app = Fastify();
const body = ${JSON.stringify(body)};
app.get('/api2/v1/products', (request, reply) => {
  reply.header('etag', ${JSON.stringify(etag)}).header('cache-control', ${JSON.stringify(cacheControl)});
  if (request.headers['if-none-match'] === ${JSON.stringify(etag)}) return reply.code(304).send();
  return reply.header('content-type', 'application/json; charset=utf-8').send(body);
});
await app.listen({ port: ${refPort}, host: '127.0.0.1' });`;
const referenceFile = path.join(root, 'bench', `.reference-${process.pid}.mjs`);
fs.writeFileSync(referenceFile, referenceSource);
process.on('exit', () => fs.rmSync(referenceFile, { force: true }));
const [refCmd, refArgs] = pinned(0, [process.execPath, referenceFile]);
const reference = spawn(refCmd, refArgs, { cwd: root, stdio: 'ignore' });
children.push(reference);
await until(`http://127.0.0.1:${refPort}/api2/v1/products`);

const client = createLoadClient();
const rate = (r: { statuses: Record<string, number>; elapsedMs: number }) =>
  Object.values(r.statuses).reduce((a, b) => a + b, 0) / (r.elapsedMs / 1000);
const rows: string[] = [];
for (const [name, headers, status] of [
  ['conditional GET (304)', { 'if-none-match': etag }, '304'],
  ['GET from the cache (200)', {}, '200'],
] as const) {
  const project: number[] = [];
  const bare: number[] = [];
  for (let round = 0; round < Number(values.rounds); round++) {
    const p = await client.load({ urls: [listUrl], headers: { authorization: `Bearer ${key}`, ...headers } });
    if (!p.statuses[status]) throw new Error(`${name}: the project answered ${JSON.stringify(p.statuses)}`);
    project.push(rate(p));
    const r = await client.load({ urls: [`http://127.0.0.1:${refPort}/api2/v1/products`], headers });
    bare.push(rate(r));
  }
  const ratios = project.map((p, i) => p / bare[i]!);
  rows.push(
    `| ${name} | ${project.map((p) => p.toFixed(0)).join(', ')} | ${bare.map((p) => p.toFixed(0)).join(', ')} | ${ratios.map((x) => x.toFixed(2)).join(', ')} |`,
  );
}
await client.close();

// Floods at the public list, 50 requests at a time.
async function flood(count: number, url: (i: number) => string) {
  for (let i = 0; i < count; i += 50)
    await Promise.all(
      Array.from({ length: Math.min(50, count - i) }, (_, j) => fetch(url(i + j)).then((r) => r.arrayBuffer())),
    );
}
const junk = 'z'.repeat(15_000);
const rss0 = rssKb(server.pid!);
await flood(10_000, (i) => `${base}/api2/admin/products?offset=5000000&n=${i}&z=${junk}`);
const rss1 = rssKb(server.pid!);
await flood(50_000, (i) => `${base}/api2/admin/products?offset=${5_000_000 + i}&limit=1000`);
const rss2 = rssKb(server.pid!);

console.log(`| scenario | project req/s | bare req/s | ratio |\n|---|---|---|---|\n${rows.join('\n')}\n`);
console.log(
  `RSS: ${(rss0 / 1024).toFixed(1)} MB at start; +${((rss1 - rss0) / 1024).toFixed(1)} MB after 10,000 junk URLs; +${((rss2 - rss0) / 1024).toFixed(1)} MB after 50,000 distinct valid keys more (budget 32 MB)`,
);
process.exit(0);
