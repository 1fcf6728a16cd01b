import { getRouteApi } from '@tanstack/react-router';
import type { MessageId } from '../../i18n/en';
import { api, client, type components, queryKeyOf } from '../../api';
import { BLOG_STATUSES, type BlogStatus } from '../../server-rules';
import { Card, Field, inputClass } from '../../ui/controls';
import { bodySchema, hintOf, rulesOf } from '../../ui/schema-rules';
import { MarkdownEditor } from '../../ui/markdown';
import { markdownText } from '../../ui/markdown-text';
import { ifMatch, taggedQueryOptions, type Tagged } from '../../ui/conflict';
import { EditorActions, EditorScreen, NewItemScreen, useContentEditor, type EditorSpec } from '../../ui/content-editor';

const route = getRouteApi('/app/blog/$id');
type BlogPost = components['schemas']['BlogPost'];

const postQuery = (id: number) =>
  taggedQueryOptions(
    api.queryOptions('get', '/api2/admin/blog/{id}', { params: { path: { id } } }).queryKey,
    (signal) => client.GET('/api2/admin/blog/{id}', { params: { path: { id } }, signal }),
  );

interface PostForm {
  title: string;
  slug: string;
  status: BlogStatus;
  author: string;
  excerpt: string;
  body: string;
  seoTitle: string;
  seoDescription: string;
}

const formOf = (p: BlogPost | null): PostForm => ({
  title: p?.title ?? '',
  slug: p?.slug ?? '',
  status: (p?.status ?? 'draft') as BlogStatus,
  author: p?.author ?? '',
  excerpt: p?.excerpt ?? '',
  body: p?.body ?? '',
  seoTitle: p?.seoTitle ?? '',
  seoDescription: p?.seoDescription ?? '',
});

const LABELS: Record<keyof PostForm, MessageId> = {
  title: 'content.title',
  slug: 'content.slug',
  status: 'content.status',
  author: 'blog.author',
  excerpt: 'blog.excerpt',
  body: 'blog.body',
  seoTitle: 'content.seoTitle',
  seoDescription: 'blog.seoDescription',
};

const orNull = (v: string) => (v.trim() === '' ? null : v.trim());
const bodyOf = (f: PostForm) => ({
  title: f.title.trim(),
  status: f.status,
  author: orNull(f.author),
  excerpt: f.excerpt,
  body: f.body,
  seoTitle: orNull(f.seoTitle),
  seoDescription: orNull(f.seoDescription),
  ...(f.slug.trim() ? { slug: f.slug.trim() } : {}),
});

const SPEC: EditorSpec<BlogPost, PostForm, number> = {
  create: bodySchema('POST /api2/admin/blog'),
  put: bodySchema('PUT /api2/admin/blog/{id}'),
  formOf,
  labels: LABELS,
  query: postQuery,
  stale: [queryKeyOf('/api2/admin/blog'), queryKeyOf('/api2/admin/blog/{id}')],
  insert: async (form) => (await client.POST('/api2/admin/blog', { body: bodyOf(form) })).data!.id,
  update: (form, base) =>
    client.PUT('/api2/admin/blog/{id}', {
      params: { path: { id: base.value.id } },
      headers: ifMatch(base.etag),
      body: bodyOf(form),
    }),
  remove: (base) =>
    client.DELETE('/api2/admin/blog/{id}', { params: { path: { id: base.value.id } }, headers: ifMatch(base.etag) }),
  opened: (navigate, id) => navigate({ to: '/blog/$id', params: { id } }),
  closed: (navigate) => navigate({ to: '/blog' }),
  show: (value) => String(value ?? ''),
  messages: {
    saved: 'blog.saved',
    deleted: 'blog.deleted',
    create: 'blog.create',
    delete: 'blog.delete',
    deleteTitle: 'blog.deleteTitle',
    deleteWhat: 'blog.deleteWhat',
    confirmDelete: 'blog.confirmDelete',
  },
};

function PostForm({ tagged }: { tagged: Tagged<BlogPost> | null }) {
  const editor = useContentEditor(SPEC, tagged);
  const {
    intl,
    form: {
      register,
      watch,
      formState: { errors },
    },
    writable,
    schema,
    hinted,
    errorText,
    text,
    basics,
    seo,
    onSubmit,
  } = editor;
  const [excerpt, body] = watch(['excerpt', 'body']);
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <Card title={intl.formatMessage({ id: 'blog.post' })}>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {basics(BLOG_STATUSES)}
          {text('author')}
          <Field {...hinted('excerpt')} error={errorText(errors.excerpt)} className="sm:col-span-2">
            {(id, d) => (
              <textarea
                id={id}
                aria-describedby={d}
                rows={2}
                readOnly={!writable}
                className={inputClass}
                {...register('excerpt', rulesOf(schema, 'excerpt', intl))}
              />
            )}
          </Field>
          <MarkdownEditor
            label={intl.formatMessage({ id: 'blog.body' })}
            hint={hintOf(schema, 'body', intl)}
            error={errorText(errors.body)}
            preview={body}
          >
            {(id, d) => (
              <textarea
                id={id}
                aria-describedby={d}
                rows={16}
                readOnly={!writable}
                className={`${inputClass} font-mono`}
                {...register('body', rulesOf(schema, 'body', intl))}
              />
            )}
          </MarkdownEditor>
        </div>
      </Card>
      {seo((slug) => `/blog/${slug}`, excerpt || markdownText(body))}
      <EditorActions editor={editor} />
    </form>
  );
}

export function NewBlogPostScreen() {
  return (
    <NewItemScreen title="blog.new">
      <PostForm tagged={null} />
    </NewItemScreen>
  );
}

export function BlogPostScreen() {
  const { id } = route.useParams();
  return (
    <EditorScreen query={postQuery(id)} entityType="blog_post">
      {(tagged) => <PostForm key={tagged.value.id} tagged={tagged} />}
    </EditorScreen>
  );
}
