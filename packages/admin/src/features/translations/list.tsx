import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { api, client, type Answer, queryKeyOf } from '../../api';
import type { MessageId } from '../../i18n/en';
import { TRANSLATABLE_TYPES, type TranslatableType, type TranslationsSearch } from './search';
import { useCan, type Permission } from '../../session';
import { Button, Card, Field, Input, PageHeader, Select, inputClass } from '../../ui/controls';
import { Dialog } from '../../ui/dialog';
import { DateTime } from '../../ui/format';
import { ErrorNotice, useFailureToast } from '../../ui/notice';
import { DataTable, type Columns } from '../../ui/table';
import { useToast } from '../../ui/toasts';
import { UnsavedChanges } from '../../ui/unsaved';

const route = getRouteApi('/app/translations');
type Translation = Answer<'/api2/admin/translations'>['translations'][number];

/** The storefront texts of each kind (its translation's data keys); long ones are edited in a text area. */
const FIELDS: Record<TranslatableType, { key: string; long?: boolean }[]> = {
  product: [
    { key: 'name' },
    { key: 'description', long: true },
    { key: 'seoTitle' },
    { key: 'seoDescription', long: true },
  ],
  category: [
    { key: 'name' },
    { key: 'description', long: true },
    { key: 'seoTitle' },
    { key: 'seoDescription', long: true },
  ],
  blog_post: [
    { key: 'title' },
    { key: 'excerpt', long: true },
    { key: 'body', long: true },
    { key: 'seoTitle' },
    { key: 'seoDescription', long: true },
  ],
  page: [{ key: 'title' }, { key: 'seoTitle' }, { key: 'seoDescription', long: true }],
};
/** Products and categories are read with products.read; posts and pages with content.read, like the translations themselves. */
const READ: Record<TranslatableType, Permission> = {
  product: 'products.read',
  category: 'products.read',
  blog_post: 'content.read',
  page: 'content.read',
};
/** Offered as targets; languages an entity already has are offered too. */
const LANGUAGES = ['de', 'en', 'fr', 'es', 'it', 'nl', 'pl', 'pt', 'da', 'sv', 'cs'];
const PICK_LIMIT = 20;

interface Entity {
  id: number | string;
  label: string;
  detail: string;
}
type Source = { label: string; fields: Record<string, string | null> };

const languageName = (intl: IntlShape, code: string) => intl.formatDisplayName(code, { type: 'language' }) ?? code;
const fieldLabel = (intl: IntlShape, key: string) => intl.formatMessage({ id: `field.${key}` as MessageId });
const matches = (q: string | undefined, ...texts: string[]) =>
  !q || texts.some((t) => t.toLowerCase().includes(q.toLowerCase()));

/** The things of a kind to choose from: products and posts searched by the API, categories and pages (few) filtered here. */
async function findEntities(type: TranslatableType, q: string | undefined, signal: AbortSignal): Promise<Entity[]> {
  switch (type) {
    case 'product': {
      const { products } = (
        await client.GET('/api2/admin/products/search', { params: { query: { q, limit: PICK_LIMIT } }, signal })
      ).data!;
      return products.map((p) => ({ id: p.id, label: p.name, detail: p.sku }));
    }
    case 'blog_post': {
      const { posts } = (
        await client.GET('/api2/admin/blog', { params: { query: { search: q, limit: PICK_LIMIT } }, signal })
      ).data!;
      return posts.map((p) => ({ id: p.id, label: p.title, detail: `/blog/${p.slug}` }));
    }
    case 'category': {
      const { categories } = (await client.GET('/api2/admin/categories', { params: { query: { limit: 200 } }, signal }))
        .data!;
      return categories
        .filter((c) => matches(q, c.name, c.slug))
        .slice(0, PICK_LIMIT)
        .map((c) => ({ id: c.id, label: c.name, detail: `/categories/${c.slug}` }));
    }
    case 'page': {
      const { pages } = (await client.GET('/api2/admin/pages', { params: { query: { limit: 200 } }, signal })).data!;
      return pages
        .filter((p) => matches(q, p.title, p.slug))
        .slice(0, PICK_LIMIT)
        .map((p) => ({ id: p.id, label: p.title, detail: `/pages/${p.slug}` }));
    }
  }
}

/** The original texts of one entity, by the field keys its translations use. */
async function readSource(type: TranslatableType, id: string, signal: AbortSignal): Promise<Source> {
  switch (type) {
    case 'product': {
      const p = (await client.GET('/api2/admin/products/{id}', { params: { path: { id: Number(id) } }, signal })).data!;
      return {
        label: p.name,
        fields: { name: p.name, description: p.description, seoTitle: p.seoTitle, seoDescription: p.seoDescription },
      };
    }
    case 'category': {
      const c = (await client.GET('/api2/admin/categories/{id}', { params: { path: { id: Number(id) } }, signal }))
        .data!;
      return {
        label: c.name,
        fields: { name: c.name, description: c.description, seoTitle: c.seoTitle, seoDescription: c.seoDescription },
      };
    }
    case 'blog_post': {
      const p = (await client.GET('/api2/admin/blog/{id}', { params: { path: { id: Number(id) } }, signal })).data!;
      return {
        label: p.title,
        fields: {
          title: p.title,
          excerpt: p.excerpt,
          body: p.body,
          seoTitle: p.seoTitle,
          seoDescription: p.seoDescription,
        },
      };
    }
    case 'page': {
      const p = (await client.GET('/api2/admin/pages/{id}', { params: { path: { id } }, signal })).data!;
      return { label: p.title, fields: { title: p.title, seoTitle: p.seoTitle, seoDescription: p.seoDescription } };
    }
  }
}

function EntityPicker({ type, search }: { type: TranslatableType; search: TranslationsSearch }) {
  const intl = useIntl();
  const found = useQuery({
    queryKey: ['translatable', type, search.q ?? ''],
    queryFn: ({ signal }) => findEntities(type, search.q, signal),
    placeholderData: keepPreviousData,
  });
  const columns: Columns<Entity> = [
    {
      id: 'label',
      header: intl.formatMessage({ id: 'translations.name' }),
      cell: ({ row }) => (
        <Link
          from="/translations"
          to="."
          search={(prev: TranslationsSearch) => ({ ...prev, id: row.original.id })}
          aria-current={row.original.id === search.id ? 'true' : undefined}
          aria-label={intl.formatMessage({ id: 'translations.pick' }, { name: row.original.label })}
          className="break-words font-medium underline aria-[current]:no-underline aria-[current]:font-semibold"
        >
          {row.original.label}
        </Link>
      ),
    },
    {
      id: 'detail',
      header: intl.formatMessage({ id: 'translations.detail' }),
      cell: ({ row }) => <span className="break-all font-mono text-xs">{row.original.detail}</span>,
    },
  ];
  return (
    <>
      {found.error && <ErrorNotice error={found.error} onRetry={() => void found.refetch()} />}
      <DataTable
        caption={intl.formatMessage({ id: 'translations.found' })}
        columns={columns}
        rows={found.data ?? []}
        rowId={(e) => String(e.id)}
        busy={found.isFetching}
        empty={<FormattedMessage id="translations.none" />}
      />
    </>
  );
}

/** Which languages the entity has, each with how much of it is translated; one chosen to edit, any deleted. */
function Languages({
  source,
  type,
  stored,
  lang,
  onDelete,
}: {
  source: Source;
  type: TranslatableType;
  stored: Translation[];
  lang: string;
  onDelete: (t: Translation) => void;
}) {
  const intl = useIntl();
  const writable = useCan()('content.write');
  const keys = FIELDS[type].map((f) => f.key);
  const columns: Columns<Translation> = [
    {
      id: 'language',
      header: intl.formatMessage({ id: 'translations.languageCol' }),
      cell: ({ row }) => `${languageName(intl, row.original.languageCode)} (${row.original.languageCode})`,
    },
    {
      id: 'fields',
      header: intl.formatMessage({ id: 'translations.fieldsCol' }),
      cell: ({ row }) =>
        intl.formatMessage(
          { id: 'translations.fieldsOf' },
          {
            done: keys.filter((k) => typeof row.original.data[k] === 'string' && row.original.data[k] !== '').length,
            total: keys.length,
          },
        ),
    },
    {
      id: 'updated',
      header: intl.formatMessage({ id: 'content.updatedAt' }),
      cell: ({ row }) => <DateTime value={row.original.updatedAt} />,
    },
    {
      id: 'actions',
      header: intl.formatMessage({ id: 'versions.actions' }),
      cell: ({ row }) => {
        const language = languageName(intl, row.original.languageCode);
        return (
          <div className="flex flex-wrap gap-2">
            {row.original.languageCode !== lang && (
              <Link
                from="/translations"
                to="."
                search={(prev: TranslationsSearch) => ({ ...prev, lang: row.original.languageCode })}
                className="px-1 py-1.5 text-sm underline"
                aria-label={intl.formatMessage({ id: 'translations.editOne' }, { language })}
              >
                <FormattedMessage id="action.edit" />
              </Link>
            )}
            {writable && (
              <Button
                tone="danger"
                onClick={() => onDelete(row.original)}
                aria-label={intl.formatMessage({ id: 'translations.deleteOne' }, { language })}
              >
                <FormattedMessage id="action.delete" />
              </Button>
            )}
          </div>
        );
      },
    },
  ];
  return (
    <Card title={intl.formatMessage({ id: 'translations.languages' }, { name: source.label })} className="mb-4">
      <DataTable
        caption={intl.formatMessage({ id: 'translations.languages' }, { name: source.label })}
        columns={columns}
        rows={stored}
        rowId={(t) => String(t.id)}
        empty={<FormattedMessage id="translations.noLanguages" />}
      />
    </Card>
  );
}

/**
 * The fields of one entity in one language, each beside its original. Saving replaces the translation's data (the API
 * upserts one row per entity and language); keys the dashboard does not edit are kept as stored.
 */
function SideBySide({
  type,
  id,
  source,
  lang,
  translation,
}: {
  type: TranslatableType;
  id: string;
  source: Source;
  lang: string;
  translation: Translation | undefined;
}) {
  const intl = useIntl();
  const toast = useToast();
  const queryClient = useQueryClient();
  const writable = useCan()('content.write');
  const fields = FIELDS[type];
  const language = languageName(intl, lang);
  const stored = translation?.data ?? {};
  const defaults = Object.fromEntries(
    fields.map((f) => [f.key, typeof stored[f.key] === 'string' ? (stored[f.key] as string) : '']),
  );
  const {
    register,
    handleSubmit,
    formState: { isDirty },
  } = useForm<Record<string, string>>({ defaultValues: defaults });
  const [empty, setEmpty] = useState(false);
  const others = Object.keys(stored).filter((k) => !fields.some((f) => f.key === k));
  const save = useMutation({
    mutationFn: async (data: Record<string, unknown>) =>
      (
        await client.POST('/api2/admin/translations', {
          body: { entityType: type, entityId: id, languageCode: lang, data },
        })
      ).data!,
    onSuccess: async () => {
      toast({ tone: 'success', title: intl.formatMessage({ id: 'translations.saved' }, { language }) });
      await queryClient.invalidateQueries({ queryKey: queryKeyOf('/api2/admin/translations') });
    },
  });
  const submit = handleSubmit((form) => {
    const edited = Object.fromEntries(
      Object.entries(form)
        .map(([k, v]) => [k, v.trim()])
        .filter(([, v]) => v !== ''),
    );
    setEmpty(Object.keys(edited).length === 0);
    if (Object.keys(edited).length === 0 || save.isPending) return;
    const kept = Object.fromEntries(others.map((k) => [k, stored[k]]));
    save.mutate({ ...kept, ...edited });
  });
  const caption = intl.formatMessage({ id: 'translations.editor' }, { name: source.label, language });
  return (
    <form onSubmit={(e) => void submit(e)}>
      <Card title={caption}>
        <div className="overflow-x-auto rounded-lg border border-zinc-200 dark:border-zinc-800">
          {/* Below sm each field stacks (its name, the original, the input) instead of scrolling sideways. */}
          <table className="w-full border-collapse text-sm sm:table-fixed">
            <caption className="sr-only">{caption}</caption>
            <thead className="hidden bg-zinc-50 text-left sm:table-header-group dark:bg-zinc-900">
              <tr>
                <th scope="col" className="w-36 px-3 py-2 font-medium text-zinc-700 dark:text-zinc-300">
                  <FormattedMessage id="translations.field" />
                </th>
                <th scope="col" className="px-3 py-2 font-medium text-zinc-700 dark:text-zinc-300">
                  <FormattedMessage id="translations.original" />
                </th>
                <th scope="col" className="px-3 py-2 font-medium text-zinc-700 dark:text-zinc-300">
                  {language} ({lang})
                </th>
              </tr>
            </thead>
            <tbody>
              {fields.map((f) => {
                const original = source.fields[f.key];
                const label = intl.formatMessage(
                  { id: 'translations.fieldIn' },
                  { field: fieldLabel(intl, f.key), language },
                );
                const control = { 'aria-label': label, readOnly: !writable, lang, ...register(f.key) };
                return (
                  <tr
                    key={f.key}
                    className="block border-t border-zinc-200 align-top first:border-t-0 sm:table-row sm:first:border-t dark:border-zinc-800"
                  >
                    <th scope="row" className="block px-3 pt-2 text-left font-medium sm:table-cell sm:w-36 sm:py-2">
                      {fieldLabel(intl, f.key)}
                    </th>
                    <td className="block whitespace-pre-wrap break-words px-3 py-1 text-zinc-800 sm:table-cell sm:py-2 dark:text-zinc-200">
                      <span className="block text-xs text-zinc-600 sm:hidden dark:text-zinc-400">
                        <FormattedMessage id="translations.original" />
                      </span>
                      {original ? (
                        <span className={f.long ? 'line-clamp-[12]' : undefined}>{original}</span>
                      ) : (
                        <span className="text-zinc-600 dark:text-zinc-400">
                          <FormattedMessage id="translations.emptyOriginal" />
                        </span>
                      )}
                    </td>
                    <td className="block px-3 pb-3 sm:table-cell sm:py-2">
                      {f.long ? (
                        <textarea rows={f.key === 'body' ? 10 : 4} className={inputClass} {...control} />
                      ) : (
                        <Input {...control} />
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        {others.length > 0 && (
          <p className="mt-2 text-sm text-zinc-700 dark:text-zinc-300">
            <FormattedMessage id="translations.otherFields" values={{ fields: others.join(', ') }} />
          </p>
        )}
        {empty && (
          <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-400">
            <FormattedMessage id="translations.nothing" />
          </p>
        )}
        {save.error && <ErrorNotice error={save.error} />}
        {writable && (
          <div className="mt-3">
            <Button tone="primary" type="submit" disabled={save.isPending || (!!translation && !isDirty)}>
              <FormattedMessage id="translations.save" values={{ language }} />
            </Button>
          </div>
        )}
      </Card>
      <UnsavedChanges dirty={isDirty} />
    </form>
  );
}

function Translator({ type, id, lang }: { type: TranslatableType; id: string; lang: string }) {
  const intl = useIntl();
  const toast = useToast();
  const failureToast = useFailureToast();
  const queryClient = useQueryClient();
  const navigate = useNavigate({ from: '/translations' });
  const [deleting, setDeleting] = useState<Translation | null>(null);
  const source = useQuery({
    queryKey: ['translatable', type, 'source', id],
    queryFn: ({ signal }) => readSource(type, id, signal),
  });
  const stored = useQuery(
    api.queryOptions('get', '/api2/admin/translations', {
      params: { query: { entityType: type, entityId: id, limit: 200 } },
    }),
  );
  const remove = useMutation({
    mutationFn: (t: Translation) => client.DELETE('/api2/admin/translations/{id}', { params: { path: { id: t.id } } }),
    onSuccess: async (_, t) => {
      setDeleting(null);
      toast({
        tone: 'success',
        title: intl.formatMessage({ id: 'translations.deleted' }, { language: languageName(intl, t.languageCode) }),
      });
      await queryClient.invalidateQueries({ queryKey: queryKeyOf('/api2/admin/translations') });
    },
    onError: (e) => failureToast(e),
  });
  if (source.error) return <ErrorNotice error={source.error} onRetry={() => void source.refetch()} />;
  if (stored.error) return <ErrorNotice error={stored.error} onRetry={() => void stored.refetch()} />;
  if (!source.data || !stored.data)
    return (
      <p aria-busy="true" className="text-sm">
        <FormattedMessage id="loading" />
      </p>
    );
  const translations = stored.data.translations;
  const languages = [...new Set([...LANGUAGES, ...translations.map((t) => t.languageCode)])];
  const translation = translations.find((t) => t.languageCode === lang);
  return (
    <>
      <Languages
        source={source.data}
        type={type}
        stored={translations}
        lang={lang}
        onDelete={(t) => {
          remove.reset();
          setDeleting(t);
        }}
      />
      <Field label={intl.formatMessage({ id: 'translations.language' })} className="mb-4 max-w-xs">
        {(fieldId) => (
          <Select
            id={fieldId}
            value={lang}
            onChange={(e) =>
              void navigate({ search: (prev: TranslationsSearch) => ({ ...prev, lang: e.target.value }) })
            }
          >
            {languages.map((code) => (
              <option key={code} value={code}>{`${languageName(intl, code)} (${code})`}</option>
            ))}
          </Select>
        )}
      </Field>
      {/* A new form per entity, language and stored version: its fields start from what is stored. */}
      <SideBySide
        key={`${type}/${id}/${lang}/${translation?.updatedAt ?? ''}`}
        type={type}
        id={id}
        source={source.data}
        lang={lang}
        translation={translation}
      />
      {deleting && (
        <Dialog
          open
          onOpenChange={(open) => {
            if (!open) setDeleting(null);
          }}
          title={intl.formatMessage(
            { id: 'translations.deleteTitle' },
            { name: source.data.label, language: languageName(intl, deleting.languageCode) },
          )}
          description={intl.formatMessage(
            { id: 'translations.deleteWhat' },
            { language: languageName(intl, deleting.languageCode) },
          )}
        >
          <div className="flex gap-2">
            <Button tone="danger" disabled={remove.isPending} onClick={() => remove.mutate(deleting)}>
              <FormattedMessage id="translations.confirmDelete" />
            </Button>
            <Button onClick={() => setDeleting(null)}>
              <FormattedMessage id="action.keep" />
            </Button>
          </div>
        </Dialog>
      )}
    </>
  );
}

/** Translations side by side: a kind and one of its things chosen in the URL, its fields beside their originals per language. */
export function TranslationsScreen() {
  const search = route.useSearch();
  const navigate = useNavigate({ from: '/translations' });
  const intl = useIntl();
  const can = useCan();
  const types = TRANSLATABLE_TYPES.filter((t) => can(READ[t]));
  const type = search.type && types.includes(search.type) ? search.type : types[0];
  const lang = search.lang ?? 'de';
  return (
    <>
      <PageHeader title={intl.formatMessage({ id: 'nav.translations' })} />
      <p className="mb-4 text-sm text-zinc-700 dark:text-zinc-300">
        <FormattedMessage id="translations.intro" />
      </p>
      {type && (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(16rem,1fr)_3fr]">
          <section aria-labelledby="translations-pick">
            <h2 id="translations-pick" className="sr-only">
              <FormattedMessage id="translations.found" />
            </h2>
            <form
              role="search"
              key={`${type}/${search.q ?? ''}`}
              className="mb-3 flex flex-col gap-3"
              onSubmit={(e) => {
                e.preventDefault();
                const q = String(new FormData(e.currentTarget).get('q') ?? '').trim() || undefined;
                void navigate({ search: (prev: TranslationsSearch) => ({ ...prev, q }) });
              }}
            >
              <Field label={intl.formatMessage({ id: 'translations.entityType' })}>
                {(fieldId) => (
                  <Select
                    id={fieldId}
                    value={type}
                    onChange={(e) =>
                      void navigate({
                        search: (prev: TranslationsSearch) => ({
                          lang: prev.lang,
                          type: e.target.value as TranslatableType,
                        }),
                      })
                    }
                  >
                    {types.map((t) => (
                      <option key={t} value={t}>
                        {intl.formatMessage({ id: `entityType.${t}` })}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
              <div className="flex items-end gap-2">
                <Field label={intl.formatMessage({ id: 'translations.search' })} className="flex-1">
                  {(fieldId) => (
                    <Input id={fieldId} name="q" type="search" data-list-search defaultValue={search.q ?? ''} />
                  )}
                </Field>
                <Button type="submit">
                  <FormattedMessage id="action.search" />
                </Button>
              </div>
            </form>
            <EntityPicker type={type} search={search} />
          </section>
          <section aria-label={intl.formatMessage({ id: 'nav.translations' })} className="min-w-0">
            {search.id ? (
              <Translator key={`${type}/${search.id}`} type={type} id={String(search.id)} lang={lang} />
            ) : (
              <p className="rounded-lg border border-dashed border-zinc-300 p-6 text-center text-zinc-700 dark:border-zinc-700 dark:text-zinc-300">
                <FormattedMessage id="translations.pickFirst" />
              </p>
            )}
          </section>
        </div>
      )}
    </>
  );
}
