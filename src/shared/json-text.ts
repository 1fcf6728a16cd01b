/**
 * A value already written as JSON (by the database: SqlDialect.jsonText), to be placed into a response body as it is
 * rather than parsed and serialised again.
 */
export type JsonText = string & { readonly __jsonText: true };
