// The seam between pricing and tax at checkout (docs/tax.md, "Checkout"): priced lines in, taxed lines and the
// per-rate breakdown out. Pricing (catalogue prices, later promotions) happens before; writing the rows after.
import { fromCents } from '../../shared/money.js';
import { divideHalfUp } from '../tax/cents.js';
import type { Taxed } from '../tax/tax-calculation.js';
import type { TaxService, VatIdCheck } from '../tax/tax.service.js';

/** A line as the buyer is charged for it: every unit, after every discount of the line. */
export interface PricedLine {
  amountCents: number;
  /** The product's tax class; null: standard. */
  taxClassId: number | null;
}

export interface OrderTax {
  /** One per priced line, in order. */
  lines: Taxed[];
  /** Per rate, lines and shipping together, highest rate first. Σ taxCents = taxCents, Σ grossCents = totalCents. */
  breakdown: Taxed[];
  taxCents: number;
  /** What the buyer pays: the lines' and the shipping's gross. */
  totalCents: number;
  /** The buyer's VAT ID and what it meant; null without one. */
  vat: VatIdCheck | null;
}

/** An ISO code as typed ("de") is read as the code; a country name matches no zone and takes the shop country's rates. */
export function destinationCountry(country: string): string {
  const code = country.trim();
  return /^[a-z]{2}$/i.test(code) ? code.toUpperCase() : code;
}

/** `asOf`: the tax tables as of then or later (keptUntilChanged). */
export async function taxOrder(
  tax: Pick<TaxService, 'quote' | 'checkBuyerVatId'>,
  input: { lines: readonly PricedLine[]; shippingCents: number; country: string; vatId?: string | null; asOf?: number },
): Promise<OrderTax> {
  const country = destinationCountry(input.country);
  // Without a VAT ID (nearly every checkout) neither the settings nor VIES are asked for it.
  const vat = input.vatId?.trim() ? await tax.checkBuyerVatId(input.vatId, country) : null;
  const result = await tax.quote(
    {
      // A line's amount as one unit: the calculation taxes unit × quantity, and a discounted line need not divide.
      lines: input.lines.map((l) => ({ unitCents: l.amountCents, quantity: 1, taxClassId: l.taxClassId })),
      shippingCents: input.shippingCents,
      destination: { country },
      reverseCharge: vat?.reverseCharge ?? false,
    },
    input.asOf,
  );
  return {
    lines: result.lines,
    breakdown: result.breakdown,
    taxCents: result.totals.taxCents,
    totalCents: result.totals.grossCents,
    vat: vat && { ...vat, reverseCharge: result.reverseCharge },
  };
}

/** How orders from before per-line tax were taxed (migration 0081 writes the same): 19 % included, half up. */
export function legacyTaxed(
  grossCents: number,
  taxCents = Number(divideHalfUp(BigInt(grossCents) * 1900n, 11900n)),
): Taxed {
  return { rateBp: 1900, netCents: grossCents - taxCents, taxCents, grossCents };
}

/** One rate of an order's breakdown as the surfaces show it: percent and EUR. */
export interface TaxLine {
  rate: number;
  net: number;
  tax: number;
  gross: number;
}

export function toTaxLine(t: Taxed): TaxLine {
  return {
    rate: fromCents(t.rateBp),
    net: fromCents(t.netCents),
    tax: fromCents(t.taxCents),
    gross: fromCents(t.grossCents),
  };
}
