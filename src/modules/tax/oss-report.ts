// The One-Stop-Shop report (issue 35, item 9; docs/tax.md, "OSS report"): a quarter's cross-border sales to consumers
// in other member states, per country and rate, as the OSS return asks them. Pure: orders in, rows and CSV out.
import { invalid } from '../../shared/errors.js';
import type { Taxed } from './tax-calculation.js';
import { isEuCountry } from './countries.js';

export interface Quarter {
  from: string;
  /** Exclusive. */
  to: string;
}

/** "2026-Q1" → [2026-01-01, 2026-04-01) UTC; anything else is 400. */
export function parseQuarter(value: string): Quarter {
  const m = /^(\d{4})-Q([1-4])$/.exec(value);
  if (!m || Number(m[1]) < 2000 || Number(m[1]) > 2999)
    throw invalid('quarter must be YYYY-Qn, n 1 to 4 (e.g. 2026-Q1)');
  const year = Number(m[1]);
  const month = (Number(m[2]) - 1) * 3;
  return {
    from: new Date(Date.UTC(year, month, 1)).toISOString(),
    to: new Date(Date.UTC(year, month + 3, 1)).toISOString(),
  };
}

export interface OssOrder {
  /** ISO code of the shipping address (as checkout read it); names and non-EU codes are not OSS sales. */
  country: string;
  breakdown: Taxed[];
}

export interface OssRow {
  country: string;
  rateBp: number;
  orders: number;
  netCents: number;
  taxCents: number;
  grossCents: number;
}

/** Per destination country other than the shop's (EU only) and rate, in country and then descending rate order. */
export function ossRows(orders: readonly OssOrder[], shopCountry: string): OssRow[] {
  const rows = new Map<string, OssRow>();
  for (const order of orders) {
    if (order.country === shopCountry || !isEuCountry(order.country)) continue;
    for (const t of order.breakdown) {
      const key = `${order.country}:${t.rateBp}`;
      const row = rows.get(key) ?? {
        country: order.country,
        rateBp: t.rateBp,
        orders: 0,
        netCents: 0,
        taxCents: 0,
        grossCents: 0,
      };
      row.orders += 1;
      row.netCents += t.netCents;
      row.taxCents += t.taxCents;
      row.grossCents += t.grossCents;
      rows.set(key, row);
    }
  }
  return [...rows.values()].sort((a, b) => a.country.localeCompare(b.country) || b.rateBp - a.rateBp);
}

const eur = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/** Amounts in EUR with two decimals (exact: from cents, no floating point), the rate in percent. */
export function ossCsv(rows: readonly OssRow[]): string {
  const lines = ['country,rate,orders,net,vat,gross'];
  for (const r of rows)
    lines.push(`${r.country},${r.rateBp / 100},${r.orders},${eur(r.netCents)},${eur(r.taxCents)},${eur(r.grossCents)}`);
  return lines.join('\r\n') + '\r\n';
}
