// No lost updates in the forms (docs/decisions.md, "No lost updates"): a form keeps the ETag of the state it loaded
// and sends it as If-Match; when someone saved in between, the API answers 412 with the state stored now, and the
// person chooses per field between their value and the one saved meanwhile. Nothing is overwritten without that choice.
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { ShopApiError } from '../api';
import { Button } from './controls';
import { Dialog } from './dialog';

/** A resource with the ETag it was answered with. */
export interface Tagged<T> {
  value: T;
  etag: string | undefined;
}

/**
 * The query of a resource with its ETag, under the key of the plain query plus 'etag': invalidating the plain
 * query's key (a prefix of this one) refreshes it too.
 */
export function taggedQueryOptions<T>(
  key: readonly unknown[],
  get: (signal: AbortSignal) => Promise<{ data?: T; response: Response }>,
) {
  return queryOptions({
    queryKey: [...key, 'etag'] as const,
    queryFn: async ({ signal }): Promise<Tagged<T>> => {
      const { data, response } = await get(signal);
      return { value: data as T, etag: response.headers.get('etag') ?? undefined };
    },
  });
}

/** The headers of a write that must find the resource as it was read (none without an ETag: the write then works as before). */
export const ifMatch = (etag: string | undefined): Record<string, string> => (etag ? { 'if-match': etag } : {});

/** A 412: the state stored now and its ETag. */
export function staleOf<T>(error: unknown): Tagged<T> | undefined {
  if (!(error instanceof ShopApiError) || error.status !== 412) return undefined;
  const current = (error.body as { current?: T } | undefined)?.current;
  return current === undefined ? undefined : { value: current, etag: error.etag };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What the form had loaded, what the person made of it and what is stored now (all in the form's own terms). */
export interface Conflict<F extends object> {
  base: F;
  mine: F;
  theirs: F;
  theirsTag: Tagged<unknown>;
}

/**
 * The values to save after the choice: a field only I changed keeps mine, one only they changed takes theirs, one
 * we both changed (to different values) takes what was chosen.
 */
export function resolve<F extends object>({ base, mine, theirs }: Conflict<F>, keepMine: ReadonlySet<string>): F {
  const out = { ...theirs };
  for (const key of Object.keys(mine) as (keyof F)[]) {
    const changedByMe = !same(mine[key], base[key]);
    const changedByThem = !same(theirs[key], base[key]);
    if (changedByMe && (!changedByThem || keepMine.has(String(key)))) out[key] = mine[key];
  }
  return out;
}

/** The fields both changed to different values: the choices to make. */
export function contested<F extends object>({ base, mine, theirs }: Conflict<F>): (keyof F & string)[] {
  return (Object.keys(mine) as (keyof F & string)[]).filter(
    (k) => !same(mine[k], base[k]) && !same(theirs[k], base[k]) && !same(mine[k], theirs[k]),
  );
}

/** The fields only the other person changed: taken over as they saved them. */
export function takenOver<F extends object>({ base, mine, theirs }: Conflict<F>): (keyof F & string)[] {
  return (Object.keys(theirs) as (keyof F & string)[]).filter(
    (k) => same(mine[k], base[k]) && !same(theirs[k], base[k]),
  );
}

/**
 * A form's side of the conflict: the state it edits (`base`), which follows the server only while nothing is typed,
 * so a background refresh never replaces the person's edits nor the ETag their save is checked against; the
 * conflict of a 412; what a save or a discard does to both. `queryKey` is the tagged query's (taggedQueryOptions).
 */
export function useConflict<T, F extends FieldValues>({
  tagged,
  form,
  formOf,
  queryKey,
}: {
  tagged: Tagged<T> | null;
  form: UseFormReturn<F>;
  formOf: (value: T) => F;
  queryKey?: readonly unknown[];
}) {
  const queryClient = useQueryClient();
  const [base, setBase] = useState(tagged);
  const [conflict, setConflict] = useState<Conflict<F> | null>(null);
  const { isDirty } = form.formState;
  const { reset } = form;
  useEffect(() => {
    if (isDirty || tagged === base) return;
    setBase(tagged);
    if (tagged) reset(formOf(tagged.value));
  }, [tagged, base, isDirty, reset, formOf]);
  return {
    base,
    conflict,
    /** After a failed save of `mine` over `edited`: a 412 opens the dialog. */
    failed(error: unknown, mine: F, edited: Tagged<T> | null) {
      const stored = staleOf<T>(error);
      if (stored && edited)
        setConflict({ base: formOf(edited.value), mine, theirs: formOf(stored.value), theirsTag: stored });
    },
    /**
     * After a save of `values`: they are what the form holds, unchanged (the refresh then follows). Rendered at once,
     * so that a navigation right after the save finds the form clean (ui/unsaved.tsx does not ask).
     */
    saved(values: F) {
      flushSync(() => {
        setConflict(null);
        reset(values);
      });
    },
    /** Mine dropped: the form shows what is stored. */
    discard(stored: Tagged<unknown>) {
      const theirs = stored as Tagged<T>;
      setConflict(null);
      if (queryKey) queryClient.setQueryData(queryKey, theirs);
      setBase(theirs);
      reset(formOf(theirs.value));
    },
    dismiss: () => setConflict(null),
  };
}

/**
 * The dialog of a 412: per contested field both values, mine chosen at first; the fields taken over listed.
 * "Save" sends the resolved values with the new ETag; "Discard mine" loads what is stored.
 */
export function ConflictDialog<F extends object>({
  conflict,
  label,
  show,
  saving,
  onSave,
  onDiscard,
  onCancel,
}: {
  conflict: Conflict<F> | null;
  label: (field: string) => string;
  show: (value: unknown, field: string) => string;
  saving: boolean;
  onSave: (values: F, etag: string | undefined) => void;
  onDiscard: (stored: Tagged<unknown>) => void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const [keepTheirs, setKeepTheirs] = useState<ReadonlySet<string>>(new Set());
  if (!conflict) return null;
  const fields = contested(conflict);
  const others = takenOver(conflict);
  const keepMine = new Set(fields.filter((f) => !keepTheirs.has(f)));
  const choose = (field: string, mine: boolean) =>
    setKeepTheirs((prev) => {
      const next = new Set(prev);
      if (mine) next.delete(field);
      else next.add(field);
      return next;
    });
  const shown = (field: string, value: unknown) => show(value, field) || intl.formatMessage({ id: 'conflict.empty' });
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={intl.formatMessage({ id: 'conflict.title' })}
      description={intl.formatMessage({ id: 'conflict.description' })}
    >
      {fields.length > 0 && (
        <div className="flex flex-col gap-3">
          {fields.map((field) => (
            <fieldset key={field} className="rounded-md border border-zinc-300 p-2 dark:border-zinc-600">
              <legend className="px-1 text-sm font-medium">{label(field)}</legend>
              <label className="flex items-start gap-2 text-sm">
                <input
                  type="radio"
                  name={`conflict-${field}`}
                  checked={keepMine.has(field)}
                  onChange={() => choose(field, true)}
                />
                <span>
                  <FormattedMessage id="conflict.mine" values={{ value: shown(field, conflict.mine[field]) }} />
                </span>
              </label>
              <label className="flex items-start gap-2 text-sm">
                <input
                  type="radio"
                  name={`conflict-${field}`}
                  checked={!keepMine.has(field)}
                  onChange={() => choose(field, false)}
                />
                <span>
                  <FormattedMessage id="conflict.theirs" values={{ value: shown(field, conflict.theirs[field]) }} />
                </span>
              </label>
            </fieldset>
          ))}
        </div>
      )}
      {others.length > 0 && (
        <p className="mt-3 text-sm">
          <FormattedMessage id="conflict.takenOver" values={{ fields: intl.formatList(others.map(label)) }} />
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          tone="primary"
          disabled={saving}
          onClick={() => onSave(resolve(conflict, keepMine), conflict.theirsTag.etag)}
        >
          <FormattedMessage id="conflict.save" />
        </Button>
        <Button disabled={saving} onClick={() => onDiscard(conflict.theirsTag)}>
          <FormattedMessage id="conflict.discard" />
        </Button>
      </div>
    </Dialog>
  );
}
