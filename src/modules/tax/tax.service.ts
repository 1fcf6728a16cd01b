import type { Db } from '../../db/open.js';
import { keptUntilChanged } from '../../db/data-versions.js';
import type { SqlDialect } from '../../db/dialect.js';
import { mergeDocument, readDocument } from '../../db/json-document.js';
import type { Clock } from '../../shared/clock.js';
import { conflict, invalid, notFound } from '../../shared/errors.js';
import { assertUnchanged, type Expected } from '../../shared/fingerprint.js';
import type { Page, PageRequest } from '../../shared/page.js';
import { record } from '../audit/audit.js';
import { EU_COUNTRIES, isCountryCode } from './countries.js';
import { EU_VAT_RATES, EU_VAT_RATES_AS_OF, EU_VAT_RATES_SOURCE, builtInReducedRate } from './eu-vat-rates.js';
import {
  STANDARD_CLASS,
  calculateTax,
  reverseChargeApplies,
  type TaxRate,
  type TaxResult,
  type TaxSettings,
} from './tax-calculation.js';
import * as repo from './tax.repository.js';
import {
  BUILT_IN_CLASSES,
  DEFAULT_TAX_SETTINGS,
  rowToClass,
  rowToRate,
  toBasisPoints,
  zoneName,
  type TaxClass,
  type TaxRateView,
} from './tax.js';
import { SPENT_STATUSES } from '../customers/customer.js';
import { destinationCountry, legacyTaxed } from '../orders/order-tax.js';
import { ossCsv, ossRows, parseQuarter } from './oss-report.js';
import type { Taxed } from './tax-calculation.js';
import { parseVatId } from './vat-id.js';
import type { ViesClient, ViesResult } from './vies.js';

export interface RateInput {
  taxClassId: number;
  country: string;
  region?: string | null;
  /** Percent, 0–100, at most two decimals. */
  rate: number;
}

/** An order line as checkout will hand it over: the variant's price and its product's tax class (null: standard). */
export interface QuoteLine {
  unitCents: number;
  quantity: number;
  taxClassId: number | null;
}

export interface QuoteInput {
  lines: readonly QuoteLine[];
  shippingCents: number;
  destination: { country: string; region?: string | null };
  /** Only with a VAT ID VIES confirmed (status 'valid'); an unconfirmed one charges VAT. */
  reverseCharge?: boolean;
}

/** What a buyer's VAT ID means for an order's tax (docs/tax.md, "B2B and the reverse charge"). */
export interface VatIdCheck {
  /** Normalized (ATU12345678). */
  vatId: string;
  /** What VIES said; null when it was not asked, because no reverse charge could apply (a domestic sale). */
  status: ViesResult['status'] | null;
  /** Only for an ID VIES confirmed, of another member state than the shop's, shipped to another member state. */
  reverseCharge: boolean;
  /** Why staff should check the order's tax: VIES did not confirm the ID, so VAT was charged. */
  review: string | null;
}

function country(code: string, field = 'country'): string {
  if (!isCountryCode(code)) throw invalid(`${field}: "${code}" is not an ISO 3166-1 alpha-2 country code`);
  return code;
}

interface TaxTables {
  codeOf: Map<number, string>;
  rates: TaxRate[];
  settings: TaxSettings;
}

const keptTables = keptUntilChanged<TaxTables>('config', 1);

export function createTaxService({
  db,
  dialect,
  clock,
  vies,
}: {
  db: Db;
  dialect: SqlDialect;
  clock: Clock;
  vies: ViesClient;
}) {
  async function settings(executor: Db = db): Promise<TaxSettings> {
    return { ...DEFAULT_TAX_SETTINGS, ...(await readDocument<TaxSettings>(executor, 'taxSettings')) };
  }

  /**
   * What a quote prices with, read again only after one of them changed (the `config` counter, migration 0170).
   * `asOf`: keptUntilChanged's.
   */
  function taxTables(asOf?: number): Promise<TaxTables> {
    return keptTables(
      db,
      'tables',
      async () => {
        const [classes, rates, current] = await Promise.all([
          repo.findClassCodes(db),
          repo.findAllRates(db),
          settings(),
        ]);
        return {
          codeOf: new Map(classes.map((c) => [c.id, c.code])),
          rates: rates.map((r) => ({
            taxClass: r.taxClassCode,
            country: r.country,
            region: r.region === '' ? null : r.region,
            rateBp: r.rateBp,
          })),
          settings: current,
        };
      },
      asOf,
    );
  }

  async function classOrThrow(id: number): Promise<TaxClass> {
    const row = await repo.findClass(db, id);
    if (!row) throw notFound('Tax class');
    return rowToClass(row);
  }

  async function rateOrThrow(id: number): Promise<TaxRateView> {
    const row = await repo.findRate(db, id);
    if (!row) throw notFound('Tax rate');
    return rowToRate(row);
  }

  /** Turns the database's refusals of a rate write into answers naming the field or the rate in the way. */
  async function rateWrite<T>(
    zone: { taxClassId: number; country: string; region: string },
    write: () => Promise<T>,
  ): Promise<T> {
    try {
      return await write();
    } catch (e) {
      if (dialect.isForeignKeyViolation(e)) throw invalid('taxClassId: tax class not found');
      if (dialect.isUniqueViolation(e)) {
        const existing = await repo.findRateAt(db, zone);
        throw conflict(
          `Class ${zone.taxClassId} has a rate in ${zoneName(zone)} already${existing ? ` (rate ${existing.id})` : ''}: change that one`,
        );
      }
      throw e;
    }
  }

  /** The shop country's standard rate is what every order outside the configured zones is taxed at (docs/tax.md). */
  async function assertNotTheFallback(
    rate: { taxClassId: number; country: string; region: string },
    doing: string,
  ): Promise<void> {
    const { shopCountry } = await settings();
    if (rate.country !== shopCountry || rate.region !== '') return;
    const standard = (await repo.findClassCodes(db)).find((c) => c.code === STANDARD_CLASS);
    if (standard?.id === rate.taxClassId)
      throw conflict(
        `The tax settings use this rate: ${shopCountry}'s standard rate is the fallback of every order (shopCountry); ${doing} another country's or change shopCountry first`,
      );
  }

  return {
    settings,

    /** Fields left out keep their value; the shop country must have a standard rate. With `expected`, only while the settings are as read. */
    async updateSettings(patch: Partial<TaxSettings>, expected?: Expected): Promise<TaxSettings> {
      if (patch.shopCountry !== undefined) {
        country(patch.shopCountry, 'shopCountry');
        const standard = (await repo.findClassCodes(db)).find((c) => c.code === STANDARD_CLASS)!;
        if (!(await repo.findRateAt(db, { taxClassId: standard.id, country: patch.shopCountry, region: '' }))) {
          throw conflict(`shopCountry: ${patch.shopCountry} has no standard rate; add one first`);
        }
      }
      return mergeDocument(
        db,
        dialect,
        'taxSettings',
        DEFAULT_TAX_SETTINGS,
        patch,
        clock.now().toISOString(),
        (trx, before, after) =>
          record(trx, { entityType: 'tax_settings', entityId: 'shop', action: 'update', before, after }),
        (before) => assertUnchanged(expected, before, 'The tax settings'),
      );
    },

    listClasses: async (page: PageRequest): Promise<Page<TaxClass>> => {
      const result = await repo.findClasses(db, page);
      return { ...result, items: result.items.map(rowToClass) };
    },

    getClass: classOrThrow,

    async createClass(input: { code: string; name: string }): Promise<TaxClass> {
      const now = clock.now().toISOString();
      const name = input.name.trim();
      if (!name) throw invalid('name must not be empty');
      try {
        const row = await db.transaction().execute(async (trx) => {
          const inserted = await repo.insertClass(trx, {
            code: input.code,
            name,
            builtIn: 0,
            createdAt: now,
            updatedAt: now,
          });
          await record(trx, { entityType: 'tax_class', entityId: inserted.id, action: 'create', after: inserted });
          return inserted;
        });
        return classOrThrow(row.id);
      } catch (e) {
        if (dialect.isUniqueViolation(e)) throw conflict(`A tax class with code "${input.code}" exists already`);
        throw e;
      }
    },

    /** Renames a class; its code stays what rates and products refer to it by. */
    async updateClass(id: number, input: { name?: string }): Promise<TaxClass> {
      if (input.name !== undefined) {
        const name = input.name.trim();
        if (!name) throw invalid('name must not be empty');
        await db.transaction().execute(async (trx) => {
          const before = await repo.findClassRow(trx, id);
          if (!before) throw notFound('Tax class');
          const after = await repo.updateClass(trx, id, { name, updatedAt: clock.now().toISOString() });
          await record(trx, { entityType: 'tax_class', entityId: id, action: 'update', before, after });
        });
      }
      return classOrThrow(id);
    },

    /** Deletes a custom class nobody uses: no rate and no product (the 409 names them; products.tax_class_id also refuses it). */
    async deleteClass(id: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const row = await repo.findClassRow(trx, id);
        if (!row) throw notFound('Tax class');
        if (row.builtIn === 1) throw conflict(`"${row.code}" is a built-in class: the tax calculation relies on it`);
        const zones = await repo.findRateZonesOfClass(trx, id);
        if (zones.length > 0)
          throw conflict(
            `Tax class "${row.code}" is used by ${zones.length} rate${zones.length === 1 ? '' : 's'} (${zones.map(zoneName).join(', ')}): delete them first`,
          );
        const products = await repo.countProductsOfClass(trx, id);
        if (products > 0)
          throw conflict(
            `Tax class "${row.code}" is used by ${products} product${products === 1 ? '' : 's'}: give them another class first`,
          );
        await repo.deleteClass(trx, id);
        await record(trx, { entityType: 'tax_class', entityId: id, action: 'delete', before: row });
      });
    },

    listRates: async (filter: repo.RateFilter, page: PageRequest): Promise<Page<TaxRateView>> => {
      const result = await repo.findRates(db, filter, page);
      return { ...result, items: result.items.map(rowToRate) };
    },

    getRate: rateOrThrow,

    async createRate(input: RateInput): Promise<TaxRateView> {
      const now = clock.now().toISOString();
      const values = {
        taxClassId: input.taxClassId,
        country: country(input.country),
        region: input.region ?? '',
        rateBp: toBasisPoints(input.rate),
        createdAt: now,
        updatedAt: now,
      };
      const row = await rateWrite(values, () =>
        db.transaction().execute(async (trx) => {
          const inserted = await repo.insertRate(trx, values);
          await record(trx, { entityType: 'tax_rate', entityId: inserted.id, action: 'create', after: inserted });
          return inserted;
        }),
      );
      return rateOrThrow(row.id);
    },

    /** Changes the fields sent; moving the shop country's standard rate elsewhere is refused like deleting it. */
    async updateRate(id: number, input: Partial<RateInput>): Promise<TaxRateView> {
      const current = await repo.findRateRow(db, id);
      if (!current) throw notFound('Tax rate');
      const changes = {
        ...(input.taxClassId !== undefined ? { taxClassId: input.taxClassId } : {}),
        ...(input.country !== undefined ? { country: country(input.country) } : {}),
        ...(input.region !== undefined ? { region: input.region ?? '' } : {}),
        ...(input.rate !== undefined ? { rateBp: toBasisPoints(input.rate) } : {}),
        updatedAt: clock.now().toISOString(),
      };
      const next = { ...current, ...changes };
      if (next.taxClassId !== current.taxClassId || next.country !== current.country || next.region !== current.region)
        await assertNotTheFallback(current, 'move');
      await rateWrite(next, () =>
        db.transaction().execute(async (trx) => {
          const before = await repo.findRateRow(trx, id);
          if (!before) throw notFound('Tax rate');
          const after = await repo.updateRate(trx, id, changes);
          await record(trx, { entityType: 'tax_rate', entityId: id, action: 'update', before, after });
        }),
      );
      return rateOrThrow(id);
    },

    async deleteRate(id: number): Promise<void> {
      const current = await repo.findRateRow(db, id);
      if (!current) throw notFound('Tax rate');
      await assertNotTheFallback(current, 'delete');
      await db.transaction().execute(async (trx) => {
        const before = await repo.deleteRate(trx, id);
        if (!before) throw notFound('Tax rate');
        await record(trx, { entityType: 'tax_rate', entityId: id, action: 'delete', before });
      });
    },

    /**
     * Sets the built-in classes' rates of the 27 member states from the shipped file (eu-vat-rates.ts): missing ones
     * are added, different ones changed, custom classes and regions left alone. Run it again after an update of the file.
     */
    async importEuRates() {
      const now = clock.now().toISOString();
      const counts = { created: 0, updated: 0, unchanged: 0 };
      await db.transaction().execute(async (trx) => {
        const ids = new Map((await repo.findClassCodes(trx)).filter((c) => c.builtIn === 1).map((c) => [c.code, c.id]));
        for (const code of EU_COUNTRIES) {
          const rates = EU_VAT_RATES[code];
          const wanted: Record<(typeof BUILT_IN_CLASSES)[number], number> = {
            standard: rates.standard,
            reduced: builtInReducedRate(rates),
            zero: 0,
          };
          for (const cls of BUILT_IN_CLASSES) {
            const zone = { taxClassId: ids.get(cls)!, country: code, region: '' };
            const before = await repo.findRateAt(trx, zone);
            if (!before) {
              const after = await repo.insertRate(trx, {
                ...zone,
                rateBp: wanted[cls],
                createdAt: now,
                updatedAt: now,
              });
              await record(trx, { entityType: 'tax_rate', entityId: after.id, action: 'create', after });
              counts.created++;
            } else if (before.rateBp !== wanted[cls]) {
              const after = await repo.updateRate(trx, before.id, { rateBp: wanted[cls], updatedAt: now });
              await record(trx, { entityType: 'tax_rate', entityId: before.id, action: 'update', before, after });
              counts.updated++;
            } else counts.unchanged++;
          }
        }
      });
      return { asOf: EU_VAT_RATES_AS_OF, source: EU_VAT_RATES_SOURCE, ...counts };
    },

    /**
     * The tax of an order as configured now: what checkout calls once variants are the unit of sale (docs/tax.md,
     * "Checkout"). Amounts in cents, net or gross as the shop's settings say prices are entered. `asOf`: the tables
     * as of then or later (keptUntilChanged).
     */
    async quote(input: QuoteInput, asOf?: number): Promise<TaxResult> {
      const { codeOf, rates, settings: current } = await taxTables(asOf);
      return calculateTax({
        lines: input.lines.map((line) => {
          const taxClass = line.taxClassId === null ? STANDARD_CLASS : codeOf.get(line.taxClassId);
          if (taxClass === undefined) throw invalid(`taxClassId: tax class ${line.taxClassId} not found`);
          return { unitCents: line.unitCents, quantity: line.quantity, taxClass };
        }),
        shippingCents: input.shippingCents,
        destination: input.destination,
        settings: current,
        rates,
        reverseCharge: input.reverseCharge,
      });
    },

    /**
     * The OSS report of a quarter ("2026-Q1"; 400 otherwise) as CSV: sales to consumers in other member states per
     * country and rate, from the breakdown each order keeps, so its tax column sums to those orders' tax exactly.
     */
    async ossReport(quarter: string): Promise<string> {
      const range = parseQuarter(quarter);
      const [{ shopCountry }, orders] = await Promise.all([settings(), repo.findOssOrders(db, range, SPENT_STATUSES)]);
      const rows = ossRows(
        orders.map((o) => ({
          country: destinationCountry((JSON.parse(o.shippingAddress) as { country?: string }).country ?? ''),
          breakdown:
            o.taxLines === null
              ? [legacyTaxed(Number(o.totalCents), Number(o.taxCents))]
              : (JSON.parse(o.taxLines) as Taxed[]),
        })),
        shopCountry,
      );
      return ossCsv(rows);
    },

    /** Format (400 when malformed), then VIES: valid, invalid, or unconfirmed when VIES could not say. */
    checkVatId: (vatId: string): Promise<ViesResult> => vies.check(vatId),

    /**
     * A VAT ID given at checkout for goods shipped to `destination`: 400 when malformed; VIES is asked only where the
     * reverse charge could apply (destination and ID of member states other than the shop's). Never zero-rates an ID
     * VIES did not confirm: VAT is charged and the order flagged for staff.
     */
    async checkBuyerVatId(input: string, destination: string): Promise<VatIdCheck> {
      const parsed = parseVatId(input);
      if (!parsed.ok) throw invalid(`vatId: ${parsed.reason}`);
      const current = await settings();
      const vatId = parsed.vatId.normalized;
      if (parsed.vatId.country === current.shopCountry || !reverseChargeApplies(current, destination))
        return { vatId, status: null, reverseCharge: false, review: null };
      const result = await vies.check(vatId);
      if (result.status === 'valid') return { vatId, status: 'valid', reverseCharge: true, review: null };
      const review =
        result.status === 'unconfirmed'
          ? `VIES could not confirm VAT ID ${vatId} (${result.reason}): VAT charged`
          : `VIES says VAT ID ${vatId} is not valid: VAT charged`;
      return { vatId, status: result.status, reverseCharge: false, review };
    },
  };
}

export type TaxService = ReturnType<typeof createTaxService>;
