// The lowest price of the last 30 days on product details (docs/tax.md, "Lowest price of the last 30 days").
import type { Db } from '../../db/open.js';
import type { Clock } from '../../shared/clock.js';
import { priceFacts, windowStart, type PriceFacts } from './price-history.js';
import * as repo from './price-history.repository.js';

/** The product price's facts (null when every variant has a price of its own) and each variant's. */
export interface ProductPriceFacts {
  lowestPrice30d: number | null;
  reductionPercent: number | null;
  variants: Map<number, PriceFacts>;
}

export function createPriceHistoryService({ db, clock }: { db: Db; clock: Clock }) {
  async function ofProduct(productId: number): Promise<ProductPriceFacts> {
    const prices = await repo.findEffectivePrices(db, productId);
    const windows = await repo.findWindows(
      db,
      prices.map((p) => p.id),
      windowStart(clock.now().toISOString()),
    );
    const variants = new Map(prices.map((p) => [p.id, priceFacts(p.priceCents, windows.get(p.id)!)]));
    const own = prices.find((p) => p.inherited);
    const product = own ? variants.get(own.id)! : null;
    return {
      lowestPrice30d: product?.lowestPrice30d ?? null,
      reductionPercent: product?.reductionPercent ?? null,
      variants,
    };
  }

  return {
    ofProduct,

    /** A product detail with the product price's facts beside its price and each variant's in the variant. */
    async present<D extends { variants: { id: number }[] }>(
      productId: number,
      detail: D,
    ): Promise<
      Omit<D, 'variants'> & {
        lowestPrice30d: number | null;
        reductionPercent: number | null;
        variants: (D['variants'][number] & PriceFacts)[];
      }
    > {
      const facts = await ofProduct(productId);
      return {
        ...detail,
        lowestPrice30d: facts.lowestPrice30d,
        reductionPercent: facts.reductionPercent,
        variants: detail.variants.map((v) => ({ ...v, ...facts.variants.get(v.id)! })),
      };
    },
  };
}

export type PriceHistoryService = ReturnType<typeof createPriceHistoryService>;
