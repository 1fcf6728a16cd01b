/**
 * PostgreSQL's text for a timestamptz, as the ISO-8601 UTC text SQLite stores ('2026-11-25T21:46:02.123Z'). The
 * sessions run in UTC (pg-session.ts), so the text is '2026-11-25 21:46:02.123456+00' and is rewritten in place; building
 * a Date for it cost 1.0–1.4 µs a value, 7 % of the CPU of a PostgreSQL CSV export (docs/benchmarks.md). Anything
 * else (another offset, BC, a year past 9999) goes through Date. Like Date, extra fraction digits are cut, not rounded.
 */
export function isoTimestamp(text: string): string {
  if (text.length < 22 || text[10] !== ' ' || !text.endsWith('+00')) return new Date(text).toISOString();
  const fraction = text[19] === '.' ? `${text.slice(20, -3)}00`.slice(0, 3) : '000';
  return `${text.slice(0, 10)}T${text.slice(11, 19)}.${fraction}Z`;
}
