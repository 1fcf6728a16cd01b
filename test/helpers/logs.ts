import { Writable } from 'node:stream';
import pino from 'pino';

/** A pino logger whose lines are kept, parsed, for the test to read. */
export function capturedLogger(level = 'info') {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: pino({ level }, stream), lines };
}
