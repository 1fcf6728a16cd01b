// Every app built in one process shares one Ajv per option set and one serializer per response schema. A server
// builds one app and gains nothing; the test suite builds hundreds, and compiling the same route schemas again was
// the largest part of building each (docs/benchmarks.md, "Test suite"). Ajv caches what it compiled by schema object,
// and route schemas are module constants, so a second app finds its routes compiled.
import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
/** What Fastify passes a compiler at run time (the packages' types declare the bare schema). */
interface RouteSchema { schema: unknown; method: string; url: string; httpPart?: string }
type Factory<T> = (externalSchemas: unknown, options: unknown) => (route: RouteSchema) => T;
interface ObjectSchema { properties?: Record<string, unknown>; required?: string[] }

const validatorPool = AjvCompiler() as unknown as Factory<unknown>;
const selectSerializer = SerializerSelector() as unknown as Factory<(data: unknown) => string>;
const serializersByOptions = new Map<string, WeakMap<object, (data: unknown) => string>>();

// Fastify lowercases a headers schema's names (Node gives header names in lowercase) only for its own compiler.
function lowerCaseNames(schema: ObjectSchema): ObjectSchema {
  return {
    ...schema,
    ...(schema.properties && { properties: Object.fromEntries(Object.entries(schema.properties).map(([k, v]) => [k.toLowerCase(), v])) }),
    ...(schema.required && { required: schema.required.map((k) => k.toLowerCase()) }),
  };
}

const buildValidator: Factory<unknown> = (externalSchemas, options) => {
  const compile = validatorPool(externalSchemas, options);
  return (route) => compile(route.httpPart === 'headers' ? { ...route, schema: lowerCaseNames(route.schema as ObjectSchema) } : route);
};

const buildSerializer: Factory<(data: unknown) => string> = (externalSchemas, options) => {
  const compile = selectSerializer(externalSchemas, options);
  const key = JSON.stringify([externalSchemas, options]);
  let cache = serializersByOptions.get(key);
  if (!cache) serializersByOptions.set(key, (cache = new WeakMap()));
  const compiled = cache;
  return (route) => {
    const schema = route.schema as object;
    let serialize = compiled.get(schema);
    if (!serialize) compiled.set(schema, (serialize = compile(route)));
    return serialize;
  };
};

export const sharedSchemaCompilers = { buildValidator, buildSerializer } as unknown as CompilersFactory;
