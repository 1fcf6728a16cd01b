import { useState, type DragEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useForm, type FieldError } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/en';
import { api, client, type components, queryKeyOf } from '../../api';
import { useCan } from '../../session';
import { Button, Card, Field, Input, MoneyInput, PageHeader, inputClass } from '../../ui/controls';
import { Dialog } from '../../ui/dialog';
import { DateTime } from '../../ui/format';
import { ErrorNotice, useFailureToast } from '../../ui/notice';
import { useToast } from '../../ui/toasts';
import { actorLabel, EntityChangeLog, FieldValue, fieldLabel } from '../../ui/change-log';
import { bodySchema, hintOf, rulesOf } from '../../ui/schema-rules';
import { SearchPreview } from '../../ui/search-preview';
import { ConflictDialog, ifMatch, taggedQueryOptions, useConflict, type Tagged } from '../../ui/conflict';
import { multipart, uploadEach } from '../../ui/uploads';
import { Variants } from './variants';
import { CategorySelect, TaxClassSelect } from '../../ui/pickers';
import { UnsavedChanges } from '../../ui/unsaved';

const route = getRouteApi('/app/products/$id');
type Product = components['schemas']['Product'];
type ProductImage = components['schemas']['ProductImage'];

const CREATE = bodySchema('POST /api2/admin/products');
const productQuery = (id: number) =>
  taggedQueryOptions(
    api.queryOptions('get', '/api2/admin/products/{id}', { params: { path: { id } } }).queryKey,
    (signal) => client.GET('/api2/admin/products/{id}', { params: { path: { id } }, signal }),
  );
const PATCH = bodySchema('PATCH /api2/admin/products/{id}');

/** What the form holds: numbers and nullable texts as the inputs give them (strings), turned into the API's types on send. */
interface ProductForm {
  name: string;
  sku: string;
  slug: string;
  price: string;
  stock: string;
  description: string;
  brand: string;
  categoryId: string;
  taxClassId: string;
  isHidden: boolean;
  seoTitle: string;
  seoDescription: string;
  seoKeywords: string;
  videos: string;
}

function formOf(p: Product | null): ProductForm {
  return {
    name: p?.name ?? '',
    sku: p?.sku ?? '',
    slug: p?.slug ?? '',
    price: p ? String(p.price) : '',
    stock: p ? String(p.stock) : '0',
    description: p?.description ?? '',
    brand: p?.brand ?? '',
    categoryId: p?.categoryId ? String(p.categoryId) : '',
    taxClassId: p?.taxClassId ? String(p.taxClassId) : '',
    isHidden: p?.isHidden ?? false,
    seoTitle: p?.seoTitle ?? '',
    seoDescription: p?.seoDescription ?? '',
    seoKeywords: p?.seoKeywords ?? '',
    videos: (p?.videos ?? []).map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join('\n'),
  };
}

const FIELD_LABELS: Record<keyof ProductForm, MessageId> = {
  name: 'products.name',
  sku: 'product.sku',
  slug: 'product.slug',
  price: 'products.price',
  stock: 'products.stock',
  description: 'product.description',
  brand: 'product.brand',
  categoryId: 'products.category',
  taxClassId: 'product.taxClass',
  isHidden: 'product.isHidden',
  seoTitle: 'seo.pageTitle',
  seoDescription: 'seo.description',
  seoKeywords: 'seo.keywords',
  videos: 'product.videos',
};

const orNull = (v: string) => (v.trim() === '' ? null : v.trim());

/**
 * The API's body. The tax class is sent only by those who can read the classes (settings.read): the others do not see
 * the select, and the product keeps its class.
 */
function bodyOf(f: ProductForm, withTaxClass: boolean) {
  return {
    ...(withTaxClass ? { taxClassId: f.taxClassId === '' ? null : Number(f.taxClassId) } : {}),
    name: f.name.trim(),
    sku: f.sku.trim(),
    price: Number(f.price),
    stock: Number(f.stock),
    description: f.description,
    brand: orNull(f.brand),
    categoryId: f.categoryId === '' ? null : Number(f.categoryId),
    isHidden: f.isHidden,
    seoTitle: orNull(f.seoTitle),
    seoDescription: orNull(f.seoDescription),
    seoKeywords: orNull(f.seoKeywords),
    videos: f.videos
      .split('\n')
      .map((v) => v.trim())
      .filter(Boolean),
  };
}

interface Save {
  form: ProductForm;
  base: Tagged<Product> | null;
}

/** What a field of the form shows in the conflict dialog. */
function shownField(value: unknown): string {
  return typeof value === 'boolean' ? (value ? '✓' : '✗') : String(value ?? '');
}

function ProductFormCard({ tagged }: { tagged: Tagged<Product> | null }) {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const can = useCan();
  const writable = can('products.write');
  const taxClasses = can('settings.read');
  const schema = tagged ? PATCH : CREATE;
  const form = useForm<ProductForm>({ defaultValues: formOf(tagged?.value ?? null), mode: 'onTouched' });
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isDirty },
  } = form;
  const edit = useConflict({
    tagged,
    form,
    formOf,
    queryKey: tagged ? productQuery(tagged.value.id).queryKey : undefined,
  });
  const product = edit.base?.value ?? null;
  const save = useMutation({
    mutationFn: async ({ form, base }: Save) => {
      if (!base) return (await client.POST('/api2/admin/products', { body: bodyOf(form, taxClasses) })).data!.id;
      await client.PATCH('/api2/admin/products/{id}', {
        params: { path: { id: base.value.id } },
        headers: ifMatch(base.etag),
        body: { ...bodyOf(form, taxClasses), slug: form.slug.trim() },
      });
      return base.value.id;
    },
    onSuccess: async (id, { form }) => {
      edit.saved(form);
      toast({ tone: 'success', title: intl.formatMessage({ id: 'product.saved' }) });
      await queryClient.invalidateQueries({ queryKey: queryKeyOf('/api2/admin/products/{id}') });
      await queryClient.invalidateQueries({ queryKey: queryKeyOf('/api2/admin/products/{id}/versions') });
      await queryClient.invalidateQueries({ queryKey: queryKeyOf('/api2/admin/products/search') });
      await queryClient.invalidateQueries({ queryKey: queryKeyOf('/api2/admin/audit-log') });
      if (!product) await navigate({ to: '/products/$id', params: { id } });
    },
    onError: (error, { form, base }) => edit.failed(error, form, base),
  });
  const labelOf = (field: string) => intl.formatMessage({ id: FIELD_LABELS[field as keyof ProductForm] });

  const field = (
    name: keyof ProductForm & keyof NonNullable<typeof schema.properties>,
    label: MessageId,
    props: { type?: string; step?: string; multiline?: boolean; money?: boolean } = {},
  ) => {
    const Box = props.money ? MoneyInput : Input;
    const hint = hintOf(schema, name, intl);
    const error = errors[name] as FieldError | undefined;
    return (
      <Field
        label={intl.formatMessage({ id: label })}
        hint={hint}
        error={error?.message || (error ? intl.formatMessage({ id: 'form.required' }) : undefined)}
        className={props.multiline ? 'sm:col-span-2' : ''}
      >
        {(id, describedBy) =>
          props.multiline ? (
            <textarea
              id={id}
              aria-describedby={describedBy}
              aria-invalid={!!error}
              rows={name === 'description' ? 8 : 3}
              readOnly={!writable}
              className={inputClass}
              {...register(name, rulesOf(schema, name, intl, { create: !product }))}
            />
          ) : (
            <Box
              id={id}
              aria-describedby={describedBy}
              aria-invalid={!!error}
              type={props.money ? 'number' : (props.type ?? 'text')}
              step={props.money ? '0.01' : props.step}
              readOnly={!writable}
              {...register(name, rulesOf(schema, name, intl, { create: !product, patternMessage: 'rule.slug' }))}
            />
          )
        }
      </Field>
    );
  };

  const [name, slug, seoTitle, seoDescription, description] = watch([
    'name',
    'slug',
    'seoTitle',
    'seoDescription',
    'description',
  ]);
  return (
    <form
      onSubmit={handleSubmit((form) => {
        if (!save.isPending) save.mutate({ form, base: edit.base });
      })}
      noValidate
      className="flex flex-col gap-4"
    >
      <Card title={intl.formatMessage({ id: 'product.details' })}>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {field('name', 'products.name')}
          {field('sku', 'product.sku')}
          {product && field('slug', 'product.slug')}
          {field('price', 'products.price', { money: true })}
          {field('stock', 'products.stock', { type: 'number', step: '1' })}
          {field('brand', 'product.brand')}
          <Field label={intl.formatMessage({ id: 'products.category' })}>
            {(id) => (
              <CategorySelect
                id={id}
                disabled={!writable}
                none={intl.formatMessage({ id: 'picker.noCategory' })}
                {...register('categoryId')}
              />
            )}
          </Field>
          {taxClasses && (
            <Field label={intl.formatMessage({ id: 'product.taxClass' })}>
              {(id) => (
                <TaxClassSelect
                  id={id}
                  disabled={!writable}
                  none={intl.formatMessage({ id: 'product.taxClassDefault' })}
                  {...register('taxClassId')}
                />
              )}
            </Field>
          )}
          <label className="flex items-center gap-2 self-end text-sm">
            <input type="checkbox" disabled={!writable} {...register('isHidden')} />
            <FormattedMessage id="product.isHidden" />
          </label>
          {field('description', 'product.description', { multiline: true })}
          <Field label={intl.formatMessage({ id: 'product.videos' })} className="sm:col-span-2">
            {(id) => <textarea id={id} rows={2} readOnly={!writable} className={inputClass} {...register('videos')} />}
          </Field>
        </div>
      </Card>
      <Card title={intl.formatMessage({ id: 'seo.title' })}>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {field('seoTitle', 'seo.pageTitle')}
          {field('seoKeywords', 'seo.keywords')}
          {field('seoDescription', 'seo.description', { multiline: true })}
        </div>
        <SearchPreview
          title={seoTitle || name}
          path={`/products/${slug || '…'}`}
          description={seoDescription || description}
        />
      </Card>
      <UnsavedChanges dirty={isDirty} />
      {save.error && !edit.conflict && <ErrorNotice error={save.error} />}
      <ConflictDialog
        key={edit.conflict?.theirsTag.etag}
        conflict={edit.conflict}
        label={labelOf}
        show={shownField}
        saving={save.isPending}
        onSave={(form, etag) => save.mutate({ form, base: { value: edit.conflict!.theirsTag.value as Product, etag } })}
        onDiscard={(stored) => {
          save.reset();
          edit.discard(stored);
        }}
        onCancel={edit.dismiss}
      />
      {writable && (
        <div className="flex gap-2">
          <Button tone="primary" type="submit" disabled={save.isPending || (!!product && !isDirty)}>
            <FormattedMessage id={product ? 'action.save' : 'product.create'} />
          </Button>
        </div>
      )}
    </form>
  );
}

/** An image's alt text, saved on its own (it is the image's, not part of the product form). */
function ImageAlt({
  productId,
  image,
  n,
  onSaved,
}: {
  productId: number;
  image: ProductImage;
  n: number;
  onSaved: () => Promise<unknown>;
}) {
  const intl = useIntl();
  const toast = useToast();
  const failureToast = useFailureToast();
  const [alt, setAlt] = useState(image.alt);
  const save = useMutation({
    mutationFn: () =>
      client.PATCH('/api2/admin/products/{id}/images/{imageId}', {
        params: { path: { id: productId, imageId: image.id } },
        body: { alt },
      }),
    onSuccess: async () => {
      toast({ tone: 'success', title: intl.formatMessage({ id: 'images.altSaved' }, { n }) });
      await onSaved();
    },
    onError: (e) => failureToast(e),
  });
  return (
    <form
      className="flex flex-col gap-1"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <Field label={intl.formatMessage({ id: 'images.altOf' }, { n })}>
        {(id) => <Input id={id} value={alt} maxLength={1000} onChange={(e) => setAlt(e.target.value)} />}
      </Field>
      <Button
        type="submit"
        disabled={alt === image.alt || save.isPending}
        aria-label={intl.formatMessage({ id: 'images.saveAltOf' }, { n })}
      >
        <FormattedMessage id="images.saveAlt" />
      </Button>
    </form>
  );
}

/** Several files at once, dropped or chosen, each uploaded in turn with the alt text given; progress counts the files. */
function Images({ product }: { product: Product }) {
  const intl = useIntl();
  const toast = useToast();
  const failureToast = useFailureToast();
  const queryClient = useQueryClient();
  const writable = useCan()('products.write');
  const [alt, setAlt] = useState('');
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [failures, setFailures] = useState<string[]>([]);
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeyOf('/api2/admin/products/{id}') });

  const upload = async (files: File[]) => {
    if (files.length === 0) return;
    setFailures([]);
    setProgress({ done: 0, total: files.length });
    const failed = await uploadEach(
      files,
      (form) =>
        client.POST('/api2/admin/products/{id}/images', {
          params: { path: { id: product.id } },
          body: form as never,
          ...multipart,
        }),
      { alt },
      (done) => setProgress({ done, total: files.length }),
      intl,
    );
    setFailures(failed);
    setProgress(null);
    await refresh();
  };
  const remove = useMutation({
    mutationFn: (image: ProductImage) =>
      client.DELETE('/api2/admin/products/{id}/images/{imageId}', {
        params: { path: { id: product.id, imageId: image.id } },
      }),
    onSuccess: async () => {
      toast({ tone: 'success', title: intl.formatMessage({ id: 'images.deleted' }) });
      await refresh();
    },
    onError: (e) => failureToast(e),
  });
  const move = useMutation({
    mutationFn: async ({ from, to }: { from: number; to: number }) => {
      const imageIds = product.images.map((image) => image.id);
      [imageIds[from], imageIds[to]] = [imageIds[to]!, imageIds[from]!];
      await client.PUT('/api2/admin/products/{id}/images/order', {
        params: { path: { id: product.id } },
        body: { imageIds },
      });
    },
    onSuccess: async (_, { to }) => {
      toast({ tone: 'success', title: intl.formatMessage({ id: 'images.moved' }, { n: to + 1 }) });
      await refresh();
    },
    onError: (e) => failureToast(e),
  });
  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    void upload([...event.dataTransfer.files]);
  };

  return (
    <Card title={intl.formatMessage({ id: 'images.title' })}>
      {product.images.length === 0 && (
        <p className="mb-3 text-sm text-zinc-600 dark:text-zinc-400">
          <FormattedMessage id="images.none" />
        </p>
      )}
      <ul className="mb-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {product.images.map((image, i) => (
          <li key={image.id} className="rounded-md border border-zinc-200 p-2 text-xs dark:border-zinc-800">
            <img
              src={image.thumbnailUrl ?? image.url}
              alt={image.alt}
              className="mb-1 aspect-square w-full rounded object-cover"
              loading="lazy"
            />
            {writable ? (
              <ImageAlt productId={product.id} image={image} n={i + 1} onSaved={refresh} />
            ) : (
              <p className="break-words">
                {i + 1}. {image.alt || intl.formatMessage({ id: 'images.noAlt' })}
              </p>
            )}
            {writable && (
              <div className="mt-1 flex flex-wrap gap-1">
                <Button
                  disabled={i === 0 || move.isPending}
                  onClick={() => move.mutate({ from: i, to: i - 1 })}
                  aria-label={intl.formatMessage({ id: 'images.moveUp' }, { n: i + 1 })}
                >
                  <span aria-hidden="true">↑</span>
                </Button>
                <Button
                  disabled={i === product.images.length - 1 || move.isPending}
                  onClick={() => move.mutate({ from: i, to: i + 1 })}
                  aria-label={intl.formatMessage({ id: 'images.moveDown' }, { n: i + 1 })}
                >
                  <span aria-hidden="true">↓</span>
                </Button>
                <Button
                  tone="danger"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(image)}
                  aria-label={intl.formatMessage({ id: 'images.deleteOne' }, { n: i + 1 })}
                >
                  <FormattedMessage id="action.delete" />
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {writable && (
        <div
          onDragOver={(e) => e.preventDefault()}
          onDrop={onDrop}
          className="flex flex-col gap-2 rounded-md border-2 border-dashed border-zinc-300 p-3 dark:border-zinc-700"
        >
          <p className="text-sm">
            <FormattedMessage id="images.drop" />
          </p>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            <Field label={intl.formatMessage({ id: 'images.alt' })}>
              {(id) => <Input id={id} value={alt} maxLength={500} onChange={(e) => setAlt(e.target.value)} />}
            </Field>
            <Field label={intl.formatMessage({ id: 'images.choose' })}>
              {(id) => (
                <input
                  id={id}
                  type="file"
                  multiple
                  accept="image/*"
                  className="text-sm"
                  disabled={progress !== null}
                  onChange={(e) => {
                    void upload([...(e.currentTarget.files ?? [])]);
                    e.currentTarget.value = '';
                  }}
                />
              )}
            </Field>
          </div>
          {progress && (
            <p className="flex items-center gap-2 text-sm" aria-live="polite">
              <progress
                max={progress.total}
                value={progress.done}
                aria-label={intl.formatMessage({ id: 'images.progress' })}
              />
              <FormattedMessage id="images.uploaded" values={{ done: progress.done, total: progress.total }} />
            </p>
          )}
          {failures.length > 0 && (
            <ul role="alert" className="text-sm text-red-800 dark:text-red-300">
              {failures.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Card>
  );
}

function Versions({ product }: { product: Product }) {
  const intl = useIntl();
  const toast = useToast();
  const queryClient = useQueryClient();
  const writable = useCan()('products.write');
  const versions = useQuery(
    api.queryOptions('get', '/api2/admin/products/{id}/versions', { params: { path: { id: product.id } } }),
  );
  const [pair, setPair] = useState<{ a?: number; b?: number }>({});
  const [restoring, setRestoring] = useState<number | null>(null);
  const compare = useQuery({
    ...api.queryOptions('get', '/api2/admin/products/{id}/versions/compare', {
      params: { path: { id: product.id }, query: { versionA: pair.a ?? 1, versionB: pair.b ?? 1 } },
    }),
    enabled: pair.a !== undefined && pair.b !== undefined,
  });
  const restore = useMutation({
    mutationFn: (versionNumber: number) =>
      client.POST('/api2/admin/products/{id}/versions/{versionNumber}/restore', {
        params: { path: { id: product.id, versionNumber } },
      }),
    onSuccess: async () => {
      setRestoring(null);
      toast({ tone: 'success', title: intl.formatMessage({ id: 'versions.restored' }) });
      await queryClient.invalidateQueries({ queryKey: queryKeyOf('/api2/admin/products/{id}') });
      await queryClient.invalidateQueries({ queryKey: queryKeyOf('/api2/admin/products/{id}/versions') });
    },
  });
  const list = versions.data?.versions ?? [];
  return (
    <Card title={intl.formatMessage({ id: 'versions.title' })}>
      <p className="mb-2 text-sm text-zinc-600 dark:text-zinc-400">
        <FormattedMessage id="versions.explain" />
      </p>
      {versions.error && <ErrorNotice error={versions.error} onRetry={() => void versions.refetch()} />}
      {list.length === 0 ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          <FormattedMessage id="versions.none" />
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[36rem] text-sm">
            <caption className="sr-only">{intl.formatMessage({ id: 'versions.title' })}</caption>
            <thead>
              <tr>
                <th scope="col" className="text-left">
                  {intl.formatMessage({ id: 'versions.number' })}
                </th>
                <th scope="col" className="text-left">
                  A
                </th>
                <th scope="col" className="text-left">
                  B
                </th>
                <th scope="col" className="text-left">
                  {intl.formatMessage({ id: 'batch.when' })}
                </th>
                <th scope="col" className="text-left">
                  {intl.formatMessage({ id: 'batch.by' })}
                </th>
                <th scope="col" className="text-left">
                  {intl.formatMessage({ id: 'batch.reason' })}
                </th>
                <th scope="col" className="text-left">
                  {intl.formatMessage({ id: 'versions.actions' })}
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((v) => (
                <tr key={v.versionNumber} className="border-t border-zinc-200 dark:border-zinc-800">
                  <td>{v.versionNumber}</td>
                  <td>
                    <input
                      type="radio"
                      name="versionA"
                      checked={pair.a === v.versionNumber}
                      onChange={() => setPair({ ...pair, a: v.versionNumber })}
                      aria-label={intl.formatMessage({ id: 'versions.pickA' }, { n: v.versionNumber })}
                    />
                  </td>
                  <td>
                    <input
                      type="radio"
                      name="versionB"
                      checked={pair.b === v.versionNumber}
                      onChange={() => setPair({ ...pair, b: v.versionNumber })}
                      aria-label={intl.formatMessage({ id: 'versions.pickB' }, { n: v.versionNumber })}
                    />
                  </td>
                  <td className="whitespace-nowrap pr-2">
                    <DateTime value={v.createdAt} />
                  </td>
                  <td className="pr-2">
                    {v.changedBy === null ? '—' : actorLabel(intl, v.changedBy.split(':')[0]!, v.changedByName)}
                  </td>
                  <td className="break-words pr-2">
                    {v.changeReason ?? '—'}
                    {v.batchId && (
                      <>
                        {' '}
                        ·{' '}
                        <Link to="/product-batches/$batchId" params={{ batchId: v.batchId }} className="underline">
                          <FormattedMessage id="versions.batch" />
                        </Link>
                      </>
                    )}
                  </td>
                  <td>
                    {writable && (
                      <Button
                        onClick={() => setRestoring(v.versionNumber)}
                        aria-label={intl.formatMessage({ id: 'versions.restoreN' }, { n: v.versionNumber })}
                      >
                        <FormattedMessage id="versions.restore" />
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {compare.error && <ErrorNotice error={compare.error} />}
      {compare.data && (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="mb-1 text-left font-medium">
              {intl.formatMessage({ id: 'versions.diff' }, { a: compare.data.versionA, b: compare.data.versionB })}
            </caption>
            <thead>
              <tr>
                <th scope="col" className="text-left">
                  {intl.formatMessage({ id: 'changeLog.field' })}
                </th>
                <th scope="col" className="text-left">
                  {intl.formatMessage({ id: 'versions.version' }, { n: compare.data.versionA })}
                </th>
                <th scope="col" className="text-left">
                  {intl.formatMessage({ id: 'versions.version' }, { n: compare.data.versionB })}
                </th>
              </tr>
            </thead>
            <tbody>
              {Object.entries(compare.data.changes).map(([name, change]) => (
                <tr key={name} className="border-t border-zinc-200 align-top dark:border-zinc-800">
                  <th scope="row" className="pr-2 text-left font-normal">
                    {fieldLabel(intl, name)}
                  </th>
                  <td className="break-words bg-red-50 pr-2 dark:bg-red-950">
                    <FieldValue field={name} value={change.a} />
                  </td>
                  <td className="break-words bg-green-50 dark:bg-green-950">
                    <FieldValue field={name} value={change.b} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {Object.keys(compare.data.changes).length === 0 && (
            <p className="text-sm">
              <FormattedMessage id="versions.same" />
            </p>
          )}
        </div>
      )}
      <Dialog
        open={restoring !== null}
        onOpenChange={(open) => {
          if (!open) setRestoring(null);
        }}
        title={intl.formatMessage({ id: 'versions.restoreTitle' }, { n: restoring ?? 0 })}
        description={intl.formatMessage({ id: 'versions.restoreWhat' })}
      >
        {restore.error && <ErrorNotice error={restore.error} />}
        <div className="flex gap-2">
          <Button
            tone="primary"
            disabled={restore.isPending}
            onClick={() => restoring !== null && restore.mutate(restoring)}
          >
            <FormattedMessage id="versions.restore" />
          </Button>
          <Button onClick={() => setRestoring(null)}>
            <FormattedMessage id="action.keep" />
          </Button>
        </div>
      </Dialog>
    </Card>
  );
}

export function NewProductScreen() {
  const intl = useIntl();
  return (
    <>
      <PageHeader title={intl.formatMessage({ id: 'products.new' })} />
      <ProductFormCard tagged={null} />
    </>
  );
}

export function ProductScreen() {
  const { id } = route.useParams();
  const product = useQuery(productQuery(id));
  if (product.error) return <ErrorNotice error={product.error} onRetry={() => void product.refetch()} />;
  if (!product.data)
    return (
      <p aria-busy="true">
        <FormattedMessage id="loading" />
      </p>
    );
  const p = product.data.value;
  return (
    <>
      <PageHeader title={<span className="break-words">{p.name}</span>}>
        <Link to="/inventory" search={{ productId: p.id }} className="self-center text-sm underline">
          <FormattedMessage id="product.stockLedger" />
        </Link>
        <span className="self-center text-sm">
          <FormattedMessage id={`productStatus.${p.status}`} /> ·{' '}
          <FormattedMessage id="products.updated" values={{ when: <DateTime value={p.updatedAt} /> }} />
        </span>
      </PageHeader>
      <div className="flex flex-col gap-4">
        <ProductFormCard key={p.id} tagged={product.data} />
        <Variants product={p} />
        <Images product={p} />
        <Versions product={p} />
        <EntityChangeLog entityType="product" entityId={String(p.id)} />
      </div>
    </>
  );
}
