import type { FastifyRequest } from 'fastify';
import { invalid } from '../../shared/errors.js';

/** Objects and arrays nest at most this deep; no document of the shop comes near it, and deeper ones overflow JSON.stringify. */
export const MAX_JSON_DEPTH = 32;

/**
 * Refuses a NUL character (U+0000) in any string or key, and nesting deeper than MAX_JSON_DEPTH. PostgreSQL cannot
 * store NUL in text and SQLite's FTS query breaks on it, so it is refused before any query on both engines alike.
 * Iterative, so a hostile document cannot overflow the stack here either.
 */
export function assertSafeInput(value: unknown, what: string): void {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length) {
    const [v, depth] = pending.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) throw invalid(`${what} contains a NUL character (U+0000)`);
      continue;
    }
    if (v === null || typeof v !== 'object' || Buffer.isBuffer(v)) continue;
    if (depth >= MAX_JSON_DEPTH) throw invalid(`${what} is nested more than ${MAX_JSON_DEPTH} levels deep`);
    for (const [key, child] of Object.entries(v)) {
      if (key.includes('\u0000')) throw invalid(`${what} contains a NUL character (U+0000)`);
      pending.push([child, depth + 1]);
    }
  }
}

/** Root preValidation hook: path parameters, query string and parsed body of every route on every surface. */
export async function refuseHostileInput(request: FastifyRequest): Promise<void> {
  assertSafeInput(request.params, 'A path parameter');
  assertSafeInput(request.query, 'The query string');
  assertSafeInput(request.body, 'The request body');
}
