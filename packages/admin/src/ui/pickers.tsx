// Pickers instead of ids: a category chosen from the tree (each option says its path from the top), a product or a
// customer found by name in a combobox over the API's search. No screen asks staff for an id or a slug.
import { forwardRef, useEffect, useId, useState, type ReactNode, type SelectHTMLAttributes } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useIntl, type IntlShape } from 'react-intl';
import type { MessageId } from '../i18n/en';
import { api, client, queryKeyOf, type Answer } from '../api';
import { Input, Select } from './controls';

type Category = Answer<'/api2/admin/categories'>['categories'][number];

/** The dashboard reads the whole tree at once (a shop's categories are a few hundred at most). */
export const categoriesQuery = api.queryOptions('get', '/api2/admin/categories', { params: { query: { limit: 200 } } });

/** The categories depth first, in the shop's order, each with its path from the top. */
export function categoryTree(all: Category[]): { category: Category; path: string }[] {
  const out: { category: Category; path: string }[] = [];
  const walk = (parentId: number | null, prefix: string) => {
    for (const category of all.filter((c) => c.parentId === parentId)) {
      const path = prefix ? `${prefix} › ${category.name}` : category.name;
      out.push({ category, path });
      walk(category.id, path);
    }
  };
  walk(null, '');
  return out;
}

/**
 * A category from the tree. `optionValue` says what the option's value is (the id for forms, the slug for the URL of a
 * filter); the empty option (`none`) comes first.
 */
export const CategorySelect = forwardRef<
  HTMLSelectElement,
  SelectHTMLAttributes<HTMLSelectElement> & { none: string; optionValue?: (c: Category) => string }
>(function CategorySelect({ none, optionValue = (c) => String(c.id), ...props }, ref) {
  const categories = useQuery(categoriesQuery);
  // The real select appears with its options: one mounted before them would lose its value (none to select).
  if (!categories.data)
    return (
      <Select id={props.id} disabled aria-busy className={props.className}>
        <option>…</option>
      </Select>
    );
  return (
    <Select ref={ref} {...props}>
      <option value="">{none}</option>
      {categoryTree(categories.data.categories).map(({ category, path }) => (
        <option key={category.id} value={optionValue(category)}>
          {path}
        </option>
      ))}
    </Select>
  );
});

/** The names the built-in classes are created with (migration 0080): shown in the staff's language. */
const BUILT_IN_TAX_CLASSES: Record<string, string> = {
  standard: 'Standard rate',
  reduced: 'Reduced rate',
  zero: 'Zero rate',
};

/** A tax class's name as staff read it: a built-in class's own name translated, one renamed or custom as typed. */
export function taxClassName(intl: IntlShape, c: { code: string; name: string; builtIn: boolean }): string {
  return c.builtIn && BUILT_IN_TAX_CLASSES[c.code] === c.name
    ? intl.formatMessage({ id: `taxClass.${c.code}` as MessageId })
    : c.name;
}

/** The tax classes (settings.read), built-in ones first; a shop has a handful, the largest page holds them all. */
export const taxClassesQuery = api.queryOptions('get', '/api2/admin/tax/classes', {
  params: { query: { limit: 200 } },
});

/** A tax class by its name (and code); the empty option (`none`: the standard class) comes first. */
export const TaxClassSelect = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement> & { none: string }>(
  function TaxClassSelect({ none, ...props }, ref) {
    const intl = useIntl();
    const classes = useQuery(taxClassesQuery);
    // As with categories: the real select appears with its options, so it keeps its value.
    if (!classes.data)
      return (
        <Select id={props.id} disabled aria-busy className={props.className}>
          <option>…</option>
        </Select>
      );
    return (
      <Select ref={ref} {...props}>
        <option value="">{none}</option>
        {classes.data.classes.map((c) => (
          <option key={c.id} value={String(c.id)}>
            {taxClassName(intl, c)} ({c.code})
          </option>
        ))}
      </Select>
    );
  },
);

export interface PickedProduct {
  id: number;
  name: string;
  sku: string;
}

/**
 * A thing found by typing (WAI-ARIA combobox: type, arrows, Enter; or click), over a search of the API that asks once
 * the typing pauses and at least `minLength` characters are typed. `selected` is shown in the input while nothing is
 * typed. The pickers below are this combobox over one search each.
 */
function SearchCombobox<T>({
  label,
  placeholder,
  noMatch,
  minLength,
  search,
  optionKey,
  option,
  selected,
  onPick,
}: {
  label: string;
  placeholder: string;
  noMatch: string;
  minLength: number;
  /**
   * The search, and its cache key (the term is added to it): under its route's key, so what invalidates the route's
   * answers (a product saved) invalidates the picker's too.
   */
  search: { key: readonly unknown[]; find: (term: string, signal: AbortSignal) => Promise<T[]> };
  optionKey: (item: T) => number;
  option: (item: T) => ReactNode;
  selected: string;
  onPick: (item: T) => void;
}) {
  const id = useId();
  const [text, setText] = useState<string | null>(null);
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  // The search asks the API a moment after the typing stops, not at each key.
  useEffect(() => {
    const timer = window.setTimeout(() => setTerm((text ?? '').trim()), 200);
    return () => window.clearTimeout(timer);
  }, [text]);
  const searching = term.length >= minLength;
  const found = useQuery({
    queryKey: [...search.key, term],
    queryFn: ({ signal }) => search.find(term, signal),
    enabled: open && searching,
  });
  const options = searching ? (found.data ?? []) : [];
  const listId = `${id}-list`;
  const pick = (item: T) => {
    onPick(item);
    setText(null);
    setOpen(false);
  };
  return (
    <div className="relative flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-zinc-700 dark:text-zinc-300">
        {label}
      </label>
      <Input
        id={id}
        role="combobox"
        autoComplete="off"
        data-list-search
        aria-expanded={open && options.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && options[active] ? `${listId}-${active}` : undefined}
        placeholder={placeholder}
        value={text ?? selected}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(0);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' && options.length > 0) {
            e.preventDefault();
            setOpen(true);
            setActive((a) => Math.min(a + 1, options.length - 1));
          } else if (e.key === 'ArrowUp' && options.length > 0) {
            e.preventDefault();
            setActive((a) => Math.max(a - 1, 0));
          } else if (e.key === 'Enter' && open && options[active]) {
            e.preventDefault();
            pick(options[active]);
          } else if (e.key === 'Escape' && open) {
            e.preventDefault();
            setOpen(false);
          }
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!open || options.length === 0}
        className="absolute top-full z-30 mt-1 max-h-72 w-full overflow-y-auto rounded-md border border-zinc-300 bg-white p-1 text-sm shadow-lg dark:border-zinc-600 dark:bg-zinc-900"
      >
        {options.map((item, i) => (
          <li
            key={optionKey(item)}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            // Before the input's blur closes the list.
            onMouseDown={(e) => {
              e.preventDefault();
              pick(item);
            }}
            onMouseEnter={() => setActive(i)}
            className={`cursor-pointer rounded px-2 py-1.5 break-words ${i === active ? 'bg-zinc-100 dark:bg-zinc-800' : ''}`}
          >
            {option(item)}
          </li>
        ))}
      </ul>
      {open && searching && found.data && options.length === 0 && (
        <p role="status" className="text-sm text-zinc-600 dark:text-zinc-400">
          {noMatch}
        </p>
      )}
    </div>
  );
}

/** A product found by name or SKU. */
export function ProductPicker({
  label,
  selected,
  onPick,
}: {
  label: string;
  selected: PickedProduct | null;
  onPick: (product: PickedProduct) => void;
}) {
  const intl = useIntl();
  return (
    <SearchCombobox<PickedProduct>
      label={label}
      placeholder={intl.formatMessage({ id: 'picker.productHint' })}
      noMatch={intl.formatMessage({ id: 'picker.noProduct' })}
      minLength={1}
      search={{
        key: queryKeyOf('/api2/admin/products/search', { picker: true }),
        find: async (q, signal) =>
          (
            await client.GET('/api2/admin/products/search', { params: { query: { q, limit: 8 } }, signal })
          ).data!.products.map(({ id, name, sku }) => ({ id, name, sku })),
      }}
      optionKey={(p) => p.id}
      option={(p) => (
        <>
          {p.name} <span className="text-zinc-600 dark:text-zinc-400">· {p.sku}</span>
        </>
      )}
      selected={selected ? `${selected.name} · ${selected.sku}` : ''}
      onPick={onPick}
    />
  );
}

export interface PickedCustomer {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
}

/** A customer's name as staff read it: first and last name, or the e-mail when both are empty. */
export const customerName = (c: Pick<PickedCustomer, 'firstName' | 'lastName' | 'email'>) =>
  `${c.firstName} ${c.lastName}`.trim() || c.email;

/**
 * A registered customer found by name or e-mail (the admin customers search, which answers customers with orders).
 * Guests have no account to name (their negative ids stand for an e-mail), so they are not offered.
 */
export function CustomerPicker({ label, onPick }: { label: string; onPick: (customer: PickedCustomer) => void }) {
  const intl = useIntl();
  return (
    <SearchCombobox<PickedCustomer>
      label={label}
      placeholder={intl.formatMessage({ id: 'picker.customerHint' })}
      noMatch={intl.formatMessage({ id: 'picker.noCustomer' })}
      minLength={2}
      search={{
        key: queryKeyOf('/api2/admin/customers/search', { picker: true }),
        find: async (q, signal) =>
          (await client.GET('/api2/admin/customers/search', { params: { query: { q } }, signal }))
            .data!.filter((c) => c.id > 0)
            .map(({ id, firstName, lastName, email }) => ({ id, firstName, lastName, email })),
      }}
      optionKey={(c) => c.id}
      option={(c) => (
        <>
          {customerName(c)} <span className="text-zinc-600 dark:text-zinc-400">· {c.email}</span>
        </>
      )}
      selected=""
      onPick={onPick}
    />
  );
}
