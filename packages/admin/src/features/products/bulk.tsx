// Bulk edit of a selection: one batch (one id) that the batch screen can revert. A price change by amount or percent
// gives each product its own new price, so the products are sent in groups of equal price under the same batch id.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { client, type Answer } from '../../api';
import { Button, Field, Input, MoneyInput, Select, twoDecimals } from '../../ui/controls';
import { Dialog } from '../../ui/dialog';
import { errorText } from '../../ui/notice';
import { categoriesQuery, CategorySelect, categoryTree } from '../../ui/pickers';
import type { ProductRow } from './row';
import type { MessageId } from '../../i18n/en';

type BulkAnswer = Answer<'/api2/admin/products/bulk-update', 'post'>;
type Mode = 'priceAmount' | 'pricePercent' | 'status' | 'category';
interface Outcome {
  id: number;
  name: string;
  before: string;
  after: string;
  error: string | null;
}
/** One product of a dry run: each field it would change (before, after) or why it would be refused. */
interface Previewed {
  id: number;
  name: string;
  changes: [field: string, before: unknown, after: unknown][];
  error: string | null;
}

/** The dry run names fields as the API does; these are the ones the bulk edit sets. */
const FIELD_LABELS: Record<string, MessageId> = {
  price: 'products.price',
  status: 'products.status',
  categoryId: 'products.category',
};

const cents = (n: number) => Math.round(n * 100) / 100;

export function newPrice(price: number, mode: 'priceAmount' | 'pricePercent', value: number): number {
  return cents(mode === 'priceAmount' ? price + value : price * (1 + value / 100));
}

export function BulkEdit({ selected, onDone }: { selected: ProductRow[]; onDone: () => void }) {
  const intl = useIntl();
  const categories = useQuery(categoriesQuery);
  const [mode, setMode] = useState<Mode>('pricePercent');
  const [value, setValue] = useState('');
  const [reason, setReason] = useState('');
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<{ batchId: string | null; outcomes: Outcome[]; failure: string | null } | null>(
    null,
  );
  const [preview, setPreview] = useState<{ rows: Previewed[]; failure: string | null } | null>(null);
  const money = (n: number) => intl.formatNumber(n, { style: 'currency', currency: 'EUR' });
  // The dry run answers fields in the version snapshot's terms: price in EUR, status as the product status.
  const categoryName = (id: unknown) =>
    categoryTree(categories.data?.categories ?? []).find((c) => c.category.id === id)?.path ?? '—';
  const shown = (field: string, value: unknown) =>
    value === null || value === undefined
      ? '—'
      : field === 'price' && typeof value === 'number'
        ? money(value)
        : field === 'status'
          ? intl.formatMessage({ id: `productStatus.${String(value)}` as MessageId })
          : field === 'categoryId'
            ? categoryName(value)
            : String(value);
  const fieldLabel = (field: string) => (FIELD_LABELS[field] ? intl.formatMessage({ id: FIELD_LABELS[field] }) : field);

  const plan = (): {
    updates: Record<string, unknown>;
    products: ProductRow[];
    show: (p: ProductRow) => [string, string];
  }[] => {
    if (mode === 'priceAmount' || mode === 'pricePercent') {
      const groups = new Map<number, ProductRow[]>();
      for (const p of selected) {
        const price = newPrice(p.price, mode, Number(value));
        groups.set(price, [...(groups.get(price) ?? []), p]);
      }
      return [...groups].map(([price, products]) => ({
        updates: { price },
        products,
        show: (p) => [money(p.price), money(price)],
      }));
    }
    if (mode === 'status') {
      const hidden = value === 'hidden';
      return [
        {
          updates: { isHidden: hidden },
          products: selected,
          show: (p) => [
            intl.formatMessage({ id: `productStatus.${p.status}` }),
            intl.formatMessage({ id: hidden ? 'products.hidden' : 'products.visible' }),
          ],
        },
      ];
    }
    const categoryId = value === '' ? null : Number(value);
    return [
      {
        updates: { categoryId },
        products: selected,
        show: (p) => [p.category?.name ?? '—', categoryName(categoryId)],
      },
    ];
  };

  const valid =
    mode === 'status'
      ? value === 'hidden' || value === 'visible'
      : mode === 'category'
        ? value === '' || (Number.isInteger(Number(value)) && Number(value) >= 1)
        : value !== '' && Number.isFinite(Number(value));

  /** Asks the API what each group would do (dryRun: nothing is applied) and shows it before anything changes. */
  const runPreview = async () => {
    setRunning(true);
    const rows: Previewed[] = [];
    let failure: string | null = null;
    for (const group of plan()) {
      try {
        const body = {
          productIds: group.products.map((p) => p.id),
          updates: group.updates,
          changeReason: reason.trim() || null,
          dryRun: true,
        };
        const data: BulkAnswer = (await client.POST('/api2/admin/products/bulk-update', { body })).data!;
        const errors = new Map(data.errors.map((e) => [e.productId, e.error]));
        const changes = new Map(
          (data.changes ?? []).map((c) => [
            c.productId,
            Object.entries(c.changes).map(
              ([field, { before, after }]) => [field, before, after] as Previewed['changes'][number],
            ),
          ]),
        );
        for (const p of group.products)
          rows.push({ id: p.id, name: p.name, changes: changes.get(p.id) ?? [], error: errors.get(p.id) ?? null });
      } catch (e) {
        failure = errorText(intl, e);
        break;
      }
    }
    setRunning(false);
    setPreview({ rows, failure });
  };

  const apply = async () => {
    setPreview(null);
    setRunning(true);
    // The API names the batch on the first request; the other groups join it by sending that id.
    let batchId: string | null = null;
    const outcomes: Outcome[] = [];
    let failure: string | null = null;
    for (const group of plan()) {
      try {
        const body = {
          productIds: group.products.map((p) => p.id),
          updates: group.updates,
          batchId,
          changeReason: reason.trim() || null,
        };
        const data: BulkAnswer = (await client.POST('/api2/admin/products/bulk-update', { body })).data!;
        batchId = data.batchId;
        const errors = new Map(data.errors.map((e) => [e.productId, e.error]));
        for (const p of group.products) {
          const [before, after] = group.show(p);
          outcomes.push({ id: p.id, name: p.name, before, after, error: errors.get(p.id) ?? null });
        }
      } catch (e) {
        failure = errorText(intl, e);
        break;
      }
    }
    setRunning(false);
    setResult({ batchId, outcomes, failure });
  };

  return (
    <section
      aria-label={intl.formatMessage({ id: 'bulk.label' })}
      className="mb-3 flex flex-wrap items-end gap-3 rounded-md border border-blue-200 bg-blue-50 p-3 text-sm dark:border-blue-900 dark:bg-blue-950"
    >
      <p className="self-center font-medium">
        <FormattedMessage id="products.selected" values={{ count: selected.length }} />
      </p>
      <Field label={intl.formatMessage({ id: 'productBulk.change' })}>
        {(id) => (
          <Select
            id={id}
            value={mode}
            onChange={(e) => {
              setMode(e.target.value as Mode);
              setValue('');
            }}
          >
            <option value="pricePercent">{intl.formatMessage({ id: 'productBulk.pricePercent' })}</option>
            <option value="priceAmount">{intl.formatMessage({ id: 'productBulk.priceAmount' })}</option>
            <option value="status">{intl.formatMessage({ id: 'products.status' })}</option>
            <option value="category">{intl.formatMessage({ id: 'products.category' })}</option>
          </Select>
        )}
      </Field>
      <Field label={intl.formatMessage({ id: `productBulk.value.${mode}` })}>
        {(id) =>
          mode === 'status' ? (
            <Select id={id} value={value} onChange={(e) => setValue(e.target.value)}>
              <option value="">{intl.formatMessage({ id: 'productBulk.chooseStatus' })}</option>
              <option value="visible">{intl.formatMessage({ id: 'products.visible' })}</option>
              <option value="hidden">{intl.formatMessage({ id: 'products.hidden' })}</option>
            </Select>
          ) : mode === 'category' ? (
            <CategorySelect
              id={id}
              value={value}
              onChange={(e) => setValue(e.target.value)}
              none={intl.formatMessage({ id: 'picker.noCategory' })}
              className="w-auto! max-w-[16rem]"
            />
          ) : mode === 'priceAmount' ? (
            <MoneyInput
              id={id}
              min={undefined}
              value={value}
              onChange={(e) => setValue(e.target.value)}
              onBlur={() => setValue(twoDecimals(value))}
              className="w-32"
            />
          ) : (
            <Input
              id={id}
              type="number"
              step="any"
              value={value}
              onChange={(e) => setValue(e.target.value)}
              className="w-32"
            />
          )
        }
      </Field>
      <Field label={intl.formatMessage({ id: 'productBulk.reason' })}>
        {(id) => <Input id={id} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />}
      </Field>
      <Button tone="primary" disabled={!valid || running} onClick={() => void runPreview()}>
        <FormattedMessage id="productBulk.preview" />
      </Button>
      <Button disabled={!valid || running} onClick={() => void apply()}>
        <FormattedMessage id="productBulk.apply" />
      </Button>
      <Dialog
        open={preview !== null}
        onOpenChange={(open) => {
          if (!open) setPreview(null);
        }}
        title={intl.formatMessage({ id: 'productBulk.previewTitle' })}
        description={intl.formatMessage({ id: 'productBulk.previewDescription' })}
      >
        {preview?.failure && (
          <p role="alert" className="mb-2 text-red-800 dark:text-red-300">
            {intl.formatMessage({ id: 'error.refused' }, { message: preview.failure })}
          </p>
        )}
        <table className="w-full text-sm">
          <caption className="sr-only">{intl.formatMessage({ id: 'productBulk.previewTitle' })}</caption>
          <thead>
            <tr>
              <th scope="col" className="text-left">
                {intl.formatMessage({ id: 'products.name' })}
              </th>
              <th scope="col" className="text-left">
                {intl.formatMessage({ id: 'productBulk.wouldChange' })}
              </th>
            </tr>
          </thead>
          <tbody>
            {preview?.rows.map((r) => (
              <tr key={r.id} className="align-top">
                <td className="break-words py-1 pr-2">{r.name}</td>
                <td className="py-1">
                  {r.error ? (
                    <span className="text-red-800 dark:text-red-300">
                      {intl.formatMessage({ id: 'productBulk.refused' }, { reason: r.error })}
                    </span>
                  ) : r.changes.length === 0 ? (
                    intl.formatMessage({ id: 'productBulk.unchanged' })
                  ) : (
                    <ul>
                      {r.changes.map(([field, before, after]) => (
                        <li key={field}>
                          {intl.formatMessage(
                            { id: 'productBulk.fieldChange' },
                            { field: fieldLabel(field), before: shown(field, before), after: shown(field, after) },
                          )}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          <Button onClick={() => setPreview(null)}>
            <FormattedMessage id="catalogue.cancel" />
          </Button>
          <Button
            tone="primary"
            disabled={running || !!preview?.failure || !preview?.rows.some((r) => !r.error)}
            onClick={() => void apply()}
          >
            <FormattedMessage id="productBulk.applyPreviewed" />
          </Button>
        </div>
      </Dialog>
      <Dialog
        open={result !== null}
        onOpenChange={(open) => {
          if (!open) {
            setResult(null);
            onDone();
          }
        }}
        title={intl.formatMessage({ id: 'productBulk.results' })}
      >
        {result?.failure && (
          <p role="alert" className="mb-2 text-red-800 dark:text-red-300">
            {intl.formatMessage({ id: 'error.refused' }, { message: result.failure })}
          </p>
        )}
        <table className="w-full text-sm">
          <caption className="sr-only">{intl.formatMessage({ id: 'productBulk.results' })}</caption>
          <thead>
            <tr>
              <th scope="col" className="text-left">
                {intl.formatMessage({ id: 'products.name' })}
              </th>
              <th scope="col" className="text-left">
                {intl.formatMessage({ id: 'changeLog.before' })}
              </th>
              <th scope="col" className="text-left">
                {intl.formatMessage({ id: 'changeLog.after' })}
              </th>
              <th scope="col" className="text-left">
                {intl.formatMessage({ id: 'bulk.outcome' })}
              </th>
            </tr>
          </thead>
          <tbody>
            {result?.outcomes.map((o) => (
              <tr key={o.id}>
                <td className="break-words pr-2">{o.name}</td>
                <td className="pr-2">{o.before}</td>
                <td className="pr-2">{o.after}</td>
                <td className={o.error ? 'text-red-800 dark:text-red-300' : 'text-green-800 dark:text-green-300'}>
                  {o.error ?? intl.formatMessage({ id: 'bulk.done' })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {result?.batchId && result.outcomes.some((o) => !o.error) && (
          <Link
            to="/product-batches/$batchId"
            params={{ batchId: result.batchId }}
            className="mt-3 inline-block underline"
          >
            <FormattedMessage id="productBulk.openBatch" />
          </Link>
        )}
      </Dialog>
    </section>
  );
}
