// Customer-group price lists with quantity tiers (issue 35, item 7; docs/tax.md, "Group prices").
import type { Db } from '../../db/open.js';
import type { Clock } from '../../shared/clock.js';
import { invalid, notFound } from '../../shared/errors.js';
import { fromCents } from '../../shared/money.js';
import { assertTiers, tierPrice, type GroupTiers } from './price-lists.js';
import * as repo from './price-lists.repository.js';

export interface GroupPrices {
  groups: { group: string; tiers: { minQuantity: number; maxQuantity: number | null; price: number }[] }[];
}

function view(rows: repo.TierRow[]): GroupPrices {
  const groups = new Map<string, repo.TierRow[]>();
  for (const r of rows) groups.set(r.customerGroup, [...(groups.get(r.customerGroup) ?? []), r]);
  return {
    groups: [...groups].map(([group, tiers]) => ({
      group,
      tiers: tiers.map((t, i) => ({
        minQuantity: t.minQuantity,
        maxQuantity: i + 1 < tiers.length ? tiers[i + 1]!.minQuantity - 1 : null,
        price: fromCents(t.priceCents),
      })),
    })),
  };
}

export function createPriceListsService({ db, clock }: { db: Db; clock: Clock }) {
  /**
   * The variant the lists belong to: the one named, or a product's only variant when none is named (its lists are
   * the product's, as `productId` names a one-variant product everywhere else; several variants: 400 naming variantId).
   */
  async function variantOf(productId: number, variantId: number | undefined): Promise<number> {
    if (variantId !== undefined) {
      if (!(await repo.variantOfProduct(db, productId, variantId))) throw notFound('Variant');
      return variantId;
    }
    const ids = await repo.variantIdsOfProduct(db, productId);
    if (ids.length === 0) throw notFound('Product');
    if (ids.length > 1) throw invalid(`variantId is required: product ${productId} has ${ids.length} variants`);
    return ids[0]!;
  }

  return {
    async get(productId: number, variantId?: number): Promise<GroupPrices> {
      return view(await repo.findTiers(db, [await variantOf(productId, variantId)]));
    },

    /** Replaces the variant's price lists; each group's tiers cover 1 and up without gap or overlap (else 400). */
    async set(productId: number, named: number | undefined, groups: GroupTiers[]): Promise<GroupPrices> {
      const names = new Set<string>();
      for (const g of groups) {
        const group = g.group.trim();
        if (!group) throw invalid('groups: a group name must not be empty');
        if (names.has(group)) throw invalid(`groups: "${group}" is listed twice`);
        names.add(group);
        assertTiers({ group, tiers: g.tiers });
      }
      const variantId = await variantOf(productId, named);
      await db.transaction().execute((trx) =>
        repo.replaceTiers(
          trx,
          variantId,
          groups.flatMap((g) =>
            g.tiers.map((t) => ({
              customerGroup: g.group.trim(),
              minQuantity: t.minQuantity,
              priceCents: t.priceCents,
            })),
          ),
          clock.now().toISOString(),
        ),
      );
      return view(await repo.findTiers(db, [variantId]));
    },

    /** The group's unit price per variant for the quantity bought; variants without a tier list are absent. */
    async unitPrices(
      group: string,
      lines: readonly { variantId: number; quantity: number }[],
    ): Promise<Map<number, number>> {
      const rows = await repo.findTiers(
        db,
        lines.map((l) => l.variantId),
        group,
      );
      const prices = new Map<number, number>();
      for (const l of lines) {
        const price = tierPrice(
          rows.filter((r) => r.variantId === l.variantId),
          l.quantity,
        );
        if (price !== null) prices.set(l.variantId, price);
      }
      return prices;
    },

    /**
     * A signed-in customer's group and its tiers of each variant of the product that has a list of it (the storefront
     * detail); null for a customer of no group. Reads one row more than a guest's detail, and for a group only the tiers.
     */
    async ofProductFor(
      productId: number,
      customerId: number,
    ): Promise<{ group: string; tiers: Map<number, GroupPrices['groups'][number]['tiers']> } | null> {
      const group = await repo.customerGroup(db, customerId);
      if (!group) return null;
      const rows = await repo.findProductTiers(db, productId, group);
      const variantIds = [...new Set(rows.map((r) => r.variantId))];
      return {
        group,
        tiers: new Map(variantIds.map((id) => [id, view(rows.filter((r) => r.variantId === id)).groups[0]!.tiers])),
      };
    },
  };
}

export type PriceListsService = ReturnType<typeof createPriceListsService>;
