// The benchmark's HTTP client, run in a worker thread so that it does not share the server's event loop.
// Plain JavaScript: worker threads do not inherit tsx's loader. One message in, one result out, per endpoint.
import http from 'node:http';
import { parentPort } from 'node:worker_threads';

/** GETs the URL and reads the whole body; resolves with the status and the time in ms. */
function get(agent, url, headers) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.get(url, { agent, headers }, (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

parentPort.on('message', async ({ url, headers, requests, durationMs, connections, warmup }) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  try {
    // Warm-up: connections open, the JIT and the database's page cache warm, and a first status to report.
    let firstStatus = 0;
    for (let i = 0; i < warmup; i++) firstStatus ||= (await get(agent, url, headers)).status;
    const latencies = [];
    const statuses = {};
    let issued = 0;
    const started = performance.now();
    const deadline = started + durationMs;
    const lane = async () => {
      while (issued < requests && performance.now() < deadline) {
        issued++;
        const { status, ms } = await get(agent, url, headers);
        latencies.push(ms);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    };
    await Promise.all(Array.from({ length: connections }, lane));
    parentPort.postMessage({ firstStatus, latencies, statuses, elapsedMs: performance.now() - started });
  } catch (err) {
    parentPort.postMessage({ error: String(err) });
  } finally {
    agent.destroy();
  }
});
