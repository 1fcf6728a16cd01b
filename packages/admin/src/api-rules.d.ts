declare module 'virtual:api-rules' {
  /** The admin API's request-body JSON schemas, keyed "METHOD /path" (api-rules.plugin.ts). */
  const bodies: Record<string, import('./ui/schema-rules').JsonSchema>;
  export default bodies;
}
