// The content editors' scaffold (blog posts, pages): load → form → save or delete, a 412 answered by the conflict
// dialog. A screen gives its form, its fields and its API calls; what it does with them is the same for both.
import { useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, type UseNavigateResult } from '@tanstack/react-router';
import { useForm, type DefaultValues, type FieldError, type Path } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../i18n/en';
import { queryKeyOf } from '../api';
import { useCan } from '../session';
import { Button, Card, Field, Input, PageHeader, Select, inputClass } from './controls';
import { SearchPreview } from './search-preview';
import { ConfirmDialog } from './dialog';
import { DateTime } from './format';
import { ErrorNotice } from './notice';
import { useToast } from './toasts';
import { EntityChangeLog } from './change-log';
import { hintOf, rulesOf, type JsonSchema } from './schema-rules';
import { ConflictDialog, useConflict, type Tagged, type taggedQueryOptions } from './conflict';
import { UnsavedChanges } from './unsaved';

type TaggedQuery<T> = ReturnType<typeof taggedQueryOptions<T>>;
interface Stored<Id> {
  id: Id;
  title: string;
  status: string;
  updatedAt: string;
}

/** What a content editor differs in; kept at module level, so it is one object across renders. */
export interface EditorSpec<T extends Stored<Id>, F extends ContentForm, Id> {
  create: JsonSchema;
  put: JsonSchema;
  formOf: (value: T | null) => F;
  labels: Record<keyof F & string, MessageId>;
  /** The stored item's query (its key is the one the conflict dialog's "Discard mine" writes). */
  query: (id: Id) => TaggedQuery<T>;
  /** The queries a save or delete makes stale besides the change log. */
  stale: readonly (readonly unknown[])[];
  insert: (form: F) => Promise<Id>;
  update: (form: F, base: Tagged<T>) => Promise<unknown>;
  remove: (base: Tagged<T>) => Promise<unknown>;
  opened: (navigate: UseNavigateResult<string>, id: Id) => Promise<void>;
  closed: (navigate: UseNavigateResult<string>) => Promise<void>;
  /** How a form value reads in the conflict dialog. */
  show: (value: unknown) => string;
  messages: Record<
    'saved' | 'deleted' | 'create' | 'delete' | 'deleteTitle' | 'deleteWhat' | 'confirmDelete',
    MessageId
  >;
}

/** The fields every content form has. */
interface ContentForm {
  title: string;
  slug: string;
  status: string;
  seoTitle: string;
  seoDescription: string;
}

interface Save<T, F> {
  form: F;
  base: Tagged<T> | null;
}

export function useContentEditor<T extends Stored<Id>, F extends ContentForm, Id>(
  spec: EditorSpec<T, F, Id>,
  tagged: Tagged<T> | null,
) {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const writable = useCan()('content.write');
  const schema = tagged ? spec.put : spec.create;
  const form = useForm<F>({ defaultValues: spec.formOf(tagged?.value ?? null) as DefaultValues<F>, mode: 'onTouched' });
  const edit = useConflict({
    tagged,
    form,
    formOf: spec.formOf,
    queryKey: tagged ? spec.query(tagged.value.id).queryKey : undefined,
  });
  const current = edit.base?.value ?? null;
  const refresh = async () => {
    for (const queryKey of [...spec.stale, queryKeyOf('/api2/admin/audit-log')])
      await queryClient.invalidateQueries({ queryKey });
  };
  const save = useMutation({
    mutationFn: async ({ form, base }: Save<T, F>) => {
      if (!base) return spec.insert(form);
      await spec.update(form, base);
      return base.value.id;
    },
    onSuccess: async (id, { form }) => {
      edit.saved(form);
      toast({ tone: 'success', title: intl.formatMessage({ id: spec.messages.saved }) });
      await refresh();
      if (!current) await spec.opened(navigate, id);
    },
    onError: (error, { form, base }) => edit.failed(error, form, base),
  });
  const remove = useMutation({
    mutationFn: spec.remove,
    onSuccess: async () => {
      toast({ tone: 'success', title: intl.formatMessage({ id: spec.messages.deleted }) });
      // Deleted: what was typed into it has nowhere to go, so leaving is not asked about.
      flushSync(() => form.reset(form.getValues()));
      await spec.closed(navigate);
      await refresh();
    },
  });
  /** The label and the schema's limits, the latter as the field's description (not part of its name). */
  const hinted = (name: keyof F & string) => ({
    label: intl.formatMessage({ id: spec.labels[name] }),
    hint: hintOf(schema, name, intl),
  });
  const errorText = (error: FieldError | undefined) =>
    error ? error.message || intl.formatMessage({ id: 'form.required' }) : undefined;
  /** A one-line text field with the schema's limits. */
  const text = (name: keyof F & string) => {
    const error = form.formState.errors[name] as FieldError | undefined;
    return (
      <Field {...hinted(name)} error={errorText(error)}>
        {(id, d) => (
          <Input
            id={id}
            aria-describedby={d}
            aria-invalid={!!error}
            readOnly={!writable}
            {...form.register(name as Path<F>, rulesOf(schema, name, intl, { create: !current }))}
          />
        )}
      </Field>
    );
  };
  /** The title, the slug and the status. */
  const basics = (statuses: readonly string[]) => (
    <>
      {text('title')}
      {text('slug')}
      <Field label={intl.formatMessage({ id: 'content.status' })}>
        {(id) => (
          <Select id={id} disabled={!writable} {...form.register('status' as Path<F>)}>
            {statuses.map((s) => (
              <option key={s} value={s}>
                {intl.formatMessage({ id: `contentStatus.${s}` as MessageId })}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </>
  );
  /** The search-engine card: its fields and the result as a search engine would show it at `path`. */
  const seo = (path: (slug: string) => string, description: string) => {
    const [title, slug, seoTitle, seoDescription] = form.watch([
      'title',
      'slug',
      'seoTitle',
      'seoDescription',
    ] as Path<F>[]) as string[];
    return (
      <Card title={intl.formatMessage({ id: 'seo.title' })}>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {text('seoTitle')}
          <Field
            {...hinted('seoDescription')}
            error={errorText(form.formState.errors.seoDescription as FieldError | undefined)}
            className="sm:col-span-2"
          >
            {(id, d) => (
              <textarea
                id={id}
                aria-describedby={d}
                rows={3}
                readOnly={!writable}
                className={inputClass}
                {...form.register('seoDescription' as Path<F>, rulesOf(schema, 'seoDescription', intl))}
              />
            )}
          </Field>
        </div>
        <SearchPreview
          title={seoTitle || title!}
          path={path(slug || '…')}
          description={seoDescription || description}
        />
      </Card>
    );
  };
  const onSubmit = form.handleSubmit((values) => {
    if (!save.isPending) save.mutate({ form: values, base: edit.base });
  });
  return {
    spec,
    intl,
    form,
    edit,
    current,
    writable,
    schema,
    save,
    remove,
    hinted,
    errorText,
    text,
    basics,
    seo,
    onSubmit,
  };
}

type Editor<T extends Stored<Id>, F extends ContentForm, Id> = ReturnType<typeof useContentEditor<T, F, Id>>;

/** Below the form: the save's refusal, the conflict dialog, Save/Create and Delete, the deletion's question. */
export function EditorActions<T extends Stored<Id>, F extends ContentForm, Id>({
  editor,
  refusal,
}: {
  editor: Editor<T, F, Id>;
  refusal?: ReactNode;
}) {
  const { spec, intl, edit, current, writable, save, remove, form } = editor;
  const [deleting, setDeleting] = useState(false);
  return (
    <>
      <UnsavedChanges dirty={form.formState.isDirty} />
      {save.error && !edit.conflict && <ErrorNotice error={save.error} />}
      <ConflictDialog
        key={edit.conflict?.theirsTag.etag}
        conflict={edit.conflict}
        label={(field) => intl.formatMessage({ id: spec.labels[field as keyof F & string] })}
        show={spec.show}
        saving={save.isPending}
        onSave={(values, etag) =>
          save.mutate({ form: values, base: { value: edit.conflict!.theirsTag.value as T, etag } })
        }
        onDiscard={(stored) => {
          save.reset();
          edit.discard(stored);
        }}
        onCancel={edit.dismiss}
      />
      {writable && (
        <div className="flex flex-wrap gap-2">
          <Button tone="primary" type="submit" disabled={save.isPending || (!!current && !form.formState.isDirty)}>
            <FormattedMessage id={current ? 'action.save' : spec.messages.create} />
          </Button>
          {current && (
            <Button
              tone="danger"
              onClick={() => {
                remove.reset();
                setDeleting(true);
              }}
            >
              <FormattedMessage id={spec.messages.delete} />
            </Button>
          )}
        </div>
      )}
      {current && (
        <ConfirmDialog
          open={deleting}
          onOpenChange={setDeleting}
          title={intl.formatMessage({ id: spec.messages.deleteTitle }, { title: current.title })}
          description={intl.formatMessage({ id: spec.messages.deleteWhat })}
          confirm={<FormattedMessage id={spec.messages.confirmDelete} />}
          pending={remove.isPending}
          error={remove.error}
          onConfirm={() => edit.base && remove.mutate(edit.base)}
          refusal={refusal}
        />
      )}
    </>
  );
}

/** A stored item's screen: loading, its refusal, or its title, status and last change above the editor and its change log. */
export function EditorScreen<T extends Stored<Id>, Id>({
  query,
  entityType,
  children,
}: {
  query: TaggedQuery<T>;
  entityType: string;
  children: (tagged: Tagged<T>) => ReactNode;
}) {
  const item = useQuery(query);
  if (item.error) return <ErrorNotice error={item.error} onRetry={() => void item.refetch()} />;
  if (!item.data)
    return (
      <p aria-busy="true">
        <FormattedMessage id="loading" />
      </p>
    );
  const v = item.data.value;
  return (
    <>
      <PageHeader title={<span className="break-words">{v.title}</span>}>
        <span className="self-center text-sm">
          <FormattedMessage id={`contentStatus.${v.status}` as MessageId} /> ·{' '}
          <FormattedMessage id="content.updated" values={{ when: <DateTime value={v.updatedAt} /> }} />
        </span>
      </PageHeader>
      <div className="flex flex-col gap-4">
        {children(item.data)}
        <EntityChangeLog entityType={entityType} entityId={String(v.id)} />
      </div>
    </>
  );
}

/** A new item's screen: its heading above the empty editor. */
export function NewItemScreen({ title, children }: { title: MessageId; children: ReactNode }) {
  const intl = useIntl();
  return (
    <>
      <PageHeader title={intl.formatMessage({ id: title })} />
      {children}
    </>
  );
}
