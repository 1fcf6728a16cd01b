// The service as operators run it: the compiled build, started through npm.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { answers, processEnv, run, waitFor } from './helpers/processes.js';

test('the compiled server (node dist/main.js) starts and answers', async (t) => {
  const where = await processEnv(t);
  const server = run(t, process.execPath, ['dist/main.js'], where);
  await waitFor('/readyz', () => answers(server.port, '/readyz'), server);
  const r = await fetch(`http://127.0.0.1:${server.port}/api2/store/products`);
  assert.equal(r.status, 200);
  assert.equal(((await r.json()) as { total: number }).total, 0);
});
