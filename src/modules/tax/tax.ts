// Tax classes, rates and settings as the domain shows them.
import { invalid } from '../../shared/errors.js';
import type { ClassRow, RateRow } from './tax.repository.js';
import type { TaxSettings } from './tax-calculation.js';

export const BUILT_IN_CLASSES = ['standard', 'reduced', 'zero'] as const;

/**
 * Rounded per line by default (issue 35): a line's tax never depends on what else is in the cart; per order (once per
 * rate) is the setting for shops whose invoices must show each rate's tax as its net times the rate (docs/tax.md).
 */
export const DEFAULT_TAX_SETTINGS: TaxSettings = {
  prices: 'gross',
  grossMode: 'constant_gross',
  rounding: 'line',
  shopCountry: 'DE',
};

export interface TaxClass {
  id: number;
  code: string;
  name: string;
  builtIn: boolean;
  rateCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface TaxRateView {
  id: number;
  taxClassId: number;
  taxClassCode: string;
  country: string;
  /** null: the whole country. */
  region: string | null;
  /** Percent, at most two decimals (19, 5.5, 25.5). */
  rate: number;
  createdAt: string;
  updatedAt: string;
}

/** A rate in percent (at most two decimals, 0–100) to basis points; more decimals are refused rather than rounded. */
export function toBasisPoints(percent: number, field = 'rate'): number {
  const bp = Math.round(percent * 100);
  if (!Number.isFinite(percent) || Math.abs(percent * 100 - bp) > 1e-6)
    throw invalid(`${field} must be a percentage with at most 2 decimals`);
  if (bp < 0 || bp > 10_000) throw invalid(`${field} must be between 0 and 100 %`);
  return bp;
}

export function rowToClass(row: ClassRow): TaxClass {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    builtIn: row.builtIn === 1,
    rateCount: Number(row.rateCount),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function rowToRate(row: RateRow): TaxRateView {
  return {
    id: row.id,
    taxClassId: row.taxClassId,
    taxClassCode: row.taxClassCode,
    country: row.country,
    region: row.region === '' ? null : row.region,
    rate: row.rateBp / 100,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** How a zone is named in messages: DE, or ES-CN for a region. */
export function zoneName(zone: { country: string; region: string }): string {
  return zone.region ? `${zone.country}-${zone.region}` : zone.country;
}
