import type { SelectQueryBuilder } from 'kysely';
import { offsetOf, type Page, type PageRequest } from '../shared/page.js';

/** Runs a filtered, ordered query for one page and counts all matches with the same filters. */
export async function paginate<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  req: PageRequest,
): Promise<Page<O>> {
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

/** Rows per day of a list, in the list's order (newest day first for a newest-first list). */
export interface DayCount {
  day: string;
  n: number;
}

/**
 * Where the row at `offset` of a list lies: its day and how many rows of that day precede it; null past
 * the end. With per-day counts kept by triggers, a page number becomes a seek to that day plus an offset
 * within one day, instead of an offset over the whole list.
 */
function seekDay(days: readonly DayCount[], offset: number): { day: string; skip: number } | null {
  let before = 0;
  for (const d of days) {
    if (before + d.n > offset) return { day: d.day, skip: offset - before };
    before += d.n;
  }
  return null;
}

/** The first and last instant of a 'YYYY-MM-DD' day in UTC, as stored timestamps compare. */
export const dayStart = (day: string): string => `${day}T00:00:00.000Z`;
export const dayEnd = (day: string): string => `${day}T23:59:59.999Z`;
export const dayOf = (timestamp: string): string => timestamp.slice(0, 10);

export const sumOf = (days: readonly DayCount[]): number => days.reduce((n, d) => n + d.n, 0);

/** Where a page's read starts and ends: the first and last instant it covers, and how many rows to skip from its start. */
export interface PageSeek {
  /** The day of the page's first row. */
  day: string;
  skip: number;
  from: string;
  to: string;
}

/**
 * The rows of a page (offset, limit) over days listed in the list's order: the first and last instant of the
 * days they lie in, which bound the read on both sides, and how many rows of the first day to skip; null past
 * the end.
 */
export function seekPage(
  days: readonly DayCount[],
  offset: number,
  limit: number,
  order: 'asc' | 'desc',
): PageSeek | null {
  const first = seekDay(days, offset);
  if (!first) return null;
  const last = seekDay(days, offset + limit - 1)?.day ?? days.at(-1)!.day;
  const [earliest, latest] = order === 'desc' ? [last, first.day] : [first.day, last];
  return { day: first.day, skip: first.skip, from: dayStart(earliest), to: dayEnd(latest) };
}

/** Rows per UTC hour ('YYYY-MM-DDTHH') of one day of a list, in the list's order. */
export interface HourCount {
  hour: string;
  n: number;
}

export const hourStart = (hour: string): string => `${hour}:00:00.000Z`;
export const hourEnd = (hour: string): string => `${hour}:59:59.999Z`;

/** The first and last 'YYYY-MM-DDTHH' hour of a day, which bound a read of that day's hour counts. */
export const hoursOf = (day: string): [string, string] => [`${day}T00`, `${day}T23`];

/**
 * A seek narrowed to the hour its first row lies in, by the per-hour counts of its first day (the list's order):
 * the read then starts at that hour and skips only rows of it. Unchanged when the hours do not reach the skip,
 * as when an order came in between the two reads.
 */
export function seekHour(at: PageSeek, hours: readonly HourCount[], order: 'asc' | 'desc'): PageSeek {
  let before = 0;
  for (const h of hours) {
    if (before + h.n > at.skip) {
      const skip = at.skip - before;
      return order === 'desc' ? { ...at, skip, to: hourEnd(h.hour) } : { ...at, skip, from: hourStart(h.hour) };
    }
    before += h.n;
  }
  return at;
}
