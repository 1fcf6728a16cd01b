import { Type, type Static, type TSchema } from 'typebox';

/** Row ids: positive and inside the 32-bit range both engines store, so odd ids are a 400, never a database error. */
export const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
export const IdParams = Type.Object({ id: Id });

export const IsoDateTime = Type.String({ format: 'date-time' });
export const Money = Type.Number({ minimum: 0, maximum: 1e10, description: 'EUR, at most 2 decimals' });
export const Email = Type.String({ format: 'email', maxLength: 254 });
/**
 * `T | null` as `type: [t, 'null']`, not anyOf: with type coercion on, ajv would turn a null into ""
 * or 0 through the first anyOf branch. Schemas without a single `type` fall back to anyOf.
 */
export const Nullable = <T extends TSchema>(schema: T) => {
  const type = (schema as { type?: unknown }).type;
  return typeof type === 'string'
    ? Type.Unsafe<Static<T> | null>({ ...schema, type: [type, 'null'] })
    : Type.Unsafe<Static<T> | null>(Type.Union([schema, Type.Null()]));
};

/** true when A and B are the same type, not merely assignable one way. */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

/**
 * The schema of a shape the domain declares (its type T): `describing<T>()(schema)` fails the type check when the
 * schema lacks a member of T, has one T lacks, or types one differently. The schema itself is returned unchanged.
 */
export const describing =
  <T>() =>
  <S extends TSchema>(
    schema: Same<Static<S>, T> extends true ? S : { error: 'the schema does not describe the type'; schema: S },
  ): S =>
    schema as S;

export const ErrorBody = Type.Object({ error: Type.String(), code: Type.String() }, { additionalProperties: true });
export const PlatformErrorBody = Type.Object({ error: Type.String() }, { additionalProperties: true });
export const Success = Type.Object({ success: Type.Boolean() });

/** Admin list paging: page (1) and limit (default, max) → { items, total, page, limit, totalPages }. */
export const pageQuery = (defaultLimit: number, maxLimit: number) => ({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: maxLimit, default: defaultLimit })),
});

/** Platform list paging in snake_case: page (1), per_page (50); see platform/envelope.ts for the cap. */
export const platformPageQuery = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 50 })),
};
