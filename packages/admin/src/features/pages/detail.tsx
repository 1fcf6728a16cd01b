import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useFieldArray, useForm, type FieldError } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/en';
import { api, client, ShopApiError, type Answer, queryKeyOf } from '../../api';
import { useCan } from '../../session';
import { PAGE_STATUSES, type PageStatus } from '../../server-rules';
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

const route = getRouteApi('/app/pages/$pageId');
type ContentPage = Answer<'/api2/admin/pages/{id}'>;

const CREATE = bodySchema('POST /api2/admin/pages');
const PUT = bodySchema('PUT /api2/admin/pages/{id}');
const pageQuery = (id: string) => taggedQueryOptions(api.queryOptions('get', '/api2/admin/pages/{id}', { params: { path: { id } } }).queryKey,
  (signal) => client.GET('/api2/admin/pages/{id}', { params: { path: { id } }, signal }));

/**
 * A section as the form edits it: a section whose content is just `{text}` is Markdown text (docs/decisions.md,
 * "Content in the dashboard"); any other content is edited as its JSON.
 */
interface SectionForm { type: string; format: 'markdown' | 'json'; text: string }
interface PageForm { title: string; slug: string; status: PageStatus; seoTitle: string; seoDescription: string; sections: SectionForm[] }

const sectionOf = ({ type, content }: { type: string; content: Record<string, unknown> }): SectionForm => {
  const keys = Object.keys(content);
  return keys.length === 1 && typeof content.text === 'string'
    ? { type, format: 'markdown', text: content.text }
    : { type, format: 'json', text: JSON.stringify(content, null, 2) };
};

const formOf = (p: ContentPage | null): PageForm => ({
  title: p?.title ?? '', slug: p?.slug ?? '', status: (p?.status ?? 'draft') as PageStatus, seoTitle: p?.seoTitle ?? '', seoDescription: p?.seoDescription ?? '',
  sections: (p?.sections ?? []).map(sectionOf),
});

const LABELS: Record<keyof PageForm, MessageId> = {
  title: 'content.title', slug: 'content.slug', status: 'content.status', seoTitle: 'content.seoTitle', seoDescription: 'pages.seoDescription', sections: 'pages.sections',
};

const orNull = (v: string) => (v.trim() === '' ? null : v.trim());
const bodyOf = (f: PageForm) => ({
  title: f.title.trim(), status: f.status, seoTitle: orNull(f.seoTitle), seoDescription: orNull(f.seoDescription),
  sections: f.sections.map((s) => ({ type: s.type.trim(), content: s.format === 'markdown' ? { text: s.text } : JSON.parse(s.text) as Record<string, unknown> })),
  ...(f.slug.trim() ? { slug: f.slug.trim() } : {}),
});

/** How a form value reads in the conflict dialog: the sections as their types and the start of their text. */
const shown = (value: unknown) => (Array.isArray(value)
  ? (value as SectionForm[]).map((s, i) => `${i + 1}. ${s.type}: ${s.text.replace(/\s+/g, ' ').slice(0, 80)}`).join(' · ')
  : String(value ?? ''));

interface Save { form: PageForm; base: Tagged<ContentPage> | null }

function PageEditor({ tagged }: { tagged: Tagged<ContentPage> | null }) {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const writable = useCan()('content.write');
  const schema = tagged ? PUT : CREATE;
  const form = useForm<PageForm>({ defaultValues: formOf(tagged?.value ?? null), mode: 'onTouched' });
  const { register, handleSubmit, watch, control, formState: { errors, isDirty } } = form;
  const sections = useFieldArray({ control, name: 'sections' });
  const edit = useConflict({ tagged, form, formOf, queryKey: tagged ? pageQuery(tagged.value.id).queryKey : undefined });
  const page = edit.base?.value ?? null;
  const [deleting, setDeleting] = useState(false);
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: queryKeyOf('/api2/admin/pages') });
    await queryClient.invalidateQueries({ queryKey: queryKeyOf('/api2/admin/pages/{id}') });
    await queryClient.invalidateQueries({ queryKey: queryKeyOf('/api2/admin/audit-log') });
  };
  const save = useMutation({
    mutationFn: async ({ form, base }: Save) => {
      if (!base) return (await client.POST('/api2/admin/pages', { body: bodyOf(form) })).data!.id;
      await client.PUT('/api2/admin/pages/{id}', { params: { path: { id: base.value.id } }, headers: ifMatch(base.etag), body: bodyOf(form) });
      return base.value.id;
    },
    onSuccess: async (id, { form }) => {
      edit.saved(form);
      toast({ tone: 'success', title: intl.formatMessage({ id: 'pages.saved' }) });
      await refresh();
      if (!page) await navigate({ to: '/pages/$pageId', params: { pageId: id } });
    },
    onError: (error, { form, base }) => edit.failed(error, form, base),
  });
  const remove = useMutation({
    mutationFn: (base: Tagged<ContentPage>) => client.DELETE('/api2/admin/pages/{id}', { params: { path: { id: base.value.id } }, headers: ifMatch(base.etag) }),
    onSuccess: async () => {
      toast({ tone: 'success', title: intl.formatMessage({ id: 'pages.deleted' }) });
      await navigate({ to: '/pages' });
      await refresh();
    },
  });
  const stillHasSections = remove.error instanceof ShopApiError && remove.error.status === 409;

  const hinted = (name: keyof PageForm) => {
    const hint = hintOf(schema, name, intl);
    return <>{intl.formatMessage({ id: LABELS[name] })}{hint && <span className="ml-2 text-xs font-normal text-zinc-600 dark:text-zinc-400">{hint}</span>}</>;
  };
  const errorText = (error: FieldError | undefined) => (error ? error.message || intl.formatMessage({ id: 'form.required' }) : undefined);
  const text = (name: 'title' | 'slug' | 'seoTitle') => (
    <Field label={hinted(name)} error={errorText(errors[name])}>
      {(id, d) => <Input id={id} aria-describedby={d} aria-invalid={!!errors[name]} readOnly={!writable} {...register(name, rulesOf(schema, name, intl, { create: !page }))} />}
    </Field>
  );
  const validJson = (value: string) => {
    try {
      const parsed: unknown = JSON.parse(value);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return true;
    } catch { /* answered below */ }
    return intl.formatMessage({ id: 'pages.jsonObject' }, { example: '{"heading": "…"}' });
  };
  const [title, slug, seoTitle, seoDescription, values] = watch(['title', 'slug', 'seoTitle', 'seoDescription', 'sections']);
  const firstText = values.find((s) => s.format === 'markdown')?.text ?? '';
  return (
    <form onSubmit={handleSubmit((form) => { if (!save.isPending) save.mutate({ form, base: edit.base }); })} noValidate className="flex flex-col gap-4">
      <Card title={intl.formatMessage({ id: 'pages.page' })}>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {text('title')}
          {text('slug')}
          <Field label={intl.formatMessage({ id: 'content.status' })}>
            {(id) => (
              <Select id={id} disabled={!writable} {...register('status')}>
                {PAGE_STATUSES.map((s) => <option key={s} value={s}>{intl.formatMessage({ id: `contentStatus.${s}` })}</option>)}
              </Select>
            )}
          </Field>
        </div>
      </Card>
      <Card title={intl.formatMessage({ id: 'pages.sections' })}
        actions={writable && <Button onClick={() => sections.append({ type: 'text', format: 'markdown', text: '' })}><FormattedMessage id="pages.addSection" /></Button>}>
        {sections.fields.length === 0 && <p className="text-sm text-zinc-600 dark:text-zinc-400"><FormattedMessage id="pages.noSections" /></p>}
        <ol className="flex flex-col gap-4">
          {sections.fields.map((section, i) => {
            const n = i + 1;
            const fieldErrors = errors.sections?.[i];
            return (
              <li key={section.id} className="rounded-md border border-zinc-200 p-3 dark:border-zinc-800">
                <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-2">
                  <legend className="mb-2 text-sm font-semibold"><FormattedMessage id="pages.section" values={{ n }} /></legend>
                  <Field label={intl.formatMessage({ id: 'pages.sectionType' }, { n })} error={errorText(fieldErrors?.type)}>
                    {(id, d) => <Input id={id} aria-describedby={d} readOnly={!writable} {...register(`sections.${i}.type`, { required: true, maxLength: { value: 100, message: intl.formatMessage({ id: 'rule.maxLength' }, { n: 100 }) } })} />}
                  </Field>
                  {writable && (
                    <div className="flex flex-wrap items-end gap-2">
                      <Button disabled={i === 0} onClick={() => sections.move(i, i - 1)} aria-label={intl.formatMessage({ id: 'pages.moveUp' }, { n })}>↑</Button>
                      <Button disabled={i === sections.fields.length - 1} onClick={() => sections.move(i, i + 1)} aria-label={intl.formatMessage({ id: 'pages.moveDown' }, { n })}>↓</Button>
                      <Button tone="danger" onClick={() => sections.remove(i)}><FormattedMessage id="pages.removeSection" values={{ n }} /></Button>
                    </div>
                  )}
                  {section.format === 'markdown'
                    ? (
                      <MarkdownEditor label={intl.formatMessage({ id: 'pages.sectionText' }, { n })} error={errorText(fieldErrors?.text)} preview={values[i]?.text ?? ''}>
                        {(id, d) => <textarea id={id} aria-describedby={d} rows={8} readOnly={!writable} className={`${inputClass} font-mono`} {...register(`sections.${i}.text`)} />}
                      </MarkdownEditor>
                    )
                    : (
                      <Field label={intl.formatMessage({ id: 'pages.sectionJson' }, { n })} error={errorText(fieldErrors?.text)} className="sm:col-span-2">
                        {(id, d) => <textarea id={id} aria-describedby={d} rows={6} readOnly={!writable} className={`${inputClass} font-mono`} {...register(`sections.${i}.text`, { validate: validJson })} />}
                      </Field>
                    )}
                </fieldset>
              </li>
            );
          })}
        </ol>
      </Card>
      <Card title={intl.formatMessage({ id: 'seo.title' })}>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {text('seoTitle')}
          <Field label={hinted('seoDescription')} error={errorText(errors.seoDescription)} className="sm:col-span-2">
            {(id, d) => <textarea id={id} aria-describedby={d} rows={3} readOnly={!writable} className={inputClass} {...register('seoDescription', rulesOf(schema, 'seoDescription', intl))} />}
          </Field>
        </div>
        <SearchPreview title={seoTitle || title} path={`/${slug || '…'}`} description={seoDescription || markdownText(firstText)} />
      </Card>
      {save.error && !edit.conflict && <ErrorNotice error={save.error} />}
      <ConflictDialog key={edit.conflict?.theirsTag.etag} conflict={edit.conflict} label={(field) => intl.formatMessage({ id: LABELS[field as keyof PageForm] })}
        show={shown} saving={save.isPending}
        onSave={(form, etag) => save.mutate({ form, base: { value: edit.conflict!.theirsTag.value as ContentPage, etag } })}
        onDiscard={(stored) => { save.reset(); edit.discard(stored); }} onCancel={edit.dismiss} />
      {writable && (
        <div className="flex flex-wrap gap-2">
          <Button tone="primary" type="submit" disabled={save.isPending || (!!page && !isDirty)}><FormattedMessage id={page ? 'action.save' : 'pages.create'} /></Button>
          {page && <Button tone="danger" onClick={() => { remove.reset(); setDeleting(true); }}><FormattedMessage id="pages.delete" /></Button>}
        </div>
      )}
      {page && (
        <ConfirmDialog open={deleting} onOpenChange={setDeleting} title={intl.formatMessage({ id: 'pages.deleteTitle' }, { title: page.title })}
          description={intl.formatMessage({ id: 'pages.deleteWhat' })} confirm={<FormattedMessage id="pages.confirmDelete" />}
          pending={remove.isPending} error={remove.error} onConfirm={() => edit.base && remove.mutate(edit.base)}
          refusal={stillHasSections ? <p role="alert" className="my-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"><FormattedMessage id="pages.hasSections" /></p> : undefined} />
      )}
    </form>
  );
}

export function NewPageScreen() {
  const intl = useIntl();
  return (
    <>
      <PageHeader title={intl.formatMessage({ id: 'pages.new' })} />
      <PageEditor tagged={null} />
    </>
  );
}

export function PageScreen() {
  const { pageId } = route.useParams();
  const page = useQuery(pageQuery(pageId));
  if (page.error) return <ErrorNotice error={page.error} onRetry={() => void page.refetch()} />;
  if (!page.data) return <p aria-busy="true"><FormattedMessage id="loading" /></p>;
  const p = page.data.value;
  return (
    <>
      <PageHeader title={<span className="break-words">{p.title}</span>}>
        <span className="self-center text-sm">
          <FormattedMessage id={`contentStatus.${p.status as PageStatus}`} /> · <FormattedMessage id="content.updated" values={{ when: <DateTime value={p.updatedAt} /> }} />
        </span>
      </PageHeader>
      <div className="flex flex-col gap-4">
        <PageEditor key={p.id} tagged={page.data} />
        <EntityChangeLog entityType="page" entityId={p.id} />
      </div>
    </>
  );
}
