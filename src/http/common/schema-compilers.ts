// Every app built in one process shares one Ajv per option set and one validator and serializer per schema. A server
// builds one app and gains nothing; the test suite builds hundreds, and compiling the same route schemas again was
// the largest part of building each (docs/benchmarks.md, "Test suite"). Schemas are told apart by their JSON, not by
// object: about 30 of an app's are new objects each time (declared inside a route plugin, or headers schemas with
// their names lowercased here), and compiling those again took 60 % of the CPU time of building and starting an app
// in a test (docs/ci-time.md).
import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
/** What Fastify passes a compiler at run time (the packages' types declare the bare schema). */
interface RouteSchema {
  schema: unknown;
  method: string;
  url: string;
  httpPart?: string;
}
type Factory<T> = (externalSchemas: unknown, options: unknown) => (route: RouteSchema) => T;
interface ObjectSchema {
  properties?: Record<string, unknown>;
  required?: string[];
}

const validatorPool = AjvCompiler() as unknown as Factory<unknown>;
const selectSerializer = SerializerSelector() as unknown as Factory<(data: unknown) => string>;

/** What was compiled, by the compiler's option set (as JSON) and then by the schema's JSON. */
function compiledCache<T>(): (externalSchemas: unknown, options: unknown) => (schema: unknown, compile: () => T) => T {
  const byOptions = new Map<string, Map<string, T>>();
  return (externalSchemas, options) => {
    const key = JSON.stringify([externalSchemas, options]);
    let compiled = byOptions.get(key);
    if (!compiled) byOptions.set(key, (compiled = new Map()));
    const cache = compiled;
    return (schema, compile) => {
      const json = JSON.stringify(schema);
      let done = cache.get(json);
      if (done === undefined) cache.set(json, (done = compile()));
      return done;
    };
  };
}
const validators = compiledCache<unknown>();
const serializers = compiledCache<(data: unknown) => string>();

// Fastify lowercases a headers schema's names (Node gives header names in lowercase) only for its own compiler.
function lowerCaseNames(schema: ObjectSchema): ObjectSchema {
  return {
    ...schema,
    ...(schema.properties && {
      properties: Object.fromEntries(Object.entries(schema.properties).map(([k, v]) => [k.toLowerCase(), v])),
    }),
    ...(schema.required && { required: schema.required.map((k) => k.toLowerCase()) }),
  };
}

const buildValidator: Factory<unknown> = (externalSchemas, options) => {
  const compile = validatorPool(externalSchemas, options);
  const cached = validators(externalSchemas, options);
  return (route) => {
    const schema = route.httpPart === 'headers' ? lowerCaseNames(route.schema as ObjectSchema) : route.schema;
    return cached(schema, () => compile({ ...route, schema }));
  };
};

const buildSerializer: Factory<(data: unknown) => string> = (externalSchemas, options) => {
  const compile = selectSerializer(externalSchemas, options);
  const cached = serializers(externalSchemas, options);
  return (route) => cached(route.schema, () => compile(route));
};

export const sharedSchemaCompilers = { buildValidator, buildSerializer } as unknown as CompilersFactory;
