import { Type } from 'typebox';
import { IsoDateTime, Nullable } from '../common/schemas.js';
import { BLOG_STATUSES } from '../../modules/content/blog.service.js';
import { PAGE_STATUSES } from '../../modules/content/pages.service.js';
import { SEO_TARGET_TYPES } from '../../modules/content/seo.service.js';

const Title = Type.String({ minLength: 1, maxLength: 300 });
const Text = (max: number) => Type.String({ maxLength: max });
const Stamps = { createdAt: IsoDateTime, updatedAt: IsoDateTime };

export const BlogPost = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  slug: Type.String(),
  excerpt: Type.String(),
  body: Type.String(),
  status: Type.String(),
  author: Nullable(Type.String()),
  seoTitle: Nullable(Type.String()),
  seoDescription: Nullable(Type.String()),
  publishedAt: Nullable(IsoDateTime),
  ...Stamps,
});

const BlogFields = {
  status: Type.Enum(BLOG_STATUSES),
  slug: Type.String({ minLength: 1, maxLength: 200 }),
  excerpt: Text(2000),
  body: Text(500_000),
  author: Nullable(Text(200)),
  seoTitle: Nullable(Text(300)),
  seoDescription: Nullable(Text(1000)),
};

export const CreateBlogPost = Type.Object({ title: Title, ...Type.Partial(Type.Object(BlogFields)).properties });
export const UpdateBlogPost = Type.Partial(Type.Object({ title: Title, ...BlogFields }));

const Section = Type.Object({
  type: Type.String({ minLength: 1, maxLength: 100 }),
  content: Type.Record(Type.String(), Type.Unknown()),
});

export const ContentPage = Type.Object({
  id: Type.String(),
  title: Type.String(),
  slug: Type.String(),
  status: Type.String(),
  seoTitle: Nullable(Type.String()),
  seoDescription: Nullable(Type.String()),
  sectionCount: Type.Integer(),
  ...Stamps,
});

export const ContentPageDetail = Type.Object({
  ...ContentPage.properties,
  sections: Type.Array(
    Type.Object({
      id: Type.Integer(),
      type: Type.String(),
      content: Type.Record(Type.String(), Type.Unknown()),
      sortOrder: Type.Integer(),
    }),
  ),
});

const PageFields = {
  slug: Type.String({ minLength: 1, maxLength: 200 }),
  status: Type.Enum(PAGE_STATUSES),
  seoTitle: Nullable(Text(300)),
  seoDescription: Nullable(Text(1000)),
  sections: Type.Array(Section, { maxItems: 200 }),
};

export const CreatePage = Type.Object({ title: Title, ...Type.Partial(Type.Object(PageFields)).properties });
export const UpdatePage = Type.Partial(Type.Object({ title: Title, ...PageFields }));
export const PageIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 200 }) });

export const SeoSettings = Type.Object({
  defaultTitle: Type.String(),
  titleTemplate: Type.String(),
  defaultDescription: Type.String(),
  robotsTxt: Type.String(),
  sitemapEnabled: Type.Boolean(),
  redirectOnSlugChange: Type.Boolean({
    description:
      'a slug change of a product, category, page or blog post leaves a 301 from the old path (default true)',
  }),
});

export const SeoSettingsPatch = Type.Partial(
  Type.Object({
    defaultTitle: Text(300),
    titleTemplate: Text(300),
    defaultDescription: Text(1000),
    robotsTxt: Text(20_000),
    sitemapEnabled: Type.Boolean(),
    redirectOnSlugChange: Type.Boolean(),
  }),
);

export const SeoRule = Type.Object({
  id: Type.Integer(),
  ruleName: Type.String(),
  targetType: Type.String(),
  targetId: Nullable(Type.String()),
  titleTemplate: Nullable(Type.String()),
  descriptionTemplate: Nullable(Type.String()),
  priority: Type.Integer(),
  isActive: Type.Boolean(),
  createdBy: Type.String(),
  ...Stamps,
});

const RuleFields = {
  targetId: Nullable(Text(200)),
  titleTemplate: Nullable(Text(300)),
  descriptionTemplate: Nullable(Text(1000)),
  priority: Type.Integer({ minimum: -1000, maximum: 1000 }),
  isActive: Type.Boolean(),
};
const RuleRequired = {
  ruleName: Title,
  targetType: Type.Enum(SEO_TARGET_TYPES),
  createdBy: Type.String({ minLength: 1, maxLength: 200 }),
};

export const CreateSeoRule = Type.Object({ ...RuleRequired, ...Type.Partial(Type.Object(RuleFields)).properties });
export const UpdateSeoRule = Type.Partial(Type.Object({ ...RuleRequired, ...RuleFields }));

export const Redirect = Type.Object({
  id: Type.Integer(),
  source: Type.String(),
  destination: Type.String(),
  statusCode: Type.Integer(),
  enabled: Type.Boolean(),
  hits: Type.Integer({ description: 'resolutions through GET /api2/store/redirects/resolve' }),
  lastHitAt: Nullable(IsoDateTime),
  ...Stamps,
});

const RedirectRequired = {
  source: Type.String({ minLength: 1, maxLength: 2000 }),
  destination: Type.String({ minLength: 1, maxLength: 2000 }),
};
const RedirectFields = {
  statusCode: Type.Union([Type.Literal(301), Type.Literal(302), Type.Literal(307), Type.Literal(308)]),
  enabled: Type.Boolean(),
};
export const CreateRedirect = Type.Object({
  ...RedirectRequired,
  ...Type.Partial(Type.Object(RedirectFields)).properties,
});
export const UpdateRedirect = Type.Partial(Type.Object({ ...RedirectRequired, ...RedirectFields }));

export const Translation = Type.Object({
  id: Type.Integer(),
  entityType: Type.String(),
  entityId: Type.String(),
  languageCode: Type.String(),
  data: Type.Record(Type.String(), Type.Unknown()),
  ...Stamps,
});

export const UpsertTranslation = Type.Object({
  entityType: Type.String({ minLength: 1, maxLength: 50, pattern: '^[a-z][a-z0-9_]*$' }),
  entityId: Type.Union([Type.Integer({ minimum: 1 }), Type.String({ minLength: 1, maxLength: 200 })]),
  languageCode: Type.String({ pattern: '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$' }),
  data: Type.Record(Type.String(), Type.Unknown()),
});
