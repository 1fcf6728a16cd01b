import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as m0001 from './migrations/0001_foundation.js';
import * as m0002 from './migrations/0002_catalogue.js';
import * as m0004 from './migrations/0004_inventory_indexes.js';
import * as m0005 from './migrations/0005_bench_indexes.js';
import * as m0007 from './migrations/0007_orders.js';
import * as m0008 from './migrations/0008_customers.js';
import * as m0009 from './migrations/0009_content.js';
import * as m0010 from './migrations/0010_instance_secrets.js';
import * as m0011 from './migrations/0011_product_list_indexes.js';
import * as m0012 from './migrations/0012_product_search.js';
import * as m0014 from './migrations/0014_webhook_manual.js';
import * as m0015 from './migrations/0015_product_counts.js';
import * as m0016 from './migrations/0016_orders_guest_index.js';
import * as m0018 from './migrations/0018_guest_customers.js';
import * as m0019 from './migrations/0019_order_search.js';
import * as m0020 from './migrations/0020_order_day_counts.js';
import * as m0021 from './migrations/0021_customer_day_counts.js';
import * as m0022 from './migrations/0022_order_list_indexes.js';
import * as m0025 from './migrations/0025_idempotency_keys.js';
import * as m0026 from './migrations/0026_hashed_session_ids.js';
import * as m0027 from './migrations/0027_inventory_movements.js';
import * as m0028 from './migrations/0028_audit_log.js';
import * as m0030 from './migrations/0030_product_batches.js';
import * as m0031 from './migrations/0031_webhook_outages.js';
import * as m0032 from './migrations/0032_redirect_hits.js';
import * as m0033 from './migrations/0033_api_key_expiry.js';
import * as m0035 from './migrations/0035_order_items_quantity.js';
import * as m0036 from './migrations/0036_data_versions.js';
import * as m0037 from './migrations/0037_orders_customer_stats.js';
import * as m0038 from './migrations/0038_access_versions.js';
import * as m0039 from './migrations/0039_hour_counts.js';
import * as m0040 from './migrations/0040_orders_list_covering.js';
import * as m0041 from './migrations/0041_customer_list_stats.js';
import * as m0042 from './migrations/0042_order_item_count.js';
import * as m0043 from './migrations/0043_settings_versions.js';
import * as m0044 from './migrations/0044_counts_at_commit.js';
import * as m0045 from './migrations/0045_guest_rows_locked.js';
import * as m0046 from './migrations/0046_data_epoch.js';
import * as m0055 from './migrations/0055_saved_views.js';
import * as m0056 from './migrations/0056_not_found_paths.js';
import * as m0060 from './migrations/0060_media_deletions.js';
import * as m0061 from './migrations/0061_webhook_last_failure.js';
import * as m0062 from './migrations/0062_product_list_sort.js';
import * as m0063 from './migrations/0063_refresh_successors.js';
import * as m0070 from './migrations/0070_variants.js';
import * as m0080 from './migrations/0080_tax.js';
import * as m0081 from './migrations/0081_order_tax.js';
import * as m0090 from './migrations/0090_promotions.js';
import * as m0091 from './migrations/0091_order_discounts.js';
import * as m0110 from './migrations/0110_vat_ids.js';
import * as m0111 from './migrations/0111_price_history.js';
import * as m0112 from './migrations/0112_group_prices.js';
import * as m0120 from './migrations/0120_promotion_report.js';
import * as m0130 from './migrations/0130_return_refund_amount.js';
import * as m0150 from './migrations/0150_order_discount_names.js';
import * as m0160 from './migrations/0160_promotion_redemptions_code.js';
import * as m0170 from './migrations/0170_config_versions.js';
import * as m0171 from './migrations/0171_order_export_cells.js';
import * as m0172 from './migrations/0172_drop_product_available_index.js';
import * as m0173 from './migrations/0173_promotion_versions.js';
import * as m0174 from './migrations/0174_export_cells_line_end.js';

// Listed explicitly rather than read from disk, so the same code runs under tsx and from a bundle.
export const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0002_catalogue': m0002,
  '0004_inventory_indexes': m0004,
  '0005_bench_indexes': m0005,
  '0007_orders': m0007,
  '0008_customers': m0008,
  '0009_content': m0009,
  '0010_instance_secrets': m0010,
  '0011_product_list_indexes': m0011,
  '0012_product_search': m0012,
  '0014_webhook_manual': m0014,
  '0015_product_counts': m0015,
  '0016_orders_guest_index': m0016,
  '0018_guest_customers': m0018,
  '0019_order_search': m0019,
  '0020_order_day_counts': m0020,
  '0021_customer_day_counts': m0021,
  '0022_order_list_indexes': m0022,
  '0025_idempotency_keys': m0025,
  '0026_hashed_session_ids': m0026,
  '0027_inventory_movements': m0027,
  '0028_audit_log': m0028,
  '0030_product_batches': m0030,
  '0031_webhook_outages': m0031,
  '0032_redirect_hits': m0032,
  '0033_api_key_expiry': m0033,
  '0035_order_items_quantity': m0035,
  '0036_data_versions': m0036,
  '0037_orders_customer_stats': m0037,
  '0038_access_versions': m0038,
  '0039_hour_counts': m0039,
  '0040_orders_list_covering': m0040,
  '0041_customer_list_stats': m0041,
  '0042_order_item_count': m0042,
  '0043_settings_versions': m0043,
  '0044_counts_at_commit': m0044,
  '0045_guest_rows_locked': m0045,
  '0046_data_epoch': m0046,
  '0055_saved_views': m0055,
  '0056_not_found_paths': m0056,
  '0060_media_deletions': m0060,
  '0061_webhook_last_failure': m0061,
  '0062_product_list_sort': m0062,
  '0063_refresh_successors': m0063,
  '0070_variants': m0070,
  '0080_tax': m0080,
  '0081_order_tax': m0081,
  '0090_promotions': m0090,
  '0091_order_discounts': m0091,
  '0110_vat_ids': m0110,
  '0111_price_history': m0111,
  '0112_group_prices': m0112,
  '0120_promotion_report': m0120,
  '0130_return_refund_amount': m0130,
  '0150_order_discount_names': m0150,
  '0160_promotion_redemptions_code': m0160,
  '0170_config_versions': m0170,
  '0171_order_export_cells': m0171,
  '0172_drop_product_available_index': m0172,
  '0173_promotion_versions': m0173,
  '0174_export_cells_line_end': m0174,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  // Unordered: modules add numbered migrations independently; each applies once whatever order they land in.
  // On PostgreSQL the migrator sees only the current schema (see postgres-introspector.ts).
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  // Checked by reading first: migrating takes the write lock, which another process (a worker, a long write) may hold.
  if ((await migrator.getMigrations()).every((m) => m.executedAt)) return [];
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const cause = error instanceof Error ? error : new Error(String(error));
    const failed = results?.find((r) => r.status === 'Error');
    throw failed ? new Error(`migration ${failed.migrationName} failed: ${cause.message}`, { cause }) : cause;
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
