// Rows turned into text where they are read: on a database's reader thread (reader-thread.ts), or on the connection
// for an in-memory SQLite. A formatter is a module, named by its URL, exporting `formatRows`, so a thread can load it.

/** What a formatter module exports: the text of a batch of rows (arrays in select order, see dialect.selectArrays). */
export type FormatRows = (rows: unknown[][]) => string;

/** A batch of rows as formatted text, how many rows it holds, and the last of them as read. */
export interface FormattedRows {
  text: string;
  rows: number;
  last: unknown[] | undefined;
}

const loaded = new Map<string, Promise<FormatRows>>();

function formatterOf(module: string): Promise<FormatRows> {
  let format = loaded.get(module);
  if (!format) {
    format = import(module).then((m: { formatRows?: unknown }) => {
      if (typeof m.formatRows !== 'function') throw new Error(`${module} exports no formatRows`);
      return m.formatRows as FormatRows;
    });
    loaded.set(module, format);
    // A module that failed to load is tried again by the next read.
    format.catch(() => loaded.delete(module));
  }
  return format;
}

/** The rows through the module's `formatRows`. */
export async function formatRowsWith(module: string, rows: unknown[][]): Promise<FormattedRows> {
  const format = await formatterOf(module);
  return { text: format(rows), rows: rows.length, last: rows.at(-1) };
}
