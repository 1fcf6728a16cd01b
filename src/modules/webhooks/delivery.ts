// One delivery attempt: SSRF check, then an HTTPS POST to the checked address (never re-resolved),
// signed per Standard Webhooks. No redirects are followed, only 2xx counts; of the reply body only the start is kept,
// as the attempt's excerpt for operators.
import crypto from 'node:crypto';
import https from 'node:https';
import { StringDecoder } from 'node:string_decoder';
import type { UrlGuard } from './url-guard.js';
import { MANUAL_HEADER } from './webhook.js';

export interface Delivery {
  id: number;
  eventType: string;
  /** The stored payload text, sent byte for byte (it is also what the signature covers). */
  body: string;
  url: string;
  /** Queued by an operator: sent with X-Webhook-Manual: true. Outside the signature, like the other X- headers. */
  manual?: boolean;
}

export type AttemptResult =
  /** responseExcerpt: the start of a failed reply's body as text (RESPONSE_EXCERPT_BYTES at most); absent without one. */
  | { outcome: 'delivered'; statusCode: number }
  /** timedOut: the target did not answer within the time-out (the processor sends nothing more to it this round). */
  | { outcome: 'failed'; statusCode: number | null; error: string; timedOut?: boolean; responseExcerpt?: string }
  /** The processor is stopping: the attempt does not count. */
  | { outcome: 'aborted' };

export interface SenderOptions {
  guard: UrlGuard;
  timeoutMs: number;
  /** `whsec_<base64>`; without it the webhook-signature header is left out. */
  secret: string | null;
  /** Trusted CAs replacing Node's default store (tests); production uses the default store. */
  ca?: string | Buffer;
}

export type Send = (delivery: Delivery, at: Date, signal?: AbortSignal) => Promise<AttemptResult>;

/** Read at most this much of a reply before hanging up. */
const MAX_RESPONSE_BYTES = 64 * 1024;

/** The start of a reply kept with the attempt: enough for an error message, small enough to keep every attempt. */
export const RESPONSE_EXCERPT_BYTES = 500;

/** The kept bytes as text: a character cut at the end is left out, NUL (refused by PostgreSQL text) replaced. */
function excerptText(bytes: Buffer): string {
  return new StringDecoder('utf8').write(bytes).replaceAll('\u0000', '\uFFFD');
}

/** Standard Webhooks v1: base64 HMAC-SHA256 over "id.timestamp.body" with the base64-decoded part after whsec_. */
export function signPayload(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${crypto.createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

export function deliveryHeaders(d: Delivery, timestamp: number, secret: string | null): Record<string, string> {
  const id = String(d.id);
  return {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(d.body)),
    'user-agent': 'shop-webhooks/1',
    'x-webhook-event': d.eventType,
    'x-webhook-timestamp': String(timestamp),
    'x-webhook-id': id,
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    ...(d.manual ? { [MANUAL_HEADER]: 'true' } : {}),
    ...(secret ? { 'webhook-signature': signPayload(secret, id, timestamp, d.body) } : {}),
  };
}

/**
 * One text for every failure below HTTP (refused, reset, TLS, unreachable): a refused connection (closed port) must read
 * as the TLS error of a port that answers, or the admin API is a port-scan oracle (docs/security.md §5 rule 6).
 */
const NETWORK_ERROR = 'connection failed';

function describeStatus(status: number): string {
  if (status >= 300 && status < 400) return `HTTP ${status} (redirects are not followed)`;
  return `HTTP ${status}`;
}

/** Pools kept at once; the least recently used is closed beyond this. */
const POOLS_KEPT = 64;

/**
 * Keep-alive connections, one pool per checked address (with port and SNI name). Every attempt runs the guard first
 * and takes the pool of the address the guard approved for it, so a pooled socket only ever serves an address its
 * own attempt's check allowed: a name that now resolves elsewhere gets another pool. A TLS handshake per attempt
 * made in-order delivery to one target cost about 5 ms a webhook (docs/benchmarks.md, "Webhook drain").
 */
function connectionPools(ca: string | Buffer | undefined) {
  const pools = new Map<string, https.Agent>();
  return (target: { address: string; port: number; servername?: string }): https.Agent => {
    const key = `${target.address}|${target.port}|${target.servername ?? ''}`;
    let agent = pools.get(key);
    if (agent) pools.delete(key);
    else
      agent = new https.Agent({
        keepAlive: true,
        maxSockets: 8,
        maxFreeSockets: 2,
        timeout: 30_000,
        ...(ca ? { ca } : {}),
      });
    pools.set(key, agent);
    if (pools.size > POOLS_KEPT) {
      const [oldest, dropped] = pools.entries().next().value!;
      pools.delete(oldest);
      dropped.destroy();
    }
    return agent;
  };
}

export function createSender({ guard, timeoutMs, secret, ca }: SenderOptions): Send {
  const poolFor = connectionPools(ca);
  return async (d, at, stop) => {
    if (stop?.aborted) return { outcome: 'aborted' };
    // One deadline for the whole attempt, the address check (with its DNS lookup) included.
    const attempt = new AbortController();
    const timer = setTimeout(() => attempt.abort(), timeoutMs);
    const onStop = () => attempt.abort();
    stop?.addEventListener('abort', onStop, { once: true });
    const cleanup = () => {
      clearTimeout(timer);
      stop?.removeEventListener('abort', onStop);
    };
    const whenAborted = (): AttemptResult =>
      stop?.aborted
        ? { outcome: 'aborted' }
        : { outcome: 'failed', statusCode: null, error: `timeout after ${timeoutMs} ms`, timedOut: true };
    const aborted = new Promise<null>((resolve) =>
      attempt.signal.addEventListener('abort', () => resolve(null), { once: true }),
    );

    const checked = await Promise.race([guard.check(d.url), aborted]);
    if (!checked || !checked.ok) {
      cleanup();
      return checked ? { outcome: 'failed', statusCode: null, error: checked.reason } : whenAborted();
    }
    const { target } = checked;

    return new Promise<AttemptResult>((resolve) => {
      let settled = false;
      const finish = (r: AttemptResult) => {
        if (settled) return;
        settled = true;
        resolve(r);
      };
      const req = https.request({
        host: target.address,
        family: target.family,
        port: target.port,
        servername: target.servername,
        path: `${target.url.pathname}${target.url.search}`,
        method: 'POST',
        headers: { host: target.url.host, ...deliveryHeaders(d, Math.floor(at.getTime() / 1000), secret) },
        agent: poolFor(target),
      });
      void aborted.then(() => {
        finish(whenAborted());
        req.destroy();
      });
      req.on('close', cleanup);
      req.on('error', () => finish({ outcome: 'failed', statusCode: null, error: NETWORK_ERROR }));
      req.on('response', (res) => {
        const status = res.statusCode ?? 0;
        const kept: Buffer[] = [];
        let received = 0;
        // Answered once the reply is read (up to the cap; the deadline still applies): only then is the connection
        // free for the target's next webhook, which would otherwise open another.
        res.on('close', () => {
          // Only a failure's reply is kept, to tell why: a successful receiver's reply may echo what it holds
          // (a bearer secret was seen), and nobody needs to read it back.
          finish(
            status >= 200 && status < 300
              ? { outcome: 'delivered', statusCode: status }
              : {
                  outcome: 'failed',
                  statusCode: status,
                  error: describeStatus(status),
                  responseExcerpt: excerptText(Buffer.concat(kept)),
                },
          );
        });
        res.on('data', (chunk: Buffer) => {
          if (received < RESPONSE_EXCERPT_BYTES) kept.push(chunk.subarray(0, RESPONSE_EXCERPT_BYTES - received));
          received += chunk.length;
          if (received > MAX_RESPONSE_BYTES) req.destroy();
        });
        res.on('error', () => {});
      });
      req.end(d.body);
    });
  };
}
