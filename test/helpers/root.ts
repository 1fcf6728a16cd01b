import fs from 'node:fs';
import path from 'node:path';

/**
 * The project's root: the nearest directory above this file that holds a package.json. npm test runs the tests
 * compiled into .test-build/ (scripts/test.ts), so a fixed number of `..` from here would not reach it.
 */
function projectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

export const ROOT = projectRoot(import.meta.dirname);
