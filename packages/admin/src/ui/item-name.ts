/** An order or return line as the shop names it: the product, and the options bought ("T-shirt — M / Blue"). */
export function itemName(item: { productName: string; variantName?: string | null }): string {
  return item.variantName ? `${item.productName} — ${item.variantName}` : item.productName;
}
