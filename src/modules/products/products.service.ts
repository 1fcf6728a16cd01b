import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Db } from '../../db/open.js';
import type { SqlDialect } from '../../db/dialect.js';
import type { Clock } from '../../shared/clock.js';
import { describeActor, type Actor } from '../../shared/actor.js';
import { DomainError, conflict, invalid, notFound } from '../../shared/errors.js';
import { fromCents, toCents } from '../../shared/money.js';
import { randomToken } from '../../shared/secrets.js';
import { slugify, withFreeSlug } from '../../shared/slug.js';
import type { Outbox } from '../webhooks/outbox.js';
import type { InventoryService } from '../inventory/inventory.service.js';
import type { MediaStorage } from '../media/media-storage.js';
import { deleteMediaOfProduct } from '../media/product-images.repository.js';
import * as repo from './products.repository.js';
import { derivedSeo, eventData, snapshotOf, type Product, type ProductChanges, type ProductRow, type ProductStatus } from './product.js';

export interface ProductsDeps {
  db: Db;
  dialect: SqlDialect;
  clock: Clock;
  outbox: Outbox;
  inventory: InventoryService;
  storage: MediaStorage;
  productQuota: number;
}

export interface VersionNote {
  changeReason?: string | null;
  batchId?: string | null;
}

export type NewProduct = ProductChanges & { name: string; price: number };

const skuExists = () => new DomainError('conflict', 'SKU_EXISTS', 'A product with this SKU exists');

function requiredText(value: string, field: string): string {
  const text = value.trim();
  if (!text) throw invalid(`${field} must not be empty`);
  return text;
}

/** Visibility: an explicit status wins; isHidden true hides an active product as a draft, false shows it. */
function nextStatus(current: string, changes: ProductChanges): ProductStatus | undefined {
  if (changes.status !== undefined) return changes.status;
  if (changes.isHidden === undefined) return undefined;
  if (!changes.isHidden) return 'active';
  return current === 'active' ? 'draft' : (current as ProductStatus);
}

export function createProductsService(deps: ProductsDeps) {
  const { db, dialect, clock, outbox, inventory, storage } = deps;

  async function get(id: number): Promise<Product> {
    const row = await repo.findProductRow(db, id);
    if (!row) throw notFound('Product');
    return (await repo.withDetails(db, [row]))[0]!;
  }

  async function assertCategory(executor: Db, categoryId: number | null | undefined) {
    if (categoryId !== undefined && categoryId !== null && !(await repo.categoryExists(executor, categoryId))) throw invalid(`Category ${categoryId} does not exist`);
  }

  /**
   * Applies a change inside the caller's transaction: the prior state is stored as the next version
   * first, SEO metadata that was derived (not written by the operator) follows the new name and
   * description, stock goes through the inventory, and product.updated is emitted with the change.
   */
  async function applyChanges(trx: Transaction<Database>, actor: Actor, id: number, changes: ProductChanges, note: VersionNote): Promise<void> {
    const row = await repo.lockProductRow(trx, dialect, id);
    if (!row) throw notFound('Product');
    const before = (await repo.withDetails(trx, [row], false))[0]!;
    const now = clock.now().toISOString();
    await trx
      .insertInto('productVersions')
      .values({
        productId: id,
        versionNumber: await repo.nextVersionNumber(trx, id),
        snapshot: JSON.stringify(snapshotOf(before)),
        changedBy: describeActor(actor),
        changeReason: note.changeReason ?? null,
        batchId: note.batchId ?? null,
        createdAt: now,
      })
      .execute();

    const set: Partial<ProductRow> = {};
    if (changes.name !== undefined) set.name = requiredText(changes.name, 'name');
    if (changes.sku !== undefined && changes.sku.trim() !== row.sku) {
      set.sku = requiredText(changes.sku, 'sku');
      if (await repo.valueTaken(trx, 'sku', set.sku, id)) throw skuExists();
    }
    if (changes.slug !== undefined) {
      set.slug = slugify(changes.slug, 'product');
      if (await repo.valueTaken(trx, 'slug', set.slug, id)) throw conflict('A product with this slug exists');
    }
    if (changes.price !== undefined) set.priceCents = toCents(changes.price, 'price');
    if (changes.description !== undefined) set.description = changes.description;
    if (changes.brand !== undefined) set.brand = changes.brand;
    if (changes.categoryId !== undefined) {
      await assertCategory(trx, changes.categoryId);
      set.categoryId = changes.categoryId;
    }
    const status = nextStatus(row.status, changes);
    if (status !== undefined) set.status = status;
    if (changes.seoKeywords !== undefined) set.seoKeywords = changes.seoKeywords;
    if (changes.videos !== undefined) set.videos = JSON.stringify(changes.videos);
    if (changes.attributes !== undefined) set.attributes = JSON.stringify(changes.attributes);
    const wasDerived = derivedSeo(row.name, row.description);
    const derived = derivedSeo(set.name ?? row.name, set.description ?? row.description);
    if (changes.seoTitle !== undefined) set.seoTitle = changes.seoTitle;
    else if (row.seoTitle === null || row.seoTitle === wasDerived.seoTitle) set.seoTitle = derived.seoTitle;
    if (changes.seoDescription !== undefined) set.seoDescription = changes.seoDescription;
    else if (row.seoDescription === null || row.seoDescription === wasDerived.seoDescription) set.seoDescription = derived.seoDescription;

    try {
      await trx.updateTable('products').set({ ...set, updatedAt: now }).where('id', '=', id).execute();
    } catch (e) {
      if (dialect.isUniqueViolation(e)) throw set.sku ? skuExists() : conflict('A product with this SKU or slug exists');
      throw e;
    }
    if (changes.stock !== undefined) await inventory.setTotalIn(trx, actor, id, changes.stock, note.changeReason ?? 'product update');
    const after = { ...row, ...set };
    await outbox.emit(trx, 'product.updated', eventData({ id, sku: after.sku, name: after.name, price: fromCents(Number(after.priceCents)), status: after.status }));
  }

  async function update(actor: Actor, id: number, changes: ProductChanges, note: VersionNote = {}): Promise<Product> {
    await db.transaction().execute((trx) => applyChanges(trx, actor, id, changes, note));
    return get(id);
  }

  return {
    get,
    update,
    applyChanges,

    /** Creates a product; the slug comes from the name (made unique), the SKU is generated when not given. */
    async create(actor: Actor, input: NewProduct): Promise<Product> {
      if (deps.productQuota > 0 && (await repo.countProducts(db)) >= deps.productQuota) {
        throw new DomainError('forbidden', 'QUOTA_EXCEEDED', `The plan's product quota of ${deps.productQuota} is reached`);
      }
      const name = requiredText(input.name, 'name');
      const sku = input.sku !== undefined ? requiredText(input.sku, 'sku') : `P-${randomToken(6).replace(/[^A-Za-z0-9]/g, 'X').toUpperCase()}`;
      const priceCents = toCents(input.price, 'price');
      await assertCategory(db, input.categoryId);
      const description = input.description ?? '';
      const seo = derivedSeo(name, description);
      const status = input.status ?? (input.isHidden ? 'draft' : 'active');
      const now = clock.now().toISOString();
      const id = await withFreeSlug(slugify(input.slug ?? name, 'product'), (s) => repo.valueTaken(db, 'slug', s), (slug) =>
        db.transaction().execute(async (trx) => {
          if (await repo.valueTaken(trx, 'sku', sku)) throw skuExists();
          const row = await trx
            .insertInto('products')
            .values({
              sku,
              slug,
              name,
              description,
              brand: input.brand ?? null,
              priceCents,
              categoryId: input.categoryId ?? null,
              status,
              seoTitle: input.seoTitle ?? seo.seoTitle,
              seoDescription: input.seoDescription ?? seo.seoDescription,
              seoKeywords: input.seoKeywords ?? null,
              videos: JSON.stringify(input.videos ?? []),
              attributes: JSON.stringify(input.attributes ?? {}),
              createdAt: now,
              updatedAt: now,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          // Every product gets its stock row, 0 included, so it shows in stock lists.
          await inventory.setTotalIn(trx, actor, row.id, input.stock ?? 0, 'initial stock');
          await outbox.emit(trx, 'product.created', eventData({ ...row, price: fromCents(Number(row.priceCents)) }));
          return row.id;
        }), dialect.isUniqueViolation);
      return get(id);
    },

    /** Deletes the product with its variants, versions, stock, image links and image files (after commit). */
    async remove(_actor: Actor, id: number): Promise<{ id: number; name: string }> {
      const { row, keys } = await db.transaction().execute(async (trx) => {
        const locked = await repo.lockProductRow(trx, dialect, id);
        if (!locked) throw notFound('Product');
        const mediaKeys = await deleteMediaOfProduct(trx, id);
        await trx.deleteFrom('products').where('id', '=', id).execute();
        await outbox.emit(trx, 'product.deleted', eventData({ ...locked, price: fromCents(Number(locked.priceCents)) }));
        return { row: locked, keys: mediaKeys };
      });
      await storage.remove(keys);
      return { id: row.id, name: row.name };
    },

    /** Visible products for the public admin list: the six public fields only. */
    async publicList(limit: number, offset: number) {
      const rows = await repo.findVisibleProducts(db, limit, offset);
      return rows.map((r) => ({ id: r.id, sku: r.sku, name: r.name, price: fromCents(Number(r.priceCents)), description: r.description, brand: r.brand }));
    },

    async list(filter: repo.ProductFilter, limit: number, offset: number, withImages = true): Promise<{ items: Product[]; total: number }> {
      const { rows, total } = await repo.findProducts(db, dialect, filter, limit, offset);
      return { items: await repo.withDetails(db, rows, withImages), total };
    },

    async variants(id: number) {
      return (await repo.findVariants(db, id)).map((v) => ({
        id: v.id,
        sku: v.sku,
        name: v.name,
        price: v.priceCents === null ? null : fromCents(Number(v.priceCents)),
        attributes: JSON.parse(v.attributes) as Record<string, unknown>,
        sortOrder: v.sortOrder,
      }));
    },

    /** Whether a slug or SKU is in use by another product than excludeId. */
    async taken(what: { slug?: string; sku?: string }, excludeId?: number): Promise<boolean> {
      if (what.sku !== undefined && (await repo.valueTaken(db, 'sku', what.sku.trim(), excludeId))) return true;
      if (what.slug !== undefined && (await repo.valueTaken(db, 'slug', slugify(what.slug, 'product'), excludeId))) return true;
      return false;
    },

    /** Changes several products one by one, each versioned with the batch; failures are reported, never rolled back. */
    async bulkUpdate(actor: Actor, productIds: number[], changes: ProductChanges, note: VersionNote) {
      let updated = 0;
      const errors: { productId: number; error: string }[] = [];
      for (const productId of productIds) {
        try {
          await db.transaction().execute((trx) => applyChanges(trx, actor, productId, changes, note));
          updated += 1;
        } catch (e) {
          errors.push({ productId, error: e instanceof DomainError ? e.message : 'Unexpected error' });
        }
      }
      return { updated, errors };
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
