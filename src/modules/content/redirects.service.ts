// Redirect rules kept at write time: no loops of any length, no chains (A→B plus B→C stores A→C), and a 301
// from the old path whenever a product, category, page or blog post changes its slug.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { SqlDialect } from '../../db/dialect.js';
import { readDocument } from '../../db/json-document.js';
import type { Clock } from '../../shared/clock.js';
import { invalid } from '../../shared/errors.js';
import type { Row } from '../../db/database.js';
import { recordMany, type AuditEntry } from '../audit/audit.js';
import * as repo from './content.repository.js';

/** How far a chain is followed; stored redirects are collapsed, so only data from before that could be longer. */
export const MAX_REDIRECT_HOPS = 50;

/** The storefront path of each kind of thing that has a slug (docs/decisions.md, "Redirects"). */
export const SLUG_PATHS = {
  product: '/products/',
  category: '/categories/',
  page: '/pages/',
  blog_post: '/blog/',
} as const;
export type SluggedKind = keyof typeof SLUG_PATHS;

/** Redirect writes queue up behind this lock (PostgreSQL; SQLite has one writer), so two concurrent writes cannot close a loop together. */
const LOCK = 'redirects';

export function createRedirectRules({ dialect, clock }: { dialect: SqlDialect; clock: Clock }) {
  /**
   * Where a redirect from `source` to `destination` really ends: the destination's own enabled redirect is followed
   * to the end of the chain. Reaching `source` on the way means the redirect would close a loop (400).
   */
  async function chainEnd(trx: Transaction<Database>, source: string, destination: string): Promise<string> {
    let current = destination;
    for (let hop = 0; hop < MAX_REDIRECT_HOPS; hop++) {
      if (current === source)
        throw invalid(`This redirect would form a loop (${hop + 1} redirect${hop === 0 ? '' : 's'})`, {
          loopLength: hop + 1,
        });
      const next = await repo.findEnabledRedirectFrom(trx, current);
      if (!next) return current;
      current = next.destination;
    }
    throw invalid(`The destination starts a chain of more than ${MAX_REDIRECT_HOPS} redirects`);
  }

  /** Redirects to `from` now lead to `to`; each repointed one is a change of its own in the log. */
  async function repoint(trx: Transaction<Database>, from: string, to: string, now: string): Promise<AuditEntry[]> {
    const rows = await repo.repointRedirects(trx, from, to, now);
    return rows.map((after) => ({
      entityType: 'redirect',
      entityId: after.id,
      action: 'update',
      before: { destination: from },
      after: { destination: after.destination },
    }));
  }

  return {
    /**
     * Runs a redirect write (`save` gets the collapsed destination) under the redirects lock: an enabled redirect
     * is checked for loops and stored pointing at the end of its chain, and the redirects to its source are
     * pointed there too. A disabled one is stored as sent and checked when it is enabled.
     */
    async write<T>(
      trx: Transaction<Database>,
      r: { source: string; destination: string; enabled: boolean },
      save: (destination: string) => Promise<T>,
    ): Promise<T> {
      await dialect.lockName(trx, LOCK);
      if (!r.enabled) return save(r.destination);
      const destination = await chainEnd(trx, r.source, r.destination);
      const saved = await save(destination);
      await recordMany(trx, await repoint(trx, r.source, destination, clock.now().toISOString()));
      return saved;
    },

    /**
     * A slug changed inside `trx`: unless the SEO setting `redirectOnSlugChange` is off, a 301 from the old path to the
     * new one replaces any redirect from either path (the new path is live content now), and redirects to the old
     * path are pointed at the new one.
     */
    async slugMoved(trx: Transaction<Database>, kind: SluggedKind, oldSlug: string, newSlug: string): Promise<void> {
      if (oldSlug === newSlug) return;
      const seo = await readDocument<{ redirectOnSlugChange: boolean }>(trx, 'seoSettings');
      if (seo?.redirectOnSlugChange === false) return;
      await dialect.lockName(trx, LOCK);
      const from = SLUG_PATHS[kind] + oldSlug;
      const to = SLUG_PATHS[kind] + newSlug;
      const now = clock.now().toISOString();
      const replaced = [await repo.deleteRedirectFrom(trx, to), await repo.deleteRedirectFrom(trx, from)].filter(
        (r): r is Row<'redirects'> => r !== undefined,
      );
      const created = await repo.insertRedirect(trx, {
        source: from,
        destination: to,
        statusCode: 301,
        enabled: 1,
        createdAt: now,
        updatedAt: now,
      });
      // Logged like any redirect write, in the slug change's transaction: an undone slug change leaves no entry.
      await recordMany(trx, [
        ...replaced.map((before) => ({ entityType: 'redirect', entityId: before.id, action: 'delete', before })),
        { entityType: 'redirect', entityId: created.id, action: 'create', after: created },
        ...(await repoint(trx, from, to, now)),
      ]);
    },
  };
}

export type RedirectRules = ReturnType<typeof createRedirectRules>;
