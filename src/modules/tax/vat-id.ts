// The format of EU VAT identification numbers, per member state, as VIES publishes it (docs/tax.md, "VAT IDs").
// Only the shape is checked here (no check digits): VIES confirms that a number exists.
import type { EuCountry } from './countries.js';

/** The VAT prefix of each member state: its ISO code, but EL for Greece. */
const PREFIX_OF: Readonly<Record<EuCountry, string>> = {
  AT: 'AT',
  BE: 'BE',
  BG: 'BG',
  CY: 'CY',
  CZ: 'CZ',
  DE: 'DE',
  DK: 'DK',
  EE: 'EE',
  ES: 'ES',
  FI: 'FI',
  FR: 'FR',
  GR: 'EL',
  HR: 'HR',
  HU: 'HU',
  IE: 'IE',
  IT: 'IT',
  LT: 'LT',
  LU: 'LU',
  LV: 'LV',
  MT: 'MT',
  NL: 'NL',
  PL: 'PL',
  PT: 'PT',
  RO: 'RO',
  SE: 'SE',
  SI: 'SI',
  SK: 'SK',
};

/** The number after the prefix. */
const FORMAT: Readonly<Record<EuCountry, RegExp>> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  GR: /^\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^[1-9]\d{1,9}$/,
  SE: /^\d{10}01$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
};

const COUNTRY_OF_PREFIX = new Map(Object.entries(PREFIX_OF).map(([country, prefix]) => [prefix, country as EuCountry]));

export interface VatId {
  /** ISO 3166-1 alpha-2 of the member state (GR for Greece). */
  country: EuCountry;
  /** The prefix VIES expects (EL for Greece). */
  prefix: string;
  number: string;
  /** prefix + number, without spaces or punctuation: how it is stored and shown. */
  normalized: string;
}

export type VatIdParse = { ok: true; vatId: VatId } | { ok: false; reason: string };

/** Reads a VAT ID as people write it (spaces, dots, dashes, lower case), checking its prefix and its country's format. */
export function parseVatId(input: string): VatIdParse {
  const compact = input.toUpperCase().replace(/[\s.\-/]/g, '');
  const prefix = compact.slice(0, 2);
  const number = compact.slice(2);
  if (prefix === 'GR') return { ok: false, reason: 'Greek VAT IDs start with EL, not GR' };
  const country = COUNTRY_OF_PREFIX.get(prefix);
  if (!country) return { ok: false, reason: `"${prefix}" is not the VAT prefix of an EU member state` };
  if (!FORMAT[country].test(number))
    return { ok: false, reason: `${number || 'an empty number'} is not the format of VAT IDs from ${prefix}` };
  return { ok: true, vatId: { country, prefix, number, normalized: prefix + number } };
}
