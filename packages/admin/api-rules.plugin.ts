// The request-body schemas of the admin API, read from the OpenAPI document at build time: the forms validate with
// the API's own rules (lengths, ranges, patterns, required fields) without shipping the whole 600 kB document.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const ID = 'virtual:api-rules';
const DOCUMENT = fileURLToPath(new URL('../client/openapi.json', import.meta.url));

interface Operation {
  requestBody?: { content?: { 'application/json'?: { schema?: unknown } } };
}

export function apiRules(): Plugin {
  return {
    name: 'api-rules',
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    load(id) {
      if (id !== `\0${ID}`) return undefined;
      this.addWatchFile(DOCUMENT);
      const doc = JSON.parse(readFileSync(DOCUMENT, 'utf8')) as { paths: Record<string, Record<string, Operation>> };
      const bodies: Record<string, unknown> = {};
      for (const [path, operations] of Object.entries(doc.paths)) {
        if (!path.startsWith('/api2/admin/')) continue;
        for (const [method, operation] of Object.entries(operations)) {
          const schema = operation.requestBody?.content?.['application/json']?.schema;
          if (schema) bodies[`${method.toUpperCase()} ${path}`] = schema;
        }
      }
      return `export default ${JSON.stringify(bodies)};`;
    },
  };
}
