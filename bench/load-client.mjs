// The benchmark's HTTP client, run in a worker thread so that it does not share the server's event loop.
// Plain JavaScript: worker threads do not inherit tsx's loader. One message in, one result out, per job:
//   load:     the URLs (taken in turn) as fast as the connections allow, for a number of requests or a time;
//   probe:    one request every intervalMs until a 'stop' message, to see how a server answers meanwhile;
//   download: one GET, its body counted in bytes and lines.
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { parentPort } from 'node:worker_threads';

/** GETs the URL and reads the whole body; resolves with the status, the time in ms, bytes and newlines. */
function get(agent, url, headers) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let bytes = 0;
    let lines = 0;
    const req = http.get(url, { agent, headers }, (res) => {
      res.on('data', (chunk) => {
        bytes += chunk.length;
        for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, bytes, lines }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

let stopped = false;

async function load(agent, { urls, headers, requests, durationMs, connections, warmup }) {
  // Each request takes the next URL of the list (several for "a random page"), the same ones in every run.
  let next = 0;
  const url = () => urls[next++ % urls.length];
  // Warm-up: connections open, the JIT and the database's page cache warm, and a first status to report.
  let firstStatus = 0;
  for (let i = 0; i < warmup; i++) firstStatus ||= (await get(agent, url(), headers)).status;
  const latencies = [];
  const statuses = {};
  let issued = 0;
  const started = performance.now();
  const deadline = started + durationMs;
  const lane = async () => {
    while (issued < requests && performance.now() < deadline) {
      issued++;
      const { status, ms } = await get(agent, url(), headers);
      latencies.push(ms);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: connections }, lane));
  return { firstStatus, latencies, statuses, elapsedMs: performance.now() - started };
}

async function probe(agent, { urls, headers, intervalMs }) {
  const latencies = [];
  const statuses = {};
  const started = performance.now();
  while (!stopped) {
    const { status, ms } = await get(agent, urls[0], headers);
    latencies.push(ms);
    statuses[status] = (statuses[status] ?? 0) + 1;
    await sleep(intervalMs);
  }
  return { firstStatus: Number(Object.keys(statuses)[0] ?? 0), latencies, statuses, elapsedMs: performance.now() - started };
}

async function download(agent, { urls, headers }) {
  const r = await get(agent, urls[0], headers);
  return { firstStatus: r.status, latencies: [r.ms], statuses: { [r.status]: 1 }, elapsedMs: r.ms, bytes: r.bytes, lines: r.lines };
}

const jobs = { load, probe, download };

parentPort.on('message', async (message) => {
  if (message.job === 'stop') {
    stopped = true;
    return;
  }
  stopped = false;
  const agent = new http.Agent({ keepAlive: true, maxSockets: message.connections ?? 1 });
  try {
    parentPort.postMessage(await jobs[message.job](agent, message));
  } catch (err) {
    parentPort.postMessage({ error: String(err) });
  } finally {
    agent.destroy();
  }
});
