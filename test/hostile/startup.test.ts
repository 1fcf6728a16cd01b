// Issue 9 items 10 and 11 at start-up, on the real processes: WEBHOOK_DEFAULT_URL must pass the webhook URL guard
// (one line naming the variable otherwise), a generated application secret is warned about, and the request log
// does not carry verification tokens. Engine-independent: these runs use SQLite files of their own.
// npm test: SQLite run only (engine-independent: every test here is sqliteRunOnly).
import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ROOT } from '../helpers/root.js';
import { sqliteRunOnly } from '../helpers/engines.js';

interface Run {
  output: () => string;
  exited: Promise<number | null>;
  /** The port from the "Server listening" line, once it is there. */
  listening: () => Promise<number>;
}

// Each start makes a SQLite database of its own, whatever the run's engine: checked once, in the SQLite run.

function start(t: TestContext, script: 'main' | 'worker', env: Record<string, string>): Run {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-start-'));
  // The compiled service (`npm test` builds dist/ first): tsx would spend seconds loading the sources.
  const child = spawn(process.execPath, ['--enable-source-maps', `dist/${script}.js`], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      DATABASE_URL: `sqlite:${path.join(dataDir, 'shop.db')}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => {
    output += d.toString();
  });
  child.stderr.on('data', (d: Buffer) => {
    output += d.toString();
  });
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  t.after(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    output: () => output,
    exited,
    async listening() {
      const deadline = Date.now() + 30_000;
      for (;;) {
        const port = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1];
        if (port) return Number(port);
        if (child.exitCode !== null || Date.now() > deadline) assert.fail(`the server did not start:\n${output}`);
        await sleep(50);
      }
    },
  };
}

/** Asserts that the process stopped with exit code 1 and exactly one line naming WEBHOOK_DEFAULT_URL (no stack trace). */
async function refusedAtStart(run: Run, what: string) {
  const code = await Promise.race([run.exited, sleep(30_000).then(() => 'still running')]);
  assert.equal(code, 1, `${what}: ${run.output()}`);
  const lines = run
    .output()
    .split('\n')
    .filter((l) => l.trim() && !/^npm warn/.test(l));
  assert.equal(lines.length, 1, `${what}: one line, got:\n${run.output()}`);
  assert.match(lines[0]!, /^Invalid configuration: WEBHOOK_DEFAULT_URL /, what);
}

test(
  'main refuses to start with a WEBHOOK_DEFAULT_URL on a loopback, private or metadata address',
  sqliteRunOnly,
  async (t) => {
    const urls = ['https://10.0.0.7:8443/hook', 'https://localhost:8443/hook', 'HTTPS://169.254.169.254/latest'];
    await Promise.all(urls.map((url) => refusedAtStart(start(t, 'main', { WEBHOOK_DEFAULT_URL: url }), url)));
  },
);

test('the worker refuses a private WEBHOOK_DEFAULT_URL the same way', sqliteRunOnly, async (t) => {
  await refusedAtStart(start(t, 'worker', { WEBHOOK_DEFAULT_URL: 'https://192.168.1.10/hook' }), 'worker');
});

test(
  'without APP_SECRET the start warns that the database holds the secret; the request log hides verification tokens',
  sqliteRunOnly,
  async (t) => {
    // An exempt host (an internal receiver) passes the guard, in any letter case of the scheme.
    const run = start(t, 'main', {
      WEBHOOK_DEFAULT_URL: 'HTTPS://localhost:8443/hook',
      WEBHOOK_ALLOW_HOSTS: 'localhost',
    });
    const port = await run.listening();
    assert.match(run.output(), /APP_SECRET is not set: the application secret is generated and kept in the database/);
    const token = crypto.randomBytes(32).toString('base64url');
    const r = await fetch(`http://127.0.0.1:${port}/api2/auth/verify?token=${token}&x=1`);
    assert.equal(r.status, 400);
    await sleep(200);
    assert.ok(!run.output().includes(token), `the token is in the log:\n${run.output()}`);
    assert.match(run.output(), /"url":"\/api2\/auth\/verify\?token=\[REDACTED\]&x=1"/);
  },
);

test('with APP_SECRET there is no such warning', sqliteRunOnly, async (t) => {
  const run = start(t, 'main', { APP_SECRET: crypto.randomBytes(32).toString('hex') });
  await run.listening();
  assert.doesNotMatch(run.output(), /APP_SECRET is not set/);
});
