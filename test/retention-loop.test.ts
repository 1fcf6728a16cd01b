import { test } from 'node:test';
import assert from 'node:assert/strict';
import { runRetentionLoop } from '../src/shared/retention.js';

test('the retention loop runs every job each round, logs what each pruned, and a failing job neither stops the others nor the loop', async () => {
  const stop = new AbortController();
  const logged: string[] = [];
  const logger = {
    info: (obj: object, msg: string) => logged.push(`${msg} ${JSON.stringify(obj)}`),
    error: (_: object, msg: string) => logged.push(msg),
  };
  let rounds = 0;
  const jobs = [
    {
      what: 'change-log entries',
      prune: async () => {
        throw new Error('database gone');
      },
    },
    { what: 'webhook records', prune: async () => (++rounds === 2 ? (stop.abort(), 0) : 7) },
  ];
  await runRetentionLoop(jobs, logger, stop.signal, 1);
  assert.deepEqual(logged, [
    'pruning change-log entries failed',
    'old webhook records pruned {"deleted":7}',
    'pruning change-log entries failed',
  ]);
});
