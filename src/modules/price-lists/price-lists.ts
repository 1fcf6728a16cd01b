// Customer-group price lists with quantity tiers (docs/tax.md, "Group prices"). Pure: the tier rules.
import { invalid } from '../../shared/errors.js';

export interface TierInput {
  minQuantity: number;
  /** null: and more (the last tier). */
  maxQuantity: number | null;
  /** Cents. */
  priceCents: number;
}

export interface GroupTiers {
  group: string;
  tiers: TierInput[];
}

/**
 * A group's tiers must cover every quantity from 1 on exactly once: the first starts at 1, each next one right after
 * the previous one's maximum, only the last is open-ended. Gaps and overlaps are 400, naming the tiers.
 */
export function assertTiers(input: GroupTiers): void {
  const { group, tiers } = input;
  if (tiers.length === 0) throw invalid(`groups[${group}]: at least one tier`);
  const sorted = [...tiers].sort((a, b) => a.minQuantity - b.minQuantity);
  let next = 1;
  sorted.forEach((t, i) => {
    const name = `${t.minQuantity}–${t.maxQuantity ?? ''}`;
    if (t.minQuantity < next)
      throw invalid(`groups[${group}]: tier ${name} overlaps the tier before it (tiers must not overlap)`);
    if (t.minQuantity > next)
      throw invalid(
        `groups[${group}]: quantities ${next}–${t.minQuantity - 1} have no tier (tiers must leave no gap, from 1 on)`,
      );
    if (t.maxQuantity !== null && t.maxQuantity < t.minQuantity)
      throw invalid(`groups[${group}]: tier ${name} ends before it starts`);
    const last = i === sorted.length - 1;
    if (t.maxQuantity === null && !last)
      throw invalid(`groups[${group}]: only the last tier is open-ended (tier ${name} overlaps the ones after it)`);
    if (t.maxQuantity !== null && last)
      throw invalid(`groups[${group}]: the last tier must be open-ended (maxQuantity null)`);
    next = (t.maxQuantity ?? 0) + 1;
  });
}

/** The unit price of `quantity` from a group's tiers (ascending by minQuantity): the last tier it reaches. */
export function tierPrice(
  tiers: readonly { minQuantity: number; priceCents: number }[],
  quantity: number,
): number | null {
  let price: number | null = null;
  for (const t of tiers) if (quantity >= t.minQuantity) price = t.priceCents;
  return price;
}
