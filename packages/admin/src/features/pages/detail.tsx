import { getRouteApi } from '@tanstack/react-router';
import { useFieldArray } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/en';
import { api, client, ShopApiError, type Answer, queryKeyOf } from '../../api';
import { PAGE_STATUSES, type PageStatus } from '../../server-rules';
import { Button, Card, Field, Input, inputClass } from '../../ui/controls';
import { bodySchema } from '../../ui/schema-rules';
import { MarkdownEditor } from '../../ui/markdown';
import { markdownText } from '../../ui/markdown-text';
import { ifMatch, taggedQueryOptions, type Tagged } from '../../ui/conflict';
import { EditorActions, EditorScreen, NewItemScreen, useContentEditor, type EditorSpec } from '../../ui/content-editor';

const route = getRouteApi('/app/pages/$pageId');
type ContentPage = Answer<'/api2/admin/pages/{id}'>;

const pageQuery = (id: string) =>
  taggedQueryOptions(
    api.queryOptions('get', '/api2/admin/pages/{id}', { params: { path: { id } } }).queryKey,
    (signal) => client.GET('/api2/admin/pages/{id}', { params: { path: { id } }, signal }),
  );

/**
 * A section as the form edits it: a section whose content is just `{text}` is Markdown text (docs/decisions.md,
 * "Content in the dashboard"); any other content is edited as its JSON.
 */
interface SectionForm {
  type: string;
  format: 'markdown' | 'json';
  text: string;
}
interface PageForm {
  title: string;
  slug: string;
  status: PageStatus;
  seoTitle: string;
  seoDescription: string;
  sections: SectionForm[];
}

const sectionOf = ({ type, content }: { type: string; content: Record<string, unknown> }): SectionForm => {
  const keys = Object.keys(content);
  return keys.length === 1 && typeof content.text === 'string'
    ? { type, format: 'markdown', text: content.text }
    : { type, format: 'json', text: JSON.stringify(content, null, 2) };
};

const formOf = (p: ContentPage | null): PageForm => ({
  title: p?.title ?? '',
  slug: p?.slug ?? '',
  status: (p?.status ?? 'draft') as PageStatus,
  seoTitle: p?.seoTitle ?? '',
  seoDescription: p?.seoDescription ?? '',
  sections: (p?.sections ?? []).map(sectionOf),
});

const LABELS: Record<keyof PageForm, MessageId> = {
  title: 'content.title',
  slug: 'content.slug',
  status: 'content.status',
  seoTitle: 'content.seoTitle',
  seoDescription: 'pages.seoDescription',
  sections: 'pages.sections',
};

const orNull = (v: string) => (v.trim() === '' ? null : v.trim());
const bodyOf = (f: PageForm) => ({
  title: f.title.trim(),
  status: f.status,
  seoTitle: orNull(f.seoTitle),
  seoDescription: orNull(f.seoDescription),
  sections: f.sections.map((s) => ({
    type: s.type.trim(),
    content: s.format === 'markdown' ? { text: s.text } : (JSON.parse(s.text) as Record<string, unknown>),
  })),
  ...(f.slug.trim() ? { slug: f.slug.trim() } : {}),
});

/** How a form value reads in the conflict dialog: the sections as their types and the start of their text. */
const shown = (value: unknown) =>
  Array.isArray(value)
    ? (value as SectionForm[])
        .map((s, i) => `${i + 1}. ${s.type}: ${s.text.replace(/\s+/g, ' ').slice(0, 80)}`)
        .join(' · ')
    : String(value ?? '');

const SPEC: EditorSpec<ContentPage, PageForm, string> = {
  create: bodySchema('POST /api2/admin/pages'),
  put: bodySchema('PUT /api2/admin/pages/{id}'),
  formOf,
  labels: LABELS,
  query: pageQuery,
  stale: [queryKeyOf('/api2/admin/pages'), queryKeyOf('/api2/admin/pages/{id}')],
  insert: async (form) => (await client.POST('/api2/admin/pages', { body: bodyOf(form) })).data!.id,
  update: (form, base) =>
    client.PUT('/api2/admin/pages/{id}', {
      params: { path: { id: base.value.id } },
      headers: ifMatch(base.etag),
      body: bodyOf(form),
    }),
  remove: (base) =>
    client.DELETE('/api2/admin/pages/{id}', { params: { path: { id: base.value.id } }, headers: ifMatch(base.etag) }),
  opened: (navigate, id) => navigate({ to: '/pages/$pageId', params: { pageId: id } }),
  closed: (navigate) => navigate({ to: '/pages' }),
  show: shown,
  messages: {
    saved: 'pages.saved',
    deleted: 'pages.deleted',
    create: 'pages.create',
    delete: 'pages.delete',
    deleteTitle: 'pages.deleteTitle',
    deleteWhat: 'pages.deleteWhat',
    confirmDelete: 'pages.confirmDelete',
  },
};

function PageEditor({ tagged }: { tagged: Tagged<ContentPage> | null }) {
  const editor = useContentEditor(SPEC, tagged);
  const {
    intl,
    form: {
      register,
      watch,
      control,
      formState: { errors },
    },
    writable,
    errorText,
    basics,
    seo,
    onSubmit,
    remove,
  } = editor;
  const sections = useFieldArray({ control, name: 'sections' });
  const stillHasSections = remove.error instanceof ShopApiError && remove.error.status === 409;
  const validJson = (value: string) => {
    try {
      const parsed: unknown = JSON.parse(value);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return true;
    } catch {
      /* answered below */
    }
    return intl.formatMessage({ id: 'pages.jsonObject' }, { example: '{"heading": "…"}' });
  };
  const values = watch('sections');
  const firstText = values.find((s) => s.format === 'markdown')?.text ?? '';
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <Card title={intl.formatMessage({ id: 'pages.page' })}>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">{basics(PAGE_STATUSES)}</div>
      </Card>
      <Card
        title={intl.formatMessage({ id: 'pages.sections' })}
        actions={
          writable && (
            <Button onClick={() => sections.append({ type: 'text', format: 'markdown', text: '' })}>
              <FormattedMessage id="pages.addSection" />
            </Button>
          )
        }
      >
        {sections.fields.length === 0 && (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            <FormattedMessage id="pages.noSections" />
          </p>
        )}
        <ol className="flex flex-col gap-4">
          {sections.fields.map((section, i) => {
            const n = i + 1;
            const fieldErrors = errors.sections?.[i];
            return (
              <li key={section.id} className="rounded-md border border-zinc-200 p-3 dark:border-zinc-800">
                <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-2">
                  <legend className="mb-2 text-sm font-semibold">
                    <FormattedMessage id="pages.section" values={{ n }} />
                  </legend>
                  <Field
                    label={intl.formatMessage({ id: 'pages.sectionType' }, { n })}
                    error={errorText(fieldErrors?.type)}
                  >
                    {(id, d) => (
                      <Input
                        id={id}
                        aria-describedby={d}
                        readOnly={!writable}
                        {...register(`sections.${i}.type`, {
                          required: true,
                          maxLength: { value: 100, message: intl.formatMessage({ id: 'rule.maxLength' }, { n: 100 }) },
                        })}
                      />
                    )}
                  </Field>
                  {writable && (
                    <div className="flex flex-wrap items-end gap-2">
                      <Button
                        disabled={i === 0}
                        onClick={() => sections.move(i, i - 1)}
                        aria-label={intl.formatMessage({ id: 'pages.moveUp' }, { n })}
                      >
                        ↑
                      </Button>
                      <Button
                        disabled={i === sections.fields.length - 1}
                        onClick={() => sections.move(i, i + 1)}
                        aria-label={intl.formatMessage({ id: 'pages.moveDown' }, { n })}
                      >
                        ↓
                      </Button>
                      <Button tone="danger" onClick={() => sections.remove(i)}>
                        <FormattedMessage id="pages.removeSection" values={{ n }} />
                      </Button>
                    </div>
                  )}
                  {section.format === 'markdown' ? (
                    <MarkdownEditor
                      label={intl.formatMessage({ id: 'pages.sectionText' }, { n })}
                      error={errorText(fieldErrors?.text)}
                      preview={values[i]?.text ?? ''}
                    >
                      {(id, d) => (
                        <textarea
                          id={id}
                          aria-describedby={d}
                          rows={8}
                          readOnly={!writable}
                          className={`${inputClass} font-mono`}
                          {...register(`sections.${i}.text`)}
                        />
                      )}
                    </MarkdownEditor>
                  ) : (
                    <Field
                      label={intl.formatMessage({ id: 'pages.sectionJson' }, { n })}
                      error={errorText(fieldErrors?.text)}
                      className="sm:col-span-2"
                    >
                      {(id, d) => (
                        <textarea
                          id={id}
                          aria-describedby={d}
                          rows={6}
                          readOnly={!writable}
                          className={`${inputClass} font-mono`}
                          {...register(`sections.${i}.text`, { validate: validJson })}
                        />
                      )}
                    </Field>
                  )}
                </fieldset>
              </li>
            );
          })}
        </ol>
      </Card>
      {seo((slug) => `/${slug}`, markdownText(firstText))}
      <EditorActions
        editor={editor}
        refusal={
          stillHasSections ? (
            <p
              role="alert"
              className="my-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
            >
              <FormattedMessage id="pages.hasSections" />
            </p>
          ) : undefined
        }
      />
    </form>
  );
}

export function NewPageScreen() {
  return (
    <NewItemScreen title="pages.new">
      <PageEditor tagged={null} />
    </NewItemScreen>
  );
}

export function PageScreen() {
  const { pageId } = route.useParams();
  return (
    <EditorScreen query={pageQuery(pageId)} entityType="page">
      {(tagged) => <PageEditor key={tagged.value.id} tagged={tagged} />}
    </EditorScreen>
  );
}
