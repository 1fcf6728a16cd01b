/**
 * The API document and the client's types, checked against the app (CI, via `npm run lint`):
 *   tsx scripts/api-document.ts          lint the document the app builds (redocly, recommended rules) and fail
 *                                         when packages/client/openapi.json or its generated types differ from it
 *   tsx scripts/api-document.ts --write  write both after a route change, then commit them
 * The document is built without listening (app.ready() then app.swagger()) over a throwaway SQLite database.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/open.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { createServices } from '../src/services.js';
import { openMediaStorage } from '../src/modules/media/media-storage.js';
import { buildApp } from '../src/app.js';
import { withAppSecret } from '../src/modules/instance/app-secret.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const documentFile = path.join(root, 'packages/client/openapi.json');
const typesFile = path.join(root, 'packages/client/src/schema.ts');

async function buildDocument(): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-openapi-'));
  try {
    const loaded = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: `sqlite:${path.join(dataDir, 'shop.db')}`,
      APP_SECRET: crypto.randomBytes(32).toString('hex'),
    });
    const database = openDatabase(loaded.databaseUrl);
    await migrateToLatest(database.db);
    const config = await withAppSecret(loaded, database.db);
    const services = createServices({
      config,
      database,
      logger: { info() {}, warn() {} },
      storage: await openMediaStorage(config),
    });
    const app = await buildApp({ config, services });
    await app.ready();
    const document = `${JSON.stringify(app.swagger(), null, 2)}\n`;
    await app.close();
    services.mailer.close();
    await database.close();
    return document;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function typesOf(document: string): Promise<string> {
  const ast = await openapiTS(JSON.parse(document) as Parameters<typeof openapiTS>[0]);
  return `// Generated from openapi.json by \`npm run api:update\` (openapi-typescript): do not edit.\n\n${astToString(ast)}`;
}

const document = await buildDocument();
const types = await typesOf(document);
if (process.argv.includes('--write')) {
  fs.writeFileSync(documentFile, document);
  fs.writeFileSync(typesFile, types);
  console.log(`wrote ${path.relative(root, documentFile)} and ${path.relative(root, typesFile)}`);
}

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-openapi-lint-'));
const linted = path.join(scratch, 'openapi.json');
fs.writeFileSync(linted, document);
const lint = spawnSync(
  path.join(root, 'node_modules/.bin/redocly'),
  ['lint', linted, '--config', path.join(root, 'redocly.yaml'), '--format', 'stylish'],
  { stdio: 'inherit' },
);
fs.rmSync(scratch, { recursive: true, force: true });
if (lint.status !== 0) process.exit(lint.status ?? 1);

const stale = [
  [documentFile, document],
  [typesFile, types],
]
  .filter(([file, text]) => !fs.existsSync(file!) || fs.readFileSync(file!, 'utf8') !== text)
  .map(([file]) => path.relative(root, file!));
if (stale.length > 0) {
  console.error(
    `The API changed: ${stale.join(' and ')} differ from what the app builds. Run \`npm run api:update\` and commit the result.`,
  );
  process.exit(1);
}
console.log('API document: lint clean; the client document and types match the app.');
