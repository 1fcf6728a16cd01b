// JSON objects written by the database (SqlDialect.jsonText): for list pages whose rows only become a response body
// (docs/benchmarks.md, "The order page's JSON written by the database").
import { sql, type Expression, type RawBuilder } from 'kysely';

/**
 * One member of such an object. `string`, `integer` and `boolean` (any truth value) as JSON writes them; `cents` an
 * integer number of cents written as the amount (cents / 100) the way JavaScript writes that number; `timestamp` as
 * the ISO-8601 UTC text of the API ('2026-11-26T07:30:00.000Z'); `json` a text that is JSON already (as JSON.stringify
 * wrote it: no spaces), written as it is. A null value is written as null.
 */
export interface JsonMember {
  key: string;
  kind: 'string' | 'integer' | 'boolean' | 'cents' | 'timestamp' | 'json';
  value: Expression<unknown>;
}

/** SQLite: json_object, given each value as the SQL value JSON writes as intended (one call a row: 14 % less than concat). */
export function sqliteJsonObject(members: readonly JsonMember[]): RawBuilder<string> {
  const value: Record<JsonMember['kind'], (v: Expression<unknown>) => Expression<unknown>> = {
    string: (v) => v,
    integer: (v) => v,
    // json() marks the text as JSON, which json_object then writes as it is.
    boolean: (v) => sql`json(case when ${v} then 'true' else 'false' end)`,
    // Whole amounts as integers: SQLite writes the real 20.0 as 20.0 where JavaScript writes 20.
    cents: (v) => sql`case when ${v} % 100 = 0 then ${v} / 100 else ${v} / 100.0 end`,
    // Stored as that text already.
    timestamp: (v) => v,
    json: (v) => sql`json(${v})`,
  };
  return sql<string>`json_object(${sql.join(members.flatMap((m) => [sql.lit(m.key), value[m.kind](m.value)]))})`;
}

/**
 * PostgreSQL: `concat('{"a":', a, ',"b":', b, '}')` of each value's JSON text (json_build_object writes spaces after
 * colons and commas); concat takes up to 100 arguments and ignores nulls, hence the coalesce.
 */
export function postgresJsonObject(members: readonly JsonMember[]): RawBuilder<string> {
  const text: Record<JsonMember['kind'], (v: Expression<unknown>) => RawBuilder<string>> = {
    string: (v) => sql`to_json(${v}::text)::text`,
    integer: (v) => sql`cast(${v} as text)`,
    boolean: (v) => sql`case when ${v} then 'true' else 'false' end`,
    // JavaScript's own division of doubles; float8's text is the shortest that reads back as the same number, as
    // JavaScript's is (and half the cost of dividing as numeric).
    cents: (v) => sql`(cast(${v} as float8) / 100)::text`,
    // Like isoTimestamp (pg-timestamps.ts): milliseconds, further digits cut.
    timestamp: (v) => sql`'"' || to_char(${v} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"'`,
    json: (v) => sql`cast(${v} as text)`,
  };
  const parts = members.flatMap((m, i) => [
    sql.lit(`${i === 0 ? '{' : ','}${JSON.stringify(m.key)}:`),
    sql`coalesce(${text[m.kind](m.value)}, 'null')`,
  ]);
  return sql<string>`concat(${sql.join([...parts, sql.lit('}')])})`;
}
