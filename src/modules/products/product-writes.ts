// The write use cases: create, change (PATCH, PUT, bulk, restore all go through applyChange), delete.
// Each runs in one transaction that also writes its product.* event (transactional outbox).
import { assertUnchanged, type Expected } from '../../shared/fingerprint.js';
import { record } from '../audit/audit.js';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Db } from '../../db/open.js';
import type { SqlDialect } from '../../db/dialect.js';
import type { Clock } from '../../shared/clock.js';
import { describeActor, type Actor } from '../../shared/actor.js';
import { DomainError, conflict, invalid, notFound } from '../../shared/errors.js';
import { toCents } from '../../shared/money.js';
import { randomToken } from '../../shared/secrets.js';
import { slugify, withFreeSlug } from '../../shared/slug.js';
import type { Outbox } from '../webhooks/outbox.js';
import type { InventoryService } from '../inventory/inventory.service.js';
import { findStockTotals } from '../inventory/inventory.repository.js';
import type { MediaCleanup } from '../media/media-cleanup.service.js';
import type { RedirectRules } from '../content/redirects.service.js';
import { deleteMediaOfProduct } from '../media/product-images.repository.js';
import { findCategory } from '../categories/categories.repository.js';
import { findClassRow } from '../tax/tax.repository.js';
import * as repo from './products.repository.js';
import { insertVersion, nextVersionNumber } from './product-versions.repository.js';
import {
  columnsOf,
  derivedSeo,
  eventData,
  nextStatus,
  refreshedSeo,
  snapshotOf,
  statusOf,
  validateChanges,
  type ProductChanges,
  type ProductRow,
  type Snapshot,
  type SnapshotExtra,
} from './product.js';
import type { VariantsService } from '../variants/variants.service.js';
import { dropExportCellsOfProduct } from '../orders/order-list.repository.js';

export interface ProductWriteDeps {
  db: Db;
  dialect: SqlDialect;
  clock: Clock;
  outbox: Outbox;
  inventory: Pick<InventoryService, 'setTotalIn'>;
  /** Options and variants sent in a product body, and their state for versions: the variants module's. */
  variants: Pick<VariantsService, 'applyIn' | 'stateIn'>;
  mediaCleanup: Pick<MediaCleanup, 'queue' | 'removeQueued'>;
  /** Leaves a 301 from the old storefront path when the slug changes, in the same transaction. */
  redirects: Pick<RedirectRules, 'slugMoved'>;
  /** The plan's product limit; 0 means none. */
  productQuota: number;
  log: { warn(obj: object, msg: string): void };
}

/** Why a change was made, stored with the version it creates. */
export interface ChangeNote {
  changeReason?: string | null;
  batchId?: string | null;
  /** The change puts back a version (restore, batch revert): its variants replace the product's, not merge. */
  restoring?: boolean;
}

/**
 * A check run under the product's row lock before anything is written; throwing refuses the change. Reverts use
 * it to decide "changed after the batch" race-free.
 */
export type Precondition = (trx: Transaction<Database>, row: ProductRow) => Promise<void>;

export interface FieldChange {
  before: unknown;
  after: unknown;
}

/** A dry run's answer for one product: what it would change, or what refused it. */
export type PreviewOutcome =
  { productId: number; changes: Record<string, FieldChange> } | { productId: number; error: unknown };

const skuExists = () => new DomainError('conflict', 'SKU_EXISTS', 'A product with this SKU already exists');

/** A SKU for products created without one (platform): P- and 8 letters or digits. */
function generatedSku(): string {
  return `P-${randomToken(12)
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 8)
    .toUpperCase()
    .padEnd(8, '0')}`;
}

/** The variants that differ between two lists, each side with only those (added ones after, deleted ones before). */
function changedOnly(before: readonly object[], after: readonly object[]): FieldChange {
  const keys = (list: readonly object[]) => new Set(list.map((v) => JSON.stringify(v)));
  const [was, is] = [keys(before), keys(after)];
  return {
    before: before.filter((v) => !is.has(JSON.stringify(v))),
    after: after.filter((v) => !was.has(JSON.stringify(v))),
  };
}

/** A category or tax class deleted between the check and the write: the answer names what was referred to. */
function missingReference(changes: ProductChanges): DomainError {
  const named = [
    ...(changes.categoryId != null ? [`Category ${changes.categoryId}`] : []),
    ...(changes.taxClassId != null ? [`tax class ${changes.taxClassId}`] : []),
  ];
  return invalid(`${named.join(' or ')} does not exist`);
}

export function createProductWrites({
  db,
  dialect,
  clock,
  outbox,
  inventory,
  variants,
  mediaCleanup,
  redirects,
  productQuota,
}: ProductWriteDeps) {
  /** What a version keeps of the product beside its row. */
  async function extraOf(trx: Db, id: number): Promise<SnapshotExtra> {
    const [stock, state] = await Promise.all([findStockTotals(trx, [id]), variants.stateIn(trx, id)]);
    return { stock: stock.get(id)?.quantity ?? 0, ...state };
  }

  async function assertCategory(executor: Db, categoryId: number | null | undefined): Promise<void> {
    if (categoryId == null) return;
    if (!(await findCategory(executor, categoryId))) throw invalid(`Category ${categoryId} does not exist`);
  }

  async function assertTaxClass(executor: Db, taxClassId: number | null | undefined): Promise<void> {
    if (taxClassId == null) return;
    if (!(await findClassRow(executor, taxClassId))) throw invalid(`Tax class ${taxClassId} does not exist`);
  }

  async function freeSku(): Promise<string> {
    for (;;) {
      const sku = generatedSku();
      if (!(await repo.valueTaken(db, 'sku', sku))) return sku;
    }
  }

  /**
   * Applies a change inside the caller's transaction: locks the product, stores its prior state as
   * version N+1, saves the fields, refreshes derived SEO metadata, sets the stock through the inventory
   * and emits product.updated. A refused change throws before anything is kept.
   */
  async function applyChange(
    trx: Transaction<Database>,
    actor: Actor,
    id: number,
    input: Record<string, unknown>,
    note: ChangeNote,
    precondition?: Precondition,
  ): Promise<ProductRow> {
    const changes = validateChanges(input);
    const row = await repo.lockProductRow(trx, dialect, id);
    if (!row) throw notFound('Product');
    await precondition?.(trx, row);
    const extraBefore = await extraOf(trx, id);

    const name = changes.name ?? row.name;
    const description = changes.description ?? row.description;
    if (changes.sku !== undefined && changes.sku !== row.sku && (await repo.valueTaken(trx, 'sku', changes.sku, id)))
      throw skuExists();
    if (
      changes.slug !== undefined &&
      changes.slug !== row.slug &&
      (await repo.valueTaken(trx, 'slug', changes.slug, id))
    )
      throw conflict('A product with this slug already exists');
    if (changes.categoryId !== undefined) await assertCategory(trx, changes.categoryId);
    if (changes.taxClassId !== undefined) await assertTaxClass(trx, changes.taxClassId);

    const now = clock.now().toISOString();
    await insertVersion(trx, {
      productId: id,
      versionNumber: await nextVersionNumber(trx, id),
      snapshot: JSON.stringify(snapshotOf(row, extraBefore)),
      changedBy: describeActor(actor),
      changeReason: note.changeReason ?? null,
      batchId: note.batchId ?? null,
      createdAt: now,
    });

    let after: ProductRow;
    try {
      after = await repo.updateProduct(trx, id, {
        ...columnsOf(changes),
        name,
        description,
        status: nextStatus(statusOf(row), changes),
        ...refreshedSeo(row, { name, description }, changes),
        updatedAt: now,
      });
    } catch (e) {
      // A concurrent change took the SKU or slug between the check and the write.
      if (dialect.isUniqueViolation(e))
        throw changes.sku !== undefined ? skuExists() : conflict('A product with this slug already exists');
      if (dialect.isForeignKeyViolation(e)) throw missingReference(changes);
      throw e;
    }
    if (after.sku !== row.sku) await repo.moveVariantSku(trx, id, row.sku, after.sku, now);
    await record(trx, { entityType: 'product', entityId: id, action: 'update', before: row, after });
    if (after.slug !== row.slug) await redirects.slugMoved(trx, 'product', row.slug, after.slug);
    // A product with several variants has no single stock to set; sending its current total (as a form that sends
    // every field does) changes nothing and is no error.
    const stockUnchanged = changes.stock === extraBefore.stock && extraBefore.variants.length > 1;
    if (changes.stock !== undefined && !stockUnchanged)
      await inventory.setTotalIn(trx, actor, id, changes.stock, note.changeReason || 'product update');
    if (changes.options !== undefined || changes.variants !== undefined)
      await variants.applyIn(
        trx,
        actor,
        after,
        { options: changes.options, variants: changes.variants },
        now,
        note.restoring ? 'restore' : 'merge',
      );
    await outbox.emit(trx, 'product.updated', eventData(after));
    return after;
  }

  function update(
    actor: Actor,
    id: number,
    input: Record<string, unknown>,
    note: ChangeNote = {},
    precondition?: Precondition,
  ): Promise<ProductRow> {
    return db.transaction().execute((trx) => applyChange(trx, actor, id, input, note, precondition));
  }

  /**
   * What updating each product in turn would change, without keeping anything: the changes applied in order in one
   * transaction that is rolled back at the end (versions, change log, stock and events included), each product in a
   * savepoint that a refusal rolls back, as its own transaction would be. One transaction for the whole run, not one
   * per product, so a refusal the run itself causes (two products set to the same SKU) shows as the real run's would.
   * Per product: the fields that would change, each before and after in the snapshot's terms (price in EUR, stock in
   * units), or what refused it.
   */
  async function previewAll(
    actor: Actor,
    ids: number[],
    input: Record<string, unknown>,
    note: ChangeNote = {},
  ): Promise<PreviewOutcome[]> {
    const outcomes: PreviewOutcome[] = [];
    const trx = await db.startTransaction().execute();
    try {
      for (const id of ids) {
        const step = await trx.savepoint('product').execute();
        try {
          let before: Snapshot | undefined;
          const after = await applyChange(step, actor, id, input, note, async (t, row) => {
            before = snapshotOf(row, await extraOf(t, id));
          });
          const afterSnapshot = snapshotOf(after, await extraOf(step, id));
          const changes = Object.fromEntries(
            Object.entries(afterSnapshot)
              .filter(([field, value]) => JSON.stringify(value) !== JSON.stringify(before![field as keyof Snapshot]))
              .map(([field, value]) => [
                field,
                field === 'variants'
                  ? changedOnly(before!.variants, afterSnapshot.variants)
                  : { before: before![field as keyof Snapshot], after: value },
              ]),
          );
          await step.releaseSavepoint('product').execute();
          outcomes.push({ productId: id, changes });
        } catch (error) {
          await step.rollbackToSavepoint('product').execute();
          await step.releaseSavepoint('product').execute();
          outcomes.push({ productId: id, error });
        }
      }
    } finally {
      await trx.rollback().execute();
    }
    return outcomes;
  }

  return {
    update,
    previewAll,

    /**
     * Creates a product with a slug from its name (made unique) and a stock row in the default warehouse.
     * The SKU is generated when none is given. 403 QUOTA_EXCEEDED once the plan's quota is reached.
     */
    async create(actor: Actor, input: Record<string, unknown>): Promise<ProductRow> {
      const changes = validateChanges(input);
      if (changes.name === undefined) throw invalid('name is required');
      if (changes.price === undefined) throw invalid('price is required');
      if (changes.stock !== undefined && changes.variants !== undefined)
        throw invalid('stock: with variants, give each variant its stock in variants');
      const { name, price } = changes;
      const description = changes.description ?? '';
      const sku = changes.sku ?? (await freeSku());
      const seo = derivedSeo(name, description);
      const insert = (slug: string) =>
        db.transaction().execute(async (trx) => {
          if (productQuota > 0) {
            // Creates queue up behind the count, so concurrent ones cannot take the last free place together.
            await dialect.lockName(trx, 'product-quota');
            if ((await repo.countAllProducts(trx)) >= productQuota) {
              throw new DomainError(
                'forbidden',
                'QUOTA_EXCEEDED',
                `The plan's product quota (${productQuota}) is reached`,
              );
            }
          }
          await assertCategory(trx, changes.categoryId);
          await assertTaxClass(trx, changes.taxClassId);
          if (await repo.valueTaken(trx, 'sku', sku)) throw skuExists();
          const now = clock.now().toISOString();
          const row = await repo.insertProduct(trx, {
            ...columnsOf(changes),
            sku,
            slug,
            name,
            description,
            brand: changes.brand ?? null,
            priceCents: toCents(price, 'price'),
            categoryId: changes.categoryId ?? null,
            status: nextStatus('active', changes),
            seoTitle: changes.seoTitle ?? seo.seoTitle,
            seoDescription: changes.seoDescription ?? seo.seoDescription,
            seoKeywords: changes.seoKeywords ?? null,
            videos: JSON.stringify(changes.videos ?? []),
            attributes: JSON.stringify(changes.attributes ?? {}),
            createdAt: now,
            updatedAt: now,
          });
          await repo.insertDefaultVariant(trx, row.id, sku, now);
          await record(trx, { entityType: 'product', entityId: row.id, action: 'create', after: row });
          // Every product gets its stock row, 0 included, so it shows in stock lists.
          await inventory.setTotalIn(trx, actor, row.id, changes.stock ?? 0, 'initial stock');
          if (changes.options !== undefined || changes.variants !== undefined)
            await variants.applyIn(
              trx,
              actor,
              row,
              { options: changes.options, variants: changes.variants },
              now,
              'create',
            );
          await outbox.emit(trx, 'product.created', eventData(row));
          return row;
        });
      try {
        return await withFreeSlug(
          slugify(name, 'product'),
          (s) => repo.valueTaken(db, 'slug', s),
          insert,
          dialect.isUniqueViolation,
        );
      } catch (e) {
        // Checked after the rollback: a PostgreSQL transaction answers nothing once a statement failed.
        if (dialect.isUniqueViolation(e) && (await repo.valueTaken(db, 'sku', sku))) throw skuExists();
        if (dialect.isForeignKeyViolation(e)) throw missingReference(changes);
        throw e;
      }
    },

    /** Deletes the product with its variants, versions, stock, image links and library entries; the image objects go after the commit. */
    async remove(_actor: Actor, id: number, expected?: Expected): Promise<{ id: number; name: string }> {
      const { row, keys } = await db.transaction().execute(async (trx) => {
        const locked = await repo.lockProductRow(trx, dialect, id);
        if (!locked) throw notFound('Product');
        assertUnchanged(expected, locked, 'The product');
        const mediaKeys = await deleteMediaOfProduct(trx, id);
        await mediaCleanup.queue(trx, mediaKeys);
        await dropExportCellsOfProduct(trx, id);
        await repo.deleteProduct(trx, id);
        await record(trx, { entityType: 'product', entityId: id, action: 'delete', before: locked });
        await outbox.emit(trx, 'product.deleted', eventData(locked));
        return { row: locked, keys: mediaKeys };
      });
      // The rows are gone whatever happens to the objects: a failed removal stays queued for the background loop.
      await mediaCleanup.removeQueued(keys);
      return { id: row.id, name: row.name };
    },
  };
}

export type ProductWrites = ReturnType<typeof createProductWrites>;
