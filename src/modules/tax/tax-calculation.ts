// The tax of an order, as a pure function of its lines, shipping, destination, the shop's tax settings and its rates
// (docs/tax.md). Integer cents and basis points throughout; every rounding is divideHalfUp, every split largest remainder.
import { conflict, invalid } from '../../shared/errors.js';
import { allocateLargestRemainder, divideHalfUp, splitProportionally } from './cents.js';
import { isEuCountry } from './countries.js';

/** 100 % in basis points: a rate of 1900 is 19 %. */
export const FULL_RATE = 10_000;
export const STANDARD_CLASS = 'standard';

export interface TaxSettings {
  /** Whether the prices a shop enters include VAT (gross) or not (net). */
  prices: 'net' | 'gross';
  /**
   * Gross shops only. constant_gross: the price shown is what every shopper pays, the tax is the share included at
   * the destination's rate. constant_net: the net at the shop country's rate is kept, the gross follows the destination.
   */
  grossMode: 'constant_gross' | 'constant_net';
  /** line: each line's tax rounded on its own; order: rounded once per rate, then allocated to the lines. */
  rounding: 'line' | 'order';
  /** ISO 3166-1 alpha-2: the origin of the rates for destinations outside every configured zone. */
  shopCountry: string;
}

export interface TaxRate {
  /** The class's code (standard, reduced, zero or a custom one). */
  taxClass: string;
  country: string;
  /** A part of a country with rates of its own; null: the whole country. */
  region: string | null;
  rateBp: number;
}

export interface TaxLineInput {
  /** The unit price in cents, net or gross as the shop enters prices (after any discount of the line). */
  unitCents: number;
  quantity: number;
  taxClass: string;
}

export interface TaxInput {
  lines: readonly TaxLineInput[];
  /** The shipping charge in cents, net or gross as the shop enters prices. */
  shippingCents: number;
  destination: { country: string; region?: string | null };
  settings: TaxSettings;
  rates: readonly TaxRate[];
  /** A buyer with a VAT ID confirmed by VIES: 0 % with a reverse-charge note, outside the shop's own country only. */
  reverseCharge?: boolean;
}

export interface Taxed {
  rateBp: number;
  netCents: number;
  taxCents: number;
  grossCents: number;
}

export interface TaxedLine extends Taxed {
  taxClass: string;
}

export interface TaxResult {
  /** One per input line, in order. */
  lines: TaxedLine[];
  /** The shipping charge split by the goods' rates, highest rate first; empty without shipping. */
  shipping: Taxed[];
  /** Per rate, lines and shipping together, highest rate first: what the invoice lists. */
  breakdown: Taxed[];
  totals: { netCents: number; taxCents: number; grossCents: number };
  /** Whether the reverse charge applied (the invoice then carries the note). */
  reverseCharge: boolean;
  /** destination: its own rates applied; origin: it has none configured, so the shop country's did. */
  zone: 'destination' | 'origin';
}

/** A line or a shipping share on its way through: what was entered, and the rates it is taxed at and was priced at. */
interface Item {
  entered: bigint;
  /** The rate charged. */
  rate: number;
  /** The shop country's rate of the same class: what a gross price includes. */
  origin: number;
  /** Zero-rated by the reverse charge: a gross price is reduced to its net. */
  reverseCharge: boolean;
}

/** Computed from a net (tax on top) or from a gross (tax included). */
type Basis = { kind: 'net' | 'gross'; amount: bigint };

function assertCents(value: number, field: string, positive = false): void {
  if (!Number.isSafeInteger(value) || value < (positive ? 1 : 0))
    throw invalid(`${field} must be a ${positive ? 'positive' : 'non-negative'} whole number`);
}

/** The rate of a class in a country (or one of its regions): the class's own, else the standard class's. */
function rateIn(
  rates: readonly TaxRate[],
  country: string,
  region: string | null,
  taxClass: string,
): number | undefined {
  const find = (cls: string, r: string | null) =>
    rates.find((x) => x.country === country && x.region === r && x.taxClass === cls)?.rateBp;
  const of = (cls: string) => (region !== null ? find(cls, region) : undefined) ?? find(cls, null);
  return of(taxClass) ?? of(STANDARD_CLASS);
}

/** The rates that apply to a destination (docs/tax.md, "Outside every zone"). */
export function resolveZone(rates: readonly TaxRate[], settings: TaxSettings, destination: TaxInput['destination']) {
  const configured = rates.some((r) => r.country === destination.country);
  const country = configured ? destination.country : settings.shopCountry;
  const region = configured ? (destination.region ?? null) : null;
  const must = (rate: number | undefined, where: string, taxClass: string) => {
    if (rate === undefined)
      throw conflict(`No tax rate for class "${taxClass}" in ${where}, and no standard rate there: add one`);
    return rate;
  };
  return {
    zone: configured ? ('destination' as const) : ('origin' as const),
    rateOf: (taxClass: string) => must(rateIn(rates, country, region, taxClass), country, taxClass),
    originRateOf: (taxClass: string) =>
      must(rateIn(rates, settings.shopCountry, null, taxClass), settings.shopCountry, taxClass),
  };
}

/** What an item's tax is computed from (docs/tax.md, "Net and gross prices"). */
function basisOf(item: Item, settings: TaxSettings): Basis {
  if (settings.prices === 'net') return { kind: 'net', amount: item.entered };
  // A gross price keeps its gross in constant-gross shops and wherever it is charged at the rate it was entered with;
  // otherwise (and always under the reverse charge) the net it includes at the shop's rate is taken out first.
  if (!item.reverseCharge && (settings.grossMode === 'constant_gross' || item.rate === item.origin))
    return { kind: 'gross', amount: item.entered };
  const included = divideHalfUp(item.entered * BigInt(item.origin), BigInt(FULL_RATE + item.origin));
  return { kind: 'net', amount: item.entered - included };
}

/** The exact tax of a basis as a fraction over `denominator`. */
function exactTax(basis: Basis, rate: number): { numerator: bigint; denominator: bigint } {
  return {
    numerator: basis.amount * BigInt(rate),
    denominator: BigInt(basis.kind === 'net' ? FULL_RATE : FULL_RATE + rate),
  };
}

function taxed(basis: Basis, rate: number, tax: bigint): Taxed {
  const net = basis.kind === 'net' ? basis.amount : basis.amount - tax;
  return { rateBp: rate, netCents: Number(net), taxCents: Number(tax), grossCents: Number(net + tax) };
}

/** Each item's tax: rounded per item, or once per rate and basis and then allocated by largest remainder of the exact taxes. */
function taxItems(items: readonly Item[], settings: TaxSettings): Taxed[] {
  const bases = items.map((item) => basisOf(item, settings));
  if (settings.rounding === 'line') {
    return items.map((item, i) => {
      const { numerator, denominator } = exactTax(bases[i]!, item.rate);
      return taxed(bases[i]!, item.rate, divideHalfUp(numerator, denominator));
    });
  }
  const result: Taxed[] = new Array(items.length);
  const groups = new Map<string, number[]>();
  items.forEach((item, i) => {
    const key = `${item.rate}:${bases[i]!.kind}`;
    groups.set(key, [...(groups.get(key) ?? []), i]);
  });
  for (const members of groups.values()) {
    const rate = items[members[0]!]!.rate;
    const exact = members.map((i) => exactTax(bases[i]!, rate));
    const { denominator } = exact[0]!;
    const total = divideHalfUp(
      exact.reduce((a, e) => a + e.numerator, 0n),
      denominator,
    );
    allocateLargestRemainder(
      total,
      exact.map((e) => e.numerator),
      denominator,
    ).forEach((tax, j) => {
      result[members[j]!] = taxed(bases[members[j]!]!, rate, tax);
    });
  }
  return result;
}

/**
 * The goods' value per (rate, origin rate), exactly: nets as fractions over one common denominator, so a gross shop's
 * lines weigh by what they are worth without tax (docs/tax.md, "Shipping").
 */
function shippingShares(
  shippingCents: bigint,
  goods: readonly Item[],
  settings: TaxSettings,
  fallback: Omit<Item, 'entered'>,
): Item[] {
  if (shippingCents === 0n) return [];
  const groups = new Map<string, { rate: number; origin: number; items: Item[] }>();
  for (const item of goods) {
    const key = `${item.rate}:${item.origin}`;
    const group = groups.get(key) ?? { rate: item.rate, origin: item.origin, items: [] };
    group.items.push(item);
    groups.set(key, group);
  }
  // Highest rate first: ties of the largest remainder then give the odd cent to the higher rate, never understating tax.
  const ordered = [...groups.values()].sort((a, b) => b.rate - a.rate || b.origin - a.origin);
  const common = ordered.reduce((d, g) => d * BigInt(FULL_RATE + g.rate), 1n);
  const weights = ordered.map((g) =>
    g.items.reduce((sum, item) => {
      const basis = basisOf(item, settings);
      return (
        sum +
        (basis.kind === 'net'
          ? basis.amount * common
          : (basis.amount * BigInt(FULL_RATE) * common) / BigInt(FULL_RATE + item.rate))
      );
    }, 0n),
  );
  if (weights.every((w) => w === 0n)) return [{ ...fallback, entered: shippingCents }];
  return splitProportionally(shippingCents, weights)
    .map((entered, i) => ({ ...fallback, entered, rate: ordered[i]!.rate, origin: ordered[i]!.origin }))
    .filter((share) => share.entered > 0n);
}

function sum(items: readonly Taxed[]) {
  return items.reduce(
    (a, t) => ({
      netCents: a.netCents + t.netCents,
      taxCents: a.taxCents + t.taxCents,
      grossCents: a.grossCents + t.grossCents,
    }),
    { netCents: 0, taxCents: 0, grossCents: 0 },
  );
}

/** Whether a buyer's confirmed VAT ID zero-rates this destination: an EU country other than the shop's own. */
export function reverseChargeApplies(settings: TaxSettings, destinationCountry: string): boolean {
  return (
    destinationCountry !== settings.shopCountry && isEuCountry(destinationCountry) && isEuCountry(settings.shopCountry)
  );
}

export function calculateTax(input: TaxInput): TaxResult {
  const { settings } = input;
  input.lines.forEach((line, i) => {
    assertCents(line.unitCents, `lines[${i}].unitCents`);
    assertCents(line.quantity, `lines[${i}].quantity`, true);
  });
  assertCents(input.shippingCents, 'shippingCents');
  const zone = resolveZone(input.rates, settings, input.destination);
  const reverseCharge = input.reverseCharge === true && reverseChargeApplies(settings, input.destination.country);
  const item = (entered: bigint, taxClass: string): Item => ({
    entered,
    reverseCharge,
    rate: reverseCharge ? 0 : zone.rateOf(taxClass),
    origin: settings.prices === 'gross' ? zone.originRateOf(taxClass) : 0,
  });

  const goods = input.lines.map((line) => item(BigInt(line.unitCents) * BigInt(line.quantity), line.taxClass));
  const { entered: _, ...fallback } = item(0n, STANDARD_CLASS);
  const shipping = shippingShares(BigInt(input.shippingCents), goods, settings, fallback);
  const all = taxItems([...goods, ...shipping], settings);
  const lines = all.slice(0, goods.length).map((t, i) => ({ ...t, taxClass: input.lines[i]!.taxClass }));
  const shippingTaxed = all.slice(goods.length);

  const byRate = new Map<number, Taxed[]>();
  for (const t of all) byRate.set(t.rateBp, [...(byRate.get(t.rateBp) ?? []), t]);
  const breakdown = [...byRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rateBp, items]) => ({ rateBp, ...sum(items) }));
  return { lines, shipping: shippingTaxed, breakdown, totals: sum(all), reverseCharge, zone: zone.zone };
}
