// Which better-sqlite3 this Node.js loads (docs/decisions.md, "better-sqlite3 on Node 20 and on Node 24").
// Before 13 its statements are node::ObjectWrap objects, and from Node.js 24.19 on a garbage collection that finalises
// one outside JavaScript aborts the process ("Assertion failed: (env) != nullptr"): a server would die at random.
// 13 fixes that but needs Node.js 22 (on 20 it crashes when loaded). Both are installed; the one for this Node.js is
// loaded, with the same API and the same types.
import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

const require = createRequire(import.meta.url);
const major = Number(process.versions.node.split('.')[0]);

/** The package name of the better-sqlite3 for this Node.js (threads load it by its resolved path). */
export const SQLITE_PACKAGE = major >= 22 ? 'better-sqlite3' : 'better-sqlite3-node20';

/** The better-sqlite3 constructor for this Node.js. */
export const SQLite: typeof BetterSqlite3 = require(SQLITE_PACKAGE);
export type SqliteDatabase = BetterSqlite3.Database;
