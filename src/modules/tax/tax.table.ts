import type { Generated } from 'kysely';

export interface TaxClassesTable {
  id: Generated<number>;
  /** What the calculation and, later, products refer to the class by: standard, reduced, zero or a custom one. */
  code: string;
  name: string;
  /** standard, reduced and zero: the calculation relies on them, so they cannot be deleted. */
  builtIn: Generated<number>;
  createdAt: string;
  updatedAt: string;
}

export interface TaxRatesTable {
  id: Generated<number>;
  taxClassId: number;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** '' for the whole country. */
  region: Generated<string>;
  /** Basis points: 1900 = 19 %. */
  rateBp: number;
  createdAt: string;
  updatedAt: string;
}

export interface TaxSettingsTable {
  id: number;
  data: string;
  updatedAt: string;
}

export interface TaxTables {
  taxClasses: TaxClassesTable;
  taxRates: TaxRatesTable;
  taxSettings: TaxSettingsTable;
}
