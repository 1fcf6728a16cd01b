// Rows turned into text where they are read: on a database's reader thread (reader-thread.ts), or on the connection
// for an in-memory SQLite. A formatter is a module, named by its URL, exporting `formatRows`, so a thread can load it.
// The text is handed back as UTF-8 bytes in a buffer of their own, which the thread transfers rather than copies:
// a batch as one string cost its concatenation, its flattening, a copy to the event loop and its encoding there, about
// 13 µs of the export's 15 per row of a kilobyte (docs/benchmarks.md, "The export's batches as bytes").

/**
 * What a formatter module exports: the UTF-8 text of a batch of rows (arrays in select order, see
 * dialect.selectArrays), in an ArrayBuffer of its own (`TextWriter`, TextEncoder.encode): the reader thread transfers
 * it. `spare` is the buffer of an earlier batch that its reader has written out, to write into if it is large enough.
 */
export type FormatRows = (rows: unknown[][], spare?: ArrayBuffer) => Uint8Array;

/** A batch of rows as formatted UTF-8 text, how many rows it holds, and the last of them as read. */
export interface FormattedRows {
  bytes: Uint8Array;
  rows: number;
  last: unknown[] | undefined;
}

/**
 * Text written as UTF-8 straight into a growing buffer of its own: no string of the whole batch is ever made. Into
 * `spare` when it holds `capacity`: a buffer handed back once written out, since each new one (a few hundred KB) is
 * freed only by a garbage collection of the event loop's thread, which its little JavaScript work seldom needs: a
 * million-row export held 25–30 MB of written batches (docs/benchmarks.md).
 */
export class TextWriter {
  #buffer: Buffer;
  #length = 0;

  constructor(capacity: number, spare?: ArrayBuffer) {
    this.#buffer =
      spare && spare.byteLength >= capacity
        ? Buffer.from(spare, 0, spare.byteLength)
        : Buffer.allocUnsafeSlow(capacity);
  }

  write(text: string): void {
    // UTF-8 takes at most three bytes per UTF-16 unit.
    const needed = this.#length + 3 * text.length;
    if (needed > this.#buffer.length) {
      const bigger = Buffer.allocUnsafeSlow(Math.max(2 * this.#buffer.length, needed));
      this.#buffer.copy(bigger, 0, 0, this.#length);
      this.#buffer = bigger;
    }
    this.#length += this.#buffer.write(text, this.#length);
  }

  /** The bytes written, on a buffer not shared with any other (Buffer.allocUnsafeSlow: not Node's pool). */
  bytes(): Uint8Array {
    return this.#buffer.subarray(0, this.#length);
  }
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

/** The rows through the module's `formatRows`, given a written-out buffer to reuse if there is one. */
export async function formatRowsWith(module: string, rows: unknown[][], spare?: ArrayBuffer): Promise<FormattedRows> {
  const format = await formatterOf(module);
  return { bytes: format(rows, spare), rows: rows.length, last: rows.at(-1) };
}
