import fs from 'node:fs/promises';
import path from 'node:path';

/** Media files live under DATA_DIR/media/<storage key> and are served at /media/<storage key>. */
export function createMediaStorage(dataDir: string) {
  const root = path.join(dataDir, 'media');

  function pathOf(key: string): string {
    const full = path.resolve(root, key);
    if (!full.startsWith(root + path.sep)) throw new Error(`storage key escapes the media directory: ${key}`);
    return full;
  }

  return {
    root,
    pathOf,
    urlOf: (key: string) => `/media/${key}`,

    async write(key: string, data: Buffer): Promise<void> {
      const full = pathOf(key);
      await fs.mkdir(path.dirname(full), { recursive: true });
      await fs.writeFile(full, data, { flag: 'wx' });
    },

    /** Removes files; already missing ones are fine (a retried delete must not fail). */
    async remove(keys: Iterable<string>): Promise<void> {
      await Promise.all([...keys].map((key) => fs.rm(pathOf(key), { force: true })));
    },
  };
}

export type MediaStorage = ReturnType<typeof createMediaStorage>;
