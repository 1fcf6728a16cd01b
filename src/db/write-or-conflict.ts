import type { SqlDialect } from './dialect.js';
import { conflict } from '../shared/errors.js';

/** Runs a write whose unique or foreign-key violation means a conflict the caller can fix (409), not a server error. */
export async function writeOrConflict<T>(dialect: SqlDialect, message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (dialect.isUniqueViolation(e) || dialect.isForeignKeyViolation(e)) throw conflict(message);
    throw e;
  }
}
