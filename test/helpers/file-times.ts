// Loaded into every test process by npm test (scripts/test.ts, --import): on exit, the file's wall and CPU time
// (all of the process's threads) as a line of JSON in TEST_TIMES_FILE. The runner orders files by these times.
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';

const out = process.env.TEST_TIMES_FILE;
// NODE_TEST_CONTEXT marks the processes node --test starts for its files (not the runner's own); their worker threads
// (the reader threads) load this module too.
if (out && process.env.NODE_TEST_CONTEXT && isMainThread) {
  process.once('exit', () => {
    const { user, system } = process.cpuUsage();
    fs.appendFileSync(
      out,
      `${JSON.stringify({ file: process.argv[1], wallMs: Math.round(performance.now()), cpuMs: Math.round((user + system) / 1000) })}\n`,
    );
  });
}
