// A variant's customer-group price lists with quantity tiers (issue 35, item 7; docs/tax.md "Group prices"): edited
// here, at the variant, because the lists belong to a variant and a group is only a name customers carry.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { api, client, queryKeyOf } from '../../api';
import { Button, Input, MoneyInput, twoDecimals } from '../../ui/controls';
import { Dialog } from '../../ui/dialog';
import { ErrorNotice } from '../../ui/notice';
import { useToast } from '../../ui/toasts';

interface TierDraft {
  minQuantity: string;
  maxQuantity: string;
  price: string;
}
interface GroupDraft {
  group: string;
  tiers: TierDraft[];
}

/** The lists as typed; the server checks gaps and overlaps and its 400 is shown under the tiers. */
function Editor({
  productId,
  variantId,
  name,
  initial,
  onClose,
}: {
  productId: number;
  /** Absent for a product without options: its lists are its only variant's, kept under the product. */
  variantId?: number | undefined;
  name: string;
  initial: GroupDraft[];
  onClose: () => void;
}) {
  const intl = useIntl();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [groups, setGroups] = useState(initial);
  const [newGroup, setNewGroup] = useState('');
  const change = (g: number, fn: (group: GroupDraft) => GroupDraft) =>
    setGroups(groups.map((group, i) => (i === g ? fn(group) : group)));
  const save = useMutation({
    mutationFn: () => {
      const body = {
        groups: groups.map((g) => ({
          group: g.group,
          tiers: g.tiers.map((t) => ({
            minQuantity: Number(t.minQuantity),
            maxQuantity: t.maxQuantity.trim() === '' ? null : Number(t.maxQuantity),
            price: Number(t.price),
          })),
        })),
      };
      return variantId === undefined
        ? client.PUT('/api2/admin/products/{id}/group-prices', { params: { path: { id: productId } }, body })
        : client.PUT('/api2/admin/products/{id}/variants/{variantId}/group-prices', {
            params: { path: { id: productId, variantId } },
            body,
          });
    },
    onSuccess: async () => {
      toast({ tone: 'success', title: intl.formatMessage({ id: 'groupPrices.saved' }, { name }) });
      await queryClient.invalidateQueries({
        queryKey: queryKeyOf('/api2/admin/products/{id}/variants/{variantId}/group-prices'),
      });
      await queryClient.invalidateQueries({ queryKey: queryKeyOf('/api2/admin/products/{id}/group-prices') });
      onClose();
    },
  });
  const set = (g: number, t: number, field: keyof TierDraft, value: string) =>
    change(g, (group) => ({
      ...group,
      tiers: group.tiers.map((tier, i) => (i === t ? { ...tier, [field]: value } : tier)),
    }));
  const cell = (g: number, t: number, field: keyof TierDraft, label: string) => {
    const value = groups[g]!.tiers[t]![field];
    return field === 'price' ? (
      <MoneyInput
        aria-label={label}
        value={value}
        onChange={(e) => set(g, t, field, e.target.value)}
        onBlur={() => set(g, t, field, twoDecimals(value))}
      />
    ) : (
      <Input
        aria-label={label}
        type="number"
        step="1"
        min={1}
        value={value}
        onChange={(e) => set(g, t, field, e.target.value)}
      />
    );
  };
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (!save.isPending) save.mutate();
      }}
    >
      {groups.length === 0 && (
        <p className="text-sm">
          <FormattedMessage id="groupPrices.none" />
        </p>
      )}
      {groups.map((group, g) => (
        <fieldset key={group.group} className="rounded-md border border-zinc-200 p-3 dark:border-zinc-700">
          <legend className="px-1 text-sm font-semibold">{group.group}</legend>
          <table className="w-full text-sm">
            <caption className="sr-only">
              {intl.formatMessage({ id: 'groupPrices.tiersOf' }, { group: group.group })}
            </caption>
            <thead className="text-left">
              <tr>
                <th scope="col">{intl.formatMessage({ id: 'groupPrices.from' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'groupPrices.to' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'groupPrices.price' })}</th>
                <th scope="col">
                  <span className="sr-only">{intl.formatMessage({ id: 'versions.actions' })}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {group.tiers.map((_, t) => {
                const values = { group: group.group, n: t + 1 };
                return (
                  <tr key={t}>
                    <td className="pr-2">
                      {cell(g, t, 'minQuantity', intl.formatMessage({ id: 'groupPrices.fromOf' }, values))}
                    </td>
                    <td className="pr-2">
                      {cell(g, t, 'maxQuantity', intl.formatMessage({ id: 'groupPrices.toOf' }, values))}
                    </td>
                    <td className="pr-2">
                      {cell(g, t, 'price', intl.formatMessage({ id: 'groupPrices.priceOf' }, values))}
                    </td>
                    <td>
                      <Button
                        aria-label={intl.formatMessage({ id: 'groupPrices.removeTier' }, values)}
                        onClick={() => change(g, (gr) => ({ ...gr, tiers: gr.tiers.filter((__, i) => i !== t) }))}
                      >
                        ×
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <p className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">
            <FormattedMessage id="groupPrices.hint" />
          </p>
          <div className="mt-2 flex gap-2">
            <Button
              onClick={() =>
                change(g, (gr) => ({ ...gr, tiers: [...gr.tiers, { minQuantity: '', maxQuantity: '', price: '' }] }))
              }
            >
              <FormattedMessage id="groupPrices.addTier" />
            </Button>
            <Button tone="danger" onClick={() => setGroups(groups.filter((_, i) => i !== g))}>
              {intl.formatMessage({ id: 'groupPrices.removeGroup' }, { group: group.group })}
            </Button>
          </div>
        </fieldset>
      ))}
      <div className="flex items-end gap-2">
        <label className="flex flex-col gap-1 text-sm font-medium">
          <FormattedMessage id="groupPrices.group" />
          <Input value={newGroup} maxLength={50} onChange={(e) => setNewGroup(e.target.value)} />
        </label>
        <Button
          disabled={newGroup.trim() === '' || groups.some((g) => g.group === newGroup.trim())}
          onClick={() => {
            setGroups([
              ...groups,
              { group: newGroup.trim(), tiers: [{ minQuantity: '1', maxQuantity: '', price: '' }] },
            ]);
            setNewGroup('');
          }}
        >
          <FormattedMessage id="groupPrices.addGroup" />
        </Button>
      </div>
      {save.error && <ErrorNotice error={save.error} />}
      <div className="flex gap-2">
        <Button tone="primary" type="submit" disabled={save.isPending}>
          <FormattedMessage id="action.save" />
        </Button>
        <Button onClick={onClose}>
          <FormattedMessage id="action.cancel" />
        </Button>
      </div>
    </form>
  );
}

/** The dialog of a variant's group price lists (products.write). */
export function GroupPricesDialog({
  productId,
  variantId,
  name,
  onClose,
}: {
  productId: number;
  /** Absent for a product without options: its lists are its only variant's, kept under the product. */
  variantId?: number | undefined;
  name: string;
  onClose: () => void;
}) {
  const intl = useIntl();
  const byProduct = useQuery({
    ...api.queryOptions('get', '/api2/admin/products/{id}/group-prices', { params: { path: { id: productId } } }),
    enabled: variantId === undefined,
  });
  const byVariant = useQuery({
    ...api.queryOptions('get', '/api2/admin/products/{id}/variants/{variantId}/group-prices', {
      params: { path: { id: productId, variantId: variantId ?? 0 } },
    }),
    enabled: variantId !== undefined,
  });
  const lists = variantId === undefined ? byProduct : byVariant;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={intl.formatMessage({ id: 'groupPrices.title' }, { name })}
    >
      {lists.error && <ErrorNotice error={lists.error} onRetry={() => void lists.refetch()} />}
      {lists.data ? (
        <Editor
          productId={productId}
          variantId={variantId}
          name={name}
          initial={lists.data.groups.map((g) => ({
            group: g.group,
            tiers: g.tiers.map((t) => ({
              minQuantity: String(t.minQuantity),
              maxQuantity: t.maxQuantity === null ? '' : String(t.maxQuantity),
              price: t.price.toFixed(2),
            })),
          }))}
          onClose={onClose}
        />
      ) : (
        !lists.error && (
          <p aria-busy="true">
            <FormattedMessage id="loading" />
          </p>
        )
      )}
    </Dialog>
  );
}
