// A server-sent events reader over a real socket: the events as they arrive, parsed as a browser's EventSource would.
import http from 'node:http';
import type { App } from '../../src/http/common/types.js';
import { baseUrlOf } from './app.js';
import type { Client } from './client.js';

export interface SseEvent {
  event: string;
  data: any;
  /** When it arrived (performance.now()). */
  at: number;
}

export interface SseStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  events: SseEvent[];
  /** Comment lines (": keep-alive"). */
  comments: string[];
  /** Everything received, as text (the JSON error body of a refused stream). */
  text(): string;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** The first event (after those already read) matching, within timeoutMs. */
  next(match: (e: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  close(): void;
}

/** Opens `path` as the client (its cookies) and reads events until closed. */
export function openSse(app: App, client: Client, path: string): Promise<SseStream> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { accept: 'text/event-stream', 'x-forwarded-for': client.ip };
    if (client.jar.size) headers.cookie = [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const req = http.request(new URL(path, baseUrlOf(app)), { headers, agent: false }, (res) => {
      const events: SseEvent[] = [];
      const comments: string[] = [];
      const waiters = new Set<() => void>();
      let buffer = '';
      let all = '';
      let endResolve: () => void = () => {};
      const ended = new Promise<void>((r) => {
        endResolve = r;
      });
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        all += chunk;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          let event = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data.push(line.slice(6));
          }
          if (data.length) events.push({ event, data: JSON.parse(data.join('\n')), at: performance.now() });
        }
        for (const w of waiters) w();
      });
      res.on('end', () => {
        endResolve();
        for (const w of waiters) w();
      });
      res.on('close', () => endResolve());
      let read = 0;
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        events,
        comments,
        text: () => all,
        ended,
        next(match, timeoutMs = 5000) {
          return new Promise((ok, fail) => {
            const look = () => {
              for (; read < events.length; read++) {
                if (match(events[read]!)) {
                  const found = events[read++]!;
                  done();
                  return ok(found);
                }
              }
            };
            const timer = setTimeout(() => {
              done();
              fail(
                new Error(
                  `no matching event within ${timeoutMs} ms; got ${JSON.stringify(events.map((e) => e.event))}`,
                ),
              );
            }, timeoutMs);
            const done = () => {
              clearTimeout(timer);
              waiters.delete(look);
            };
            waiters.add(look);
            look();
          });
        },
        close: () => req.destroy(),
      });
    });
    req.on('error', reject);
    req.end();
  });
}
