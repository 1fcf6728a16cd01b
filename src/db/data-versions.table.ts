/** Change counters per group of tables, kept by triggers (migration 0036); what the response cache checks. */
export interface DataVersionsTable {
  id: number;
  /** Replaced by a restore and by shop_bump_versions() (0046): part of every cached answer's stamp. */
  epoch: string;
  catalog: number;
  sales: number;
  access: number;
  config: number;
}

export interface DataVersionTables {
  dataVersions: DataVersionsTable;
}
