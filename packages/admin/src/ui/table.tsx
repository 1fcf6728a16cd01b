// Lists are real tables (TanStack Table renders rows we write as <tr>): screen readers and tests find cells by role.
import {
  FlexRender,
  tableFeatures,
  rowSelectionFeature,
  useTable,
  type ColumnDef,
  type RowData,
  type RowSelectionState,
} from '@tanstack/react-table';
import type { KeyboardEvent, ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Button, Select } from './controls';
import type { MessageId } from '../i18n/en';

export const features = tableFeatures({ rowSelectionFeature });
export type Columns<T extends RowData> = ColumnDef<typeof features, T>[];

/**
 * A row's Edit and Delete buttons, each named after the row (`editLabel`/`deleteLabel` messages take `{name}`), so a
 * screen reader and a test tell the rows' buttons apart. Delete only where `canDelete` says so.
 */
export function editDeleteColumn<T extends RowData>(
  intl: IntlShape,
  opts: {
    name: (row: T) => string;
    editLabel: MessageId;
    deleteLabel: MessageId;
    onEdit: (row: T) => void;
    onDelete: (row: T) => void;
    canDelete?: (row: T) => boolean;
  },
): Columns<T>[number] {
  return {
    id: 'actions',
    header: intl.formatMessage({ id: 'versions.actions' }),
    cell: ({ row }) => (
      <div className="flex flex-wrap gap-2">
        <Button
          onClick={() => opts.onEdit(row.original)}
          aria-label={intl.formatMessage({ id: opts.editLabel }, { name: opts.name(row.original) })}
        >
          <FormattedMessage id="action.edit" />
        </Button>
        {(opts.canDelete?.(row.original) ?? true) && (
          <Button
            tone="danger"
            onClick={() => opts.onDelete(row.original)}
            aria-label={intl.formatMessage({ id: opts.deleteLabel }, { name: opts.name(row.original) })}
          >
            <FormattedMessage id="action.delete" />
          </Button>
        )}
      </div>
    ),
  };
}

interface DataTableProps<T extends RowData> {
  caption: string;
  columns: Columns<T>;
  rows: T[];
  rowId: (row: T) => string;
  empty: ReactNode;
  selection?: RowSelectionState;
  onSelectionChange?: (next: RowSelectionState) => void;
  /** Enter on a focused row opens it. */
  onOpen?: (row: T) => void;
  busy?: boolean;
  /** The column the rows are sorted by (its column id), announced on its header. */
  sorted?: { column: string; order: 'asc' | 'desc' };
  /** Columns (ids) left out below the sm breakpoint, so the list fits a phone without scrolling sideways. */
  wideOnly?: string[];
  /** Columns (ids) of amounts: right-aligned in tabular figures, so their digits line up (phone cards flow as text). */
  numeric?: string[];
  /**
   * Below the sm breakpoint each row is a card (its cells wrap on one block) and the header row a strip of its
   * controls (select all, sorting): the same markup as the table, restyled, so a phone scrolls down only.
   */
  cards?: boolean;
  /**
   * A long list (a page of up to 100 rows) scrolls inside its frame with the header row kept in view (from the sm
   * breakpoint; phone cards have no header row to keep).
   */
  long?: boolean;
}

/** Arrow keys move between rows (each row is one tab stop away from the next). */
function moveFocus(event: KeyboardEvent<HTMLTableRowElement>) {
  const row = event.currentTarget;
  const next =
    event.key === 'ArrowDown' || event.key === 'j'
      ? row.nextElementSibling
      : event.key === 'ArrowUp' || event.key === 'k'
        ? row.previousElementSibling
        : null;
  if (next instanceof HTMLElement) {
    event.preventDefault();
    next.focus();
  }
}

export function DataTable<T extends RowData>({
  caption,
  columns,
  rows,
  rowId,
  empty,
  selection,
  onSelectionChange,
  onOpen,
  busy,
  sorted,
  wideOnly = [],
  numeric = [],
  cards = false,
  long = false,
}: DataTableProps<T>) {
  const narrow = (columnId: string) =>
    (wideOnly.includes(columnId) ? ' hidden sm:table-cell' : '') +
    (numeric.includes(columnId) ? ' tabular-nums sm:text-right' : '');
  const card = (phone: string) => (cards ? ` ${phone}` : '');
  const table = useTable({
    features,
    columns,
    data: rows,
    getRowId: (row) => rowId(row),
    state: { rowSelection: selection ?? {} },
    onRowSelectionChange: (updater) =>
      onSelectionChange?.(typeof updater === 'function' ? updater(selection ?? {}) : updater),
    enableRowSelection: onSelectionChange !== undefined,
  });
  return (
    <div
      className={`${long ? 'overflow-auto sm:max-h-[75vh]' : 'overflow-x-auto'} rounded-lg border border-zinc-200 dark:border-zinc-800`}
      aria-busy={busy}
    >
      <table className={`w-full border-collapse text-sm${card('max-sm:block')}`}>
        <caption className="sr-only">{caption}</caption>
        <thead
          className={`bg-zinc-50 text-left dark:bg-zinc-900${long ? ' sm:sticky sm:top-0 sm:z-10 sm:shadow-sm' : ''}${card('max-sm:block max-sm:[&:not(:has(a,button,input))]:hidden')}`}
        >
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} className={card('max-sm:flex max-sm:flex-wrap max-sm:items-center max-sm:gap-x-1')}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  aria-sort={
                    sorted?.column === header.column.id
                      ? sorted.order === 'asc'
                        ? 'ascending'
                        : 'descending'
                      : undefined
                  }
                  className={`whitespace-nowrap px-2 py-2 font-medium text-zinc-700 sm:px-3 dark:text-zinc-300${narrow(header.column.id)}${card('max-sm:block max-sm:[&:not(:has(a,button,input))]:hidden')}`}
                >
                  {header.isPlaceholder ? null : <FlexRender header={header} />}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody className={card('max-sm:block')}>
          {table.getRowModel().rows.map((row) => (
            <tr
              key={row.id}
              tabIndex={0}
              onKeyDown={(event) => {
                if (event.target !== event.currentTarget) return;
                if (event.key === 'Enter' && onOpen) onOpen(row.original);
                else moveFocus(event);
              }}
              className={`border-t border-zinc-200 hover:bg-zinc-50 focus:bg-blue-50 dark:border-zinc-800 dark:hover:bg-zinc-900 dark:focus:bg-zinc-800${card('max-sm:flex max-sm:flex-wrap max-sm:items-center max-sm:gap-x-3 max-sm:gap-y-1 max-sm:px-3 max-sm:py-2')}`}
            >
              {row.getAllCells().map((cell) => (
                <td
                  key={cell.id}
                  className={`px-2 py-2 align-top sm:px-3${narrow(cell.column.id)}${card('max-sm:block max-sm:p-0')}`}
                >
                  <FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length === 0 && !busy && <p className="p-6 text-center text-zinc-600 dark:text-zinc-400">{empty}</p>}
    </div>
  );
}

export function Pager({
  page,
  totalPages,
  estimated,
  onPage,
  pageSize,
}: {
  page: number;
  totalPages: number;
  estimated?: boolean;
  onPage: (page: number) => void;
  /** Rows per page, offered where a list is long (the list keeps the choice in its URL). */
  pageSize?: { value: number; options: readonly number[]; onChange: (size: number) => void };
}) {
  const intl = useIntl();
  return (
    <nav aria-label="Pages" className="mt-3 flex items-center justify-between gap-2 text-sm">
      <Button disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <FormattedMessage id="list.previous" />
      </Button>
      <span aria-live="polite">
        <FormattedMessage
          id={estimated ? 'list.pageOfAbout' : 'list.pageOf'}
          values={{ page, total: Math.max(totalPages, 1) }}
        />
      </span>
      {pageSize && (
        <Select
          aria-label={intl.formatMessage({ id: 'list.pageSize' })}
          value={pageSize.value}
          onChange={(e) => pageSize.onChange(Number(e.target.value))}
          className="!w-auto"
        >
          {pageSize.options.map((n) => (
            <option key={n} value={n}>
              {intl.formatMessage({ id: 'list.perPage' }, { count: n })}
            </option>
          ))}
        </Select>
      )}
      <Button disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        <FormattedMessage id="list.next" />
      </Button>
    </nav>
  );
}
