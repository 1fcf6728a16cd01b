import { assertUnchanged, fingerprint, type Expected } from '../../shared/fingerprint.js';
import type { Db } from '../../db/open.js';
import type { SqlDialect } from '../../db/dialect.js';
import type { Clock } from '../../shared/clock.js';
import type { Actor } from '../../shared/actor.js';
import { notFound } from '../../shared/errors.js';
import { fromCents } from '../../shared/money.js';
import { offsetOf, type Page, type PageRequest } from '../../shared/page.js';
import type { Outbox } from '../webhooks/outbox.js';
import type { InventoryService } from '../inventory/inventory.service.js';
import type { VariantsService } from '../variants/variants.service.js';
import { findStockTotals } from '../inventory/inventory.repository.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { MediaCleanup } from '../media/media-cleanup.service.js';
import type { RedirectRules } from '../content/redirects.service.js';
import { findImagesByProductIds } from '../media/product-images.repository.js';
import * as repo from './products.repository.js';
import { toProduct, type Product, type ProductRow, type StoredProduct } from './product.js';
import { createProductWrites, type ChangeNote } from './product-writes.js';
import { createProductVersions } from './product-versions.service.js';
import { createProductBatches } from './product-batches.service.js';
import { createProductPerformance } from './product-performance.js';
import { createViewRecorder } from './product-views.js';

export interface ProductsDeps {
  db: Db;
  dialect: SqlDialect;
  clock: Clock;
  outbox: Outbox;
  inventory: Pick<InventoryService, 'setTotalIn' | 'lowStock'>;
  variants: Pick<VariantsService, 'applyIn' | 'stateIn'>;
  settings: Pick<SettingsService, 'effective'>;
  /** Removes the objects of a deleted product's images after its commit. */
  mediaCleanup: Pick<MediaCleanup, 'queue' | 'removeQueued'>;
  /** The public URL of a storage key. */
  mediaUrl: (key: string) => string;
  redirects: Pick<RedirectRules, 'slugMoved'>;
  /** The plan's product limit (PRODUCT_QUOTA); 0 means none. */
  productQuota: number;
  log: { warn(obj: object, msg: string): void };
}

export interface ListFilter {
  /** Substring of the name or SKU. */
  search?: string;
  status?: string;
  /** A category id, or (not all digits) a category slug. */
  category?: string | number;
  /** With a category: its subcategories' products too. */
  includeSubcategories?: boolean;
}

function toRepoFilter(filter: ListFilter): repo.ProductFilter {
  const { search, status, category, includeSubcategories } = filter;
  const out: repo.ProductFilter = {
    search: search?.trim() || undefined,
    status,
    // Left out when off: a filter of only a search takes the text index's fast path (findProducts).
    includeSubcategories: includeSubcategories || undefined,
  };
  if (typeof category === 'number') out.categoryId = category;
  else if (category !== undefined && category !== '') {
    // Digits beyond the id range cannot name a category; they match nothing instead of failing in SQL.
    if (/^\d+$/.test(category))
      out.categoryId = category.length <= 10 && Number(category) <= 2147483647 ? Number(category) : -1;
    else out.categorySlug = category;
  }
  return out;
}

/** The catalogue: reads for every surface, and the write, version, performance and view use cases composed from their files. */
export function createProductsService(deps: ProductsDeps) {
  const { db, dialect } = deps;
  const writes = createProductWrites(deps);
  const versions = createProductVersions({ db, writes });
  const batches = createProductBatches({ db, clock: deps.clock, writes, log: deps.log });
  const views = createViewRecorder({ db, dialect, clock: deps.clock, log: deps.log });

  /** Rows with their category, stock totals and (optionally) images: three batched queries per page, none per product. */
  async function present(rows: ProductRow[], { images = true } = {}): Promise<Product[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const categoryIds = [...new Set(rows.flatMap((r) => (r.categoryId === null ? [] : [r.categoryId])))];
    const [stock, imageMap, categories] = await Promise.all([
      findStockTotals(db, ids),
      images ? findImagesByProductIds(db, ids, deps.mediaUrl) : new Map(),
      repo.findCategoryRefs(db, categoryIds),
    ]);
    return rows.map((row) => {
      const level = stock.get(row.id);
      return toProduct(row, {
        category: row.categoryId === null ? null : (categories.get(row.categoryId) ?? null),
        stock: { quantity: level?.quantity ?? 0, available: level?.available ?? 0 },
        images: imageMap.get(row.id) ?? [],
      });
    });
  }

  /** One product with the fingerprint of its row, its ETag (shared/fingerprint.ts). */
  async function presentOne(row: ProductRow): Promise<StoredProduct> {
    return { ...(await present([row]))[0]!, fingerprint: fingerprint(row) };
  }

  async function get(id: number): Promise<StoredProduct> {
    const row = await repo.findProductRow(db, id);
    if (!row) throw notFound('Product');
    return presentOne(row);
  }

  return {
    /** One product with category, stock and images; 404 when it does not exist. */
    get,

    /** A product the storefront may show: 404 for hidden ones as for missing ones. */
    async getVisible(id: number): Promise<Product> {
      const row = await repo.findProductRow(db, id);
      if (!row || row.status !== 'active') throw notFound('Product');
      return presentOne(row);
    },

    /** Visible products with the public fields, in id order. */
    async publicList(slice: repo.ProductSlice) {
      const rows = await repo.findPublicProducts(db, slice);
      return rows.map((r) => ({
        id: r.id,
        sku: r.sku,
        name: r.name,
        price: fromCents(Number(r.priceCents)),
        description: r.description,
        brand: r.brand,
      }));
    },

    /** Matching products newest first or in the slice's sort, by limit and offset (admin search). */
    async search(filter: ListFilter, slice: repo.ProductSlice): Promise<{ items: Product[]; total: number }> {
      const { rows, total } = await repo.findProducts(db, dialect, toRepoFilter(filter), slice);
      return { items: await present(rows, { images: false }), total };
    },

    /** Matching products newest first, by page (platform and storefront lists). */
    async list(filter: ListFilter, page: PageRequest, { images = false } = {}): Promise<Page<Product>> {
      const { rows, total } = await repo.findProducts(db, dialect, toRepoFilter(filter), {
        limit: page.limit,
        offset: offsetOf(page),
      });
      return { items: await present(rows, { images }), total, page: page.page, limit: page.limit };
    },

    /** Whether another product than excludeId uses the slug or the SKU. */
    async taken(what: { slug?: string; sku?: string }, excludeId?: number): Promise<boolean> {
      const [slug, sku] = await Promise.all([
        what.slug === undefined ? false : repo.valueTaken(db, 'slug', what.slug.trim(), excludeId),
        what.sku === undefined ? false : repo.valueTaken(db, 'sku', what.sku.trim(), excludeId),
      ]);
      return slug || sku;
    },

    async create(actor: Actor, input: Record<string, unknown>): Promise<Product> {
      return presentOne(await writes.create(actor, input));
    },

    /**
     * Changes the known fields of the input (others are ignored), versioned; answers the product after the change.
     * With `expected`, only while the stored product is one of those states (If-Match).
     */
    async update(
      actor: Actor,
      id: number,
      input: Record<string, unknown>,
      note: ChangeNote = {},
      expected?: Expected,
    ): Promise<StoredProduct> {
      return presentOne(
        await writes.update(
          actor,
          id,
          input,
          note,
          expected && (async (_trx, row) => assertUnchanged(expected, row, 'The product')),
        ),
      );
    },

    remove: writes.remove,
    bulkUpdate: batches.bulkUpdate,
    getBatch: batches.get,
    revertBatch: batches.revert,

    listVersions: versions.listVersions,
    readVersion: versions.readVersion,
    compareVersions: versions.compareVersions,
    async restoreVersion(actor: Actor, productId: number, versionNumber: number): Promise<Product> {
      return presentOne(await versions.restoreVersion(actor, productId, versionNumber));
    },

    performance: createProductPerformance({
      db,
      clock: deps.clock,
      inventory: deps.inventory,
      settings: deps.settings,
    }),

    /** Counts a storefront view; written in batches (see product-views.ts). */
    recordView: views.record,
    flushViews: views.flush,
    /** Writes the buffered views; the HTTP app calls it on close, before the database closes. */
    close: views.close,
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
