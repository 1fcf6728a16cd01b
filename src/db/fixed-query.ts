// Queries whose shape never changes (the reads every request makes: its API key, its session, the product of a
// detail page), built and compiled once per database instead of on every run. For a one-row read, Kysely's
// building, plugin transforms and compiling cost several times what SQLite's running it does (docs/benchmarks.md,
// "Fixed queries"). The parameters are stand-in objects, found again by identity among the compiled parameters and
// replaced by each run's values; results still pass the plugins (CamelCase keys).
import type { CompiledQuery, Compilable, InsertQueryBuilder, InsertResult, Insertable, Kysely } from 'kysely';
import type { Database } from './database.js';
import { PREPARED_MARK } from './pg-array-rows.js';

const STAND_IN = Symbol('fixed query parameter');
interface StandIn {
  [STAND_IN]: string;
}

/** What the builder gets for each parameter: use it where the value goes (a comparison, a value, a limit). */
export type StandIns<P> = { [K in keyof P]: P[K] };

type Run<P, R> = (db: Kysely<Database>, params: P) => Promise<R[]>;

export interface FixedOptions {
  /**
   * PostgreSQL parses and plans it once per connection (pg-array-rows.ts): for the statements that cost more to plan
   * than to run (docs/benchmarks.md, "Prepared statements"). Only with the columns named: a prepared `select *` fails
   * once a migration adds a column to its table ("cached plan must not change result type"), which an instance
   * still running during another's upgrade would meet.
   */
  prepared?: boolean;
}

function isStandIn(value: unknown): value is StandIn {
  return typeof value === 'object' && value !== null && STAND_IN in value;
}

/**
 * A query built once per database (per dialect adapter: a transaction shares its database's) from stand-ins, each
 * run with its own parameter values. Only for fixed shapes: no lists expanded into `in (…)`, no clause added or
 * left out depending on a value.
 */
export function fixedQuery<P extends Record<string, unknown>, R>(
  build: (db: Kysely<Database>, params: StandIns<P>) => Compilable<R>,
  options: FixedOptions = {},
): Run<P, R> {
  const compiledFor = fixedCompilable(build, options);
  return async (db, params) => (await db.executeQuery<R>(compiledFor(db, params).compile())).rows;
}

/**
 * The same as a Compilable, for the callers that run it their own way (dialect.selectArrays): built and compiled
 * once per database, each call with its own parameter values. `context` is what the shape depends on besides the
 * database (its dialect, for SQL the dialect writes): it must be the same on every call for one database.
 */
export function fixedCompilable<P extends Record<string, unknown>, R, C = void>(
  build: (db: Kysely<Database>, params: StandIns<P>, context: C) => Compilable<R>,
  { prepared = false }: FixedOptions = {},
) {
  const compiled = new WeakMap<object, CompiledQuery<R>>();
  return (db: Kysely<Database>, params: P, context: C): Compilable<R> => {
    const adapter = db.getExecutor().adapter;
    let query = compiled.get(adapter);
    if (!query) {
      const built = build(db, standInsFor(params), context).compile();
      query = prepared ? { ...built, sql: PREPARED_MARK + built.sql } : built;
      compiled.set(adapter, query);
    }
    return withValues(query, params);
  };
}

/**
 * A query whose shape is fixed for a while, not for the database's life (the CSV export's batches: one shape per
 * export), built and compiled on its first call only, each call with its own parameter values.
 */
export function compiledOnce<P extends Record<string, unknown>, R>(
  build: (params: StandIns<P>) => Compilable<R>,
): (params: P) => Compilable<R> {
  let query: CompiledQuery<R> | undefined;
  return (params) => withValues((query ??= build(standInsFor(params)).compile()), params);
}

function standInsFor<P extends Record<string, unknown>>(params: P): StandIns<P> {
  return Object.fromEntries(Object.keys(params).map((name) => [name, { [STAND_IN]: name }])) as unknown as StandIns<P>;
}

function withValues<R>(query: CompiledQuery<R>, params: Record<string, unknown>): Compilable<R> {
  const run = { ...query, parameters: query.parameters.map((p) => (isStandIn(p) ? params[p[STAND_IN]] : p)) };
  return { compile: () => run };
}

/**
 * An insert of one row, compiled once per database and set of columns given (values left undefined are left out, as
 * Kysely leaves them out): the hot writes (an order and its lines, the ledger, the history) skip Kysely's building and
 * compiling, which cost a checkout about as much as SQLite's running them (docs/benchmarks.md).
 */
export function fixedInsert<T extends keyof Database & string, R = never>(
  table: T,
  returning: (query: InsertQueryBuilder<Database, T, InsertResult>) => Compilable<R> = (query) =>
    query as unknown as Compilable<R>,
) {
  const byColumns = new Map<string, ReturnType<typeof fixedCompilable<Record<string, unknown>, R>>>();
  return async (db: Kysely<Database>, values: Insertable<Database[T]>): Promise<R[]> => {
    const given = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
    const columns = Object.keys(given).join(',');
    let compilable = byColumns.get(columns);
    if (!compilable) {
      compilable = fixedCompilable<Record<string, unknown>, R>((db, standIns) =>
        returning(db.insertInto(table).values(standIns as Insertable<Database[T]>)),
      );
      byColumns.set(columns, compilable);
    }
    return (await db.executeQuery<R>(compilable(db, given).compile())).rows;
  };
}
