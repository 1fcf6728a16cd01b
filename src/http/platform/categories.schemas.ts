import { Type, type TSchema } from 'typebox';
import { Id, IsoDateTime, Nullable, platformPageQuery } from '../common/schemas.js';

const CategoryRef = Type.Object({ id: Type.Integer(), name: Type.String(), slug: Type.String() });

const CategoryFields = {
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  description: Nullable(Type.String()),
  parentId: Nullable(Type.Integer()),
  sortOrder: Type.Integer(),
  seoTitle: Nullable(Type.String()),
  seoDescription: Nullable(Type.String()),
  productCount: Type.Integer({ description: 'products assigned directly to this category' }),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
};

export const CategoryListItem = Type.Object(CategoryFields);

export const Category = Type.Object({
  ...CategoryFields,
  subcategories: Type.Array(CategoryRef),
  breadcrumb: Type.Array(CategoryRef, {
    description: 'ancestors from the root down to the direct parent; empty at the top level',
  }),
});

const Change = <T extends TSchema>(value: T) => Type.Object({ from: value, to: value });

/** Only the fields that changed appear. */
export const CategoryDiff = Type.Partial(
  Type.Object({
    name: Change(Type.String()),
    slug: Change(Type.String()),
    description: Change(Nullable(Type.String())),
    parentId: Change(Nullable(Type.Integer())),
    sortOrder: Change(Type.Integer()),
    seoTitle: Change(Nullable(Type.String())),
    seoDescription: Change(Nullable(Type.String())),
  }),
);

export const CategoryUpdated = Type.Object({ category: Category, diff: CategoryDiff });

export const CategoryDeleted = Type.Object({ deleted: Type.Boolean(), id: Type.Integer(), name: Type.String() });

const Fields = {
  parentId: Nullable(Id),
  description: Nullable(Type.String({ maxLength: 20_000 })),
  sortOrder: Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 }),
  seoTitle: Nullable(Type.String({ maxLength: 300 })),
  seoDescription: Nullable(Type.String({ maxLength: 1000 })),
};
const Name = Type.String({ minLength: 1, maxLength: 200 });

export const CreateCategory = Type.Object({ name: Name, ...Type.Partial(Type.Object(Fields)).properties });

export const UpdateCategory = Type.Partial(
  Type.Object({
    name: Name,
    slug: Type.String({
      minLength: 1,
      maxLength: 120,
      pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$',
      description: 'kept when only the name changes',
    }),
    ...Fields,
  }),
);

export const CategoryListQuery = Type.Object({
  parent_id: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 2147483647, description: 'children of this category; 0 lists the top level' }),
  ),
  ...platformPageQuery,
});
