// The VAT rates of the 27 EU member states as this repository ships them (docs/tax.md, "The EU rates file").
// Re-check against the European Commission's "Taxes in Europe" database (TEDB),
// https://ec.europa.eu/taxation_customs/tedb/, before relying on them, and update `asOf` with the figures.
// Rates are in basis points (1900 = 19 %). `reduced` lists the reduced rates lowest first; the super-reduced and
// parking rates are kept for shops that set up custom classes, the built-in classes use only `standard` and `reduced`.
// `unsure` marks the countries whose rates changed during 2024–2026 or are about to: read TEDB for them first.
import type { EuCountry } from './countries.js';

export interface CountryVatRates {
  standard: number;
  reduced: readonly number[];
  superReduced?: number;
  parking?: number;
  unsure?: string;
}

export const EU_VAT_RATES_AS_OF = '2026-01-01';
export const EU_VAT_RATES_SOURCE =
  'European Commission, Taxes in Europe database (TEDB): https://ec.europa.eu/taxation_customs/tedb/';

export const EU_VAT_RATES: Readonly<Record<EuCountry, CountryVatRates>> = {
  AT: { standard: 2000, reduced: [1000, 1300] },
  BE: { standard: 2100, reduced: [600, 1200] },
  BG: { standard: 2000, reduced: [900] },
  CY: {
    standard: 1900,
    reduced: [500, 900],
    superReduced: 300,
    unsure: 'a 3 % rate for some goods was introduced recently',
  },
  CZ: { standard: 2100, reduced: [1200], unsure: 'the two reduced rates (10 %, 15 %) were merged into 12 % in 2024' },
  DE: { standard: 1900, reduced: [700] },
  DK: { standard: 2500, reduced: [] },
  EE: {
    standard: 2400,
    reduced: [900, 1300],
    unsure: 'standard rate 22 % → 24 % from 1 July 2025; accommodation 13 % from 2025',
  },
  ES: { standard: 2100, reduced: [1000], superReduced: 400 },
  FI: {
    standard: 2550,
    reduced: [1000, 1350],
    unsure: 'standard 25.5 % since September 2024; 14 % rate lowered to 13.5 % from 2026',
  },
  FR: { standard: 2000, reduced: [550, 1000], superReduced: 210 },
  GR: { standard: 2400, reduced: [600, 1300] },
  HR: { standard: 2500, reduced: [500, 1300] },
  HU: { standard: 2700, reduced: [500, 1800] },
  IE: { standard: 2300, reduced: [900, 1350], superReduced: 480 },
  IT: { standard: 2200, reduced: [500, 1000], superReduced: 400 },
  LT: { standard: 2100, reduced: [500, 900], unsure: 'changes to the reduced rates were announced for 2026' },
  LU: { standard: 1700, reduced: [800], superReduced: 300, parking: 1400 },
  LV: { standard: 2100, reduced: [500, 1200] },
  MT: { standard: 1800, reduced: [500, 700] },
  NL: { standard: 2100, reduced: [900] },
  PL: { standard: 2300, reduced: [500, 800] },
  PT: { standard: 2300, reduced: [600, 1300], parking: 1300 },
  RO: {
    standard: 2100,
    reduced: [1100],
    unsure: 'standard 19 % → 21 % and the 5 % and 9 % rates merged into 11 % from 1 August 2025',
  },
  SE: { standard: 2500, reduced: [600, 1200], unsure: 'food moves from 12 % to 6 % from April 2026 (temporary)' },
  SI: { standard: 2200, reduced: [500, 950] },
  SK: {
    standard: 2300,
    reduced: [500, 1900],
    unsure: 'standard 20 % → 23 % and new reduced rates from 1 January 2025',
  },
};

/**
 * The rate the built-in `reduced` class gets in a country: its lowest reduced rate (a shop selling goods under another
 * reduced rate adds a custom class); a country without reduced rates (Denmark) charges its standard rate.
 */
export function builtInReducedRate(rates: CountryVatRates): number {
  return rates.reduced[0] ?? rates.standard;
}
