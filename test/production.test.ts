// The service as operators run it: the compiled build, started through npm.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { answers, childrenOf, isAlive, processEnv, refusesConnections, run, waitFor } from './helpers/commands.js';
import { sqliteRunOnly } from './helpers/engines.js';

test('the compiled server (node dist/main.js) starts and answers', async (t) => {
  const where = await processEnv(t);
  const server = run(t, process.execPath, ['dist/main.js'], where);
  await waitFor('/readyz', () => answers(server.port, '/readyz'), server);
  const r = await fetch(`http://127.0.0.1:${server.port}/api2/store/products`);
  assert.equal(r.status, 200);
  assert.equal(((await r.json()) as { total: number }).total, 0);
});

// npm forwards SIGTERM to the script's shell; `exec` in the scripts makes that shell the node process itself
// (dash would otherwise die and leave the server running as an orphan).
test('SIGTERM to `npm start` reaches the server: it drains, exits 0 and the port closes', async (t) => {
  const where = await processEnv(t);
  const npm = run(t, 'npm', ['start'], where);
  await waitFor('/healthz', () => answers(npm.port, '/healthz'), npm);
  const [server] = childrenOf(npm.child.pid!);
  assert.ok(server && server !== npm.child.pid, 'npm runs the server as its child');
  npm.child.kill('SIGTERM');
  const { code } = await npm.exited;
  assert.equal(code, 0, `npm passes on the server's exit code:\n${npm.output()}`);
  assert.equal(isAlive(server), false, 'no orphaned server');
  assert.ok(await refusesConnections(npm.port));
  assert.match(npm.output(), /shutting down/);
});

// How npm passes a signal on does not depend on the engine: checked once, in the SQLite run. The signal comes right
// after the start line on purpose: the worker installs its handler before it announces itself (a loaded machine once
// delivered it in between, and the worker died of it).

test('SIGTERM to `npm run worker` stops the worker with exit code 0', sqliteRunOnly, async (t) => {
  const where = await processEnv(t);
  const npm = run(t, 'npm', ['run', 'worker'], where);
  await waitFor('the worker to start', () => /worker started/.test(npm.output()), npm);
  const [worker] = childrenOf(npm.child.pid!);
  assert.ok(worker, 'npm runs the worker as its child');
  npm.child.kill('SIGTERM');
  const { code } = await npm.exited;
  assert.equal(code, 0, npm.output());
  assert.equal(isAlive(worker), false, 'no orphaned worker');
  assert.match(npm.output(), /worker stopping/);
});
