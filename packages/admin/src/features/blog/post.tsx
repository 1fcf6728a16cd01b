import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useForm, type FieldError } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/en';
import { api, client, type components, queryKeyOf } from '../../api';
import { useCan } from '../../session';
import { BLOG_STATUSES, type BlogStatus } from '../../server-rules';
import { Button, Card, Field, Input, PageHeader, Select, inputClass } from '../../ui/controls';
import { ConfirmDialog } from '../../ui/dialog';
import { DateTime } from '../../ui/format';
import { ErrorNotice } from '../../ui/notice';
import { useToast } from '../../ui/toasts';
import { EntityChangeLog } from '../../ui/change-log';
import { bodySchema, hintOf, rulesOf } from '../../ui/schema-rules';
import { SearchPreview } from '../../ui/search-preview';
import { MarkdownEditor } from '../../ui/markdown';
import { markdownText } from '../../ui/markdown-text';
import { ConflictDialog, ifMatch, taggedQueryOptions, useConflict, type Tagged } from '../../ui/conflict';

const route = getRouteApi('/app/blog/$id');
type BlogPost = components['schemas']['BlogPost'];

const CREATE = bodySchema('POST /api2/admin/blog');
const PUT = bodySchema('PUT /api2/admin/blog/{id}');
const postQuery = (id: number) => taggedQueryOptions(api.queryOptions('get', '/api2/admin/blog/{id}', { params: { path: { id } } }).queryKey,
  (signal) => client.GET('/api2/admin/blog/{id}', { params: { path: { id } }, signal }));

interface PostForm { title: string; slug: string; status: BlogStatus; author: string; excerpt: string; body: string; seoTitle: string; seoDescription: string }

const formOf = (p: BlogPost | null): PostForm => ({
  title: p?.title ?? '', slug: p?.slug ?? '', status: (p?.status ?? 'draft') as BlogStatus, author: p?.author ?? '', excerpt: p?.excerpt ?? '',
  body: p?.body ?? '', seoTitle: p?.seoTitle ?? '', seoDescription: p?.seoDescription ?? '',
});

const LABELS: Record<keyof PostForm, MessageId> = {
  title: 'content.title', slug: 'content.slug', status: 'content.status', author: 'blog.author', excerpt: 'blog.excerpt', body: 'blog.body',
  seoTitle: 'content.seoTitle', seoDescription: 'blog.seoDescription',
};

const orNull = (v: string) => (v.trim() === '' ? null : v.trim());
const bodyOf = (f: PostForm) => ({
  title: f.title.trim(), status: f.status, author: orNull(f.author), excerpt: f.excerpt, body: f.body, seoTitle: orNull(f.seoTitle), seoDescription: orNull(f.seoDescription),
  ...(f.slug.trim() ? { slug: f.slug.trim() } : {}),
});

interface Save { form: PostForm; base: Tagged<BlogPost> | null }

function PostForm({ tagged }: { tagged: Tagged<BlogPost> | null }) {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const writable = useCan()('content.write');
  const schema = tagged ? PUT : CREATE;
  const form = useForm<PostForm>({ defaultValues: formOf(tagged?.value ?? null), mode: 'onTouched' });
  const { register, handleSubmit, watch, formState: { errors, isDirty } } = form;
  const edit = useConflict({ tagged, form, formOf, queryKey: tagged ? postQuery(tagged.value.id).queryKey : undefined });
  const post = edit.base?.value ?? null;
  const [deleting, setDeleting] = useState(false);
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: queryKeyOf('/api2/admin/blog') });
    await queryClient.invalidateQueries({ queryKey: queryKeyOf('/api2/admin/blog/{id}') });
    await queryClient.invalidateQueries({ queryKey: queryKeyOf('/api2/admin/audit-log') });
  };
  const save = useMutation({
    mutationFn: async ({ form, base }: Save) => {
      if (!base) return (await client.POST('/api2/admin/blog', { body: bodyOf(form) })).data!.id;
      await client.PUT('/api2/admin/blog/{id}', { params: { path: { id: base.value.id } }, headers: ifMatch(base.etag), body: bodyOf(form) });
      return base.value.id;
    },
    onSuccess: async (id, { form }) => {
      edit.saved(form);
      toast({ tone: 'success', title: intl.formatMessage({ id: 'blog.saved' }) });
      await refresh();
      if (!post) await navigate({ to: '/blog/$id', params: { id } });
    },
    onError: (error, { form, base }) => edit.failed(error, form, base),
  });
  const remove = useMutation({
    mutationFn: (base: Tagged<BlogPost>) => client.DELETE('/api2/admin/blog/{id}', { params: { path: { id: base.value.id } }, headers: ifMatch(base.etag) }),
    onSuccess: async () => {
      toast({ tone: 'success', title: intl.formatMessage({ id: 'blog.deleted' }) });
      await navigate({ to: '/blog' });
      await refresh();
    },
  });

  const hinted = (name: keyof PostForm) => {
    const hint = hintOf(schema, name, intl);
    return <>{intl.formatMessage({ id: LABELS[name] })}{hint && <span className="ml-2 text-xs font-normal text-zinc-600 dark:text-zinc-400">{hint}</span>}</>;
  };
  const errorOf = (name: keyof PostForm) => {
    const error = errors[name] as FieldError | undefined;
    return error ? error.message || intl.formatMessage({ id: 'form.required' }) : undefined;
  };
  const text = (name: 'title' | 'slug' | 'author' | 'seoTitle') => (
    <Field label={hinted(name)} error={errorOf(name)}>
      {(id, d) => <Input id={id} aria-describedby={d} aria-invalid={!!errors[name]} readOnly={!writable} {...register(name, rulesOf(schema, name, intl, { create: !post }))} />}
    </Field>
  );
  const [title, slug, excerpt, body, seoTitle, seoDescription] = watch(['title', 'slug', 'excerpt', 'body', 'seoTitle', 'seoDescription']);
  return (
    <form onSubmit={handleSubmit((form) => { if (!save.isPending) save.mutate({ form, base: edit.base }); })} noValidate className="flex flex-col gap-4">
      <Card title={intl.formatMessage({ id: 'blog.post' })}>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {text('title')}
          {text('slug')}
          <Field label={intl.formatMessage({ id: 'content.status' })}>
            {(id) => (
              <Select id={id} disabled={!writable} {...register('status')}>
                {BLOG_STATUSES.map((s) => <option key={s} value={s}>{intl.formatMessage({ id: `contentStatus.${s}` })}</option>)}
              </Select>
            )}
          </Field>
          {text('author')}
          <Field label={hinted('excerpt')} error={errorOf('excerpt')} className="sm:col-span-2">
            {(id, d) => <textarea id={id} aria-describedby={d} rows={2} readOnly={!writable} className={inputClass} {...register('excerpt', rulesOf(schema, 'excerpt', intl))} />}
          </Field>
          <MarkdownEditor label={intl.formatMessage({ id: 'blog.body' })} hint={hintOf(schema, 'body', intl)} error={errorOf('body')} preview={body}>
            {(id, d) => <textarea id={id} aria-describedby={d} rows={16} readOnly={!writable} className={`${inputClass} font-mono`} {...register('body', rulesOf(schema, 'body', intl))} />}
          </MarkdownEditor>
        </div>
      </Card>
      <Card title={intl.formatMessage({ id: 'seo.title' })}>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {text('seoTitle')}
          <Field label={hinted('seoDescription')} error={errorOf('seoDescription')} className="sm:col-span-2">
            {(id, d) => <textarea id={id} aria-describedby={d} rows={3} readOnly={!writable} className={inputClass} {...register('seoDescription', rulesOf(schema, 'seoDescription', intl))} />}
          </Field>
        </div>
        <SearchPreview title={seoTitle || title} path={`/blog/${slug || '…'}`} description={seoDescription || excerpt || markdownText(body)} />
      </Card>
      {save.error && !edit.conflict && <ErrorNotice error={save.error} />}
      <ConflictDialog key={edit.conflict?.theirsTag.etag} conflict={edit.conflict} label={(field) => intl.formatMessage({ id: LABELS[field as keyof PostForm] })}
        show={(value) => String(value ?? '')} saving={save.isPending}
        onSave={(form, etag) => save.mutate({ form, base: { value: edit.conflict!.theirsTag.value as BlogPost, etag } })}
        onDiscard={(stored) => { save.reset(); edit.discard(stored); }} onCancel={edit.dismiss} />
      {writable && (
        <div className="flex flex-wrap gap-2">
          <Button tone="primary" type="submit" disabled={save.isPending || (!!post && !isDirty)}><FormattedMessage id={post ? 'action.save' : 'blog.create'} /></Button>
          {post && <Button tone="danger" onClick={() => { remove.reset(); setDeleting(true); }}><FormattedMessage id="blog.delete" /></Button>}
        </div>
      )}
      {post && (
        <ConfirmDialog open={deleting} onOpenChange={setDeleting} title={intl.formatMessage({ id: 'blog.deleteTitle' }, { title: post.title })}
          description={intl.formatMessage({ id: 'blog.deleteWhat' })} confirm={<FormattedMessage id="blog.confirmDelete" />}
          pending={remove.isPending} error={remove.error} onConfirm={() => edit.base && remove.mutate(edit.base)} />
      )}
    </form>
  );
}

export function NewBlogPostScreen() {
  const intl = useIntl();
  return (
    <>
      <PageHeader title={intl.formatMessage({ id: 'blog.new' })} />
      <PostForm tagged={null} />
    </>
  );
}

export function BlogPostScreen() {
  const { id } = route.useParams();
  const post = useQuery(postQuery(id));
  if (post.error) return <ErrorNotice error={post.error} onRetry={() => void post.refetch()} />;
  if (!post.data) return <p aria-busy="true"><FormattedMessage id="loading" /></p>;
  const p = post.data.value;
  return (
    <>
      <PageHeader title={<span className="break-words">{p.title}</span>}>
        <span className="self-center text-sm">
          <FormattedMessage id={`contentStatus.${p.status as BlogStatus}`} /> · <FormattedMessage id="content.updated" values={{ when: <DateTime value={p.updatedAt} /> }} />
        </span>
      </PageHeader>
      <div className="flex flex-col gap-4">
        <PostForm key={p.id} tagged={post.data} />
        <EntityChangeLog entityType="blog_post" entityId={String(p.id)} />
      </div>
    </>
  );
}
