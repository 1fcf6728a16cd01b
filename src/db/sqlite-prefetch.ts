// Reading a SQLite file into the operating system's cache ahead of a long scan. SQLite reads a page (4 KiB) at a time,
// and pages of one table lie spread over the file (a shop's orders are interleaved with their items, history and
// indexes), so a scan of data that is not cached waits for the disk once per page: on this project's machines 40 MB/s
// against 400–600 MB/s for reads of a few MiB. A 1M-order export went from 29k to 78k rows/s with the file read
// alongside it in 4 MiB requests (docs/benchmarks.md). PostgreSQL has its own buffer cache and read-ahead.
import fs from 'node:fs/promises';

const CHUNK = 4 * 1024 * 1024;

/**
 * Reads the file in CHUNK requests, from its end backwards (where the newest rows are) or from its start, until it
 * is read or `signal` aborts; resolves to the bytes read. Reads go through libuv's thread pool, so the event loop
 * never waits for them; what is read only lands in the OS cache (one CHUNK buffer of process memory).
 */
export async function prefetchFile(
  file: string,
  direction: 'forward' | 'backward',
  signal: AbortSignal,
): Promise<number> {
  const handle = await fs.open(file, 'r');
  try {
    const { size } = await handle.stat();
    const buffer = Buffer.allocUnsafe(CHUNK);
    let read = 0;
    for (let i = 0; i * CHUNK < size && !signal.aborted; i++) {
      const start = direction === 'forward' ? i * CHUNK : Math.max(0, size - (i + 1) * CHUNK);
      const length = Math.min(CHUNK, size - i * CHUNK);
      read += (await handle.read(buffer, 0, length, start)).bytesRead;
    }
    return read;
  } finally {
    await handle.close();
  }
}
