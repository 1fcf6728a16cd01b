/** The fields of `input` named in `keys` that are not undefined: a partial update copies only known fields, so unknown body fields never reach SQL. */
export function pickDefined<T extends object, K extends keyof T>(input: T, keys: readonly K[]): Partial<Pick<T, K>> {
  const out: Partial<Pick<T, K>> = {};
  for (const k of keys) if (input[k] !== undefined) out[k] = input[k];
  return out;
}
