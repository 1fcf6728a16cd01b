// npm test: SQLite run only (engine-independent: every test here is sqliteRunOnly).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp } from './helpers/app.js';
import { capturedLogger } from './helpers/logs.js';
import { Client } from './helpers/client.js';
import { answers, processEnv, run, waitFor } from './helpers/commands.js';
import { ConfigError, loadConfig } from '../src/config.js';
import { sqliteRunOnly } from './helpers/engines.js';

test('/healthz and /readyz are logged at debug; other requests at info', sqliteRunOnly, async (t) => {
  for (const level of ['info', 'debug']) {
    const { logger, lines } = capturedLogger(level);
    const { app } = await buildTestApp(t, { logger });
    const c = new Client(app);
    const linesOf = async (url: string) => {
      const r = await c.get(url);
      return lines.filter((l) => l.requestId === r.headers['x-request-id']).map((l) => l.level);
    };
    const probe = level === 'info' ? [] : [20, 20];
    assert.deepEqual(await linesOf('/healthz'), probe, `at ${level}`);
    assert.deepEqual(await linesOf('/readyz'), probe, `at ${level}`);
    assert.deepEqual(await linesOf('/api2/store/products'), [30, 30], 'incoming and completed, at info');
  }
});

test(
  'logs are JSON lines with ISO times when not on a terminal, readable lines with LOG_FORMAT=pretty',
  sqliteRunOnly,
  async (t) => {
    const json = run(t, process.execPath, ['dist/main.js'], await processEnv(t));
    const pretty = run(t, process.execPath, ['dist/main.js'], await processEnv(t, { LOG_FORMAT: 'pretty' }));
    await waitFor('/healthz', () => answers(json.port, '/healthz'), json);
    await waitFor('/healthz', () => answers(pretty.port, '/healthz'), pretty);

    const listening = json
      .output()
      .split('\n')
      .find((l) => l.includes('Server listening'));
    assert.ok(listening, json.output());
    const line = JSON.parse(listening);
    assert.match(line.time, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    assert.equal(line.level, 30);

    const readable = pretty
      .output()
      .split('\n')
      .find((l) => l.includes('Server listening'));
    assert.ok(readable, pretty.output());
    assert.throws(() => JSON.parse(readable), 'not JSON');
    assert.match(readable, /INFO/);
  },
);

test('LOG_FORMAT is json, pretty or auto', sqliteRunOnly, () => {
  const base = { DATA_DIR: '/tmp', APP_SECRET: 'a'.repeat(40) };
  assert.equal(loadConfig(base).logFormat, 'auto');
  assert.equal(loadConfig({ ...base, LOG_FORMAT: 'pretty' }).logFormat, 'pretty');
  assert.throws(
    () => loadConfig({ ...base, LOG_FORMAT: 'colour' }),
    (e: unknown) => e instanceof ConfigError && e.message.includes('LOG_FORMAT'),
  );
});
