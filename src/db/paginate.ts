import type { SelectQueryBuilder } from 'kysely';
import { offsetOf, type Page, type PageRequest } from '../shared/page.js';

/** Runs a filtered, ordered query for one page and counts all matches with the same filters. */
export async function paginate<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>, req: PageRequest): Promise<Page<O>> {
  const [items, count] = await Promise.all([
    query.limit(req.limit).offset(offsetOf(req)).execute(),
    query
      .clearSelect()
      .clearOrderBy()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number((count as { total: number }).total), page: req.page, limit: req.limit };
}
