import type { Db } from '../../db/open.js';
import { fixedQuery } from '../../db/fixed-query.js';

/**
 * Counts one hit of a key in the fixed window starting at windowStart, with one upsert, so every instance
 * sharing the database sees the same counts; a hit in a later window starts that window at 1.
 */
export async function countHit(
  db: Db,
  key: string,
  windowStart: number,
): Promise<{ count: number; windowStart: number }> {
  const [row] = await hit(db, { key, windowStart });
  return { count: row!.count, windowStart: Number(row!.windowStart) };
}

// Every limited request runs it: built once (src/db/fixed-query.ts).
const hit = fixedQuery(
  (db, p: { key: string; windowStart: number }) =>
    db
      .insertInto('rateLimitWindows')
      .values({ key: p.key, windowStart: p.windowStart, count: 1 })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet((eb) => ({
          count: eb
            .case()
            .when('rateLimitWindows.windowStart', '=', eb.ref('excluded.windowStart'))
            .then(eb('rateLimitWindows.count', '+', 1))
            .else(1)
            .end(),
          windowStart: eb.ref('excluded.windowStart'),
        })),
      )
      .returning(['count', 'windowStart']),
  { prepared: true },
);
