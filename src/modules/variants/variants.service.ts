// Options and variants of a product (issue 34, docs/variants.md): the detail every surface shows and the writes of
// the admin and platform surfaces. Each write locks the product row, so changes of one product's variants queue up,
// and moves the product's updatedAt, so its ETag and cached answers change with its variants.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Db } from '../../db/open.js';
import type { SqlDialect } from '../../db/dialect.js';
import type { Clock } from '../../shared/clock.js';
import type { Actor } from '../../shared/actor.js';
import { DomainError, conflict, invalid, notFound } from '../../shared/errors.js';
import { fromCents, toCents } from '../../shared/money.js';
import { record } from '../audit/audit.js';
import type { Outbox } from '../webhooks/outbox.js';
import type { InventoryService } from '../inventory/inventory.service.js';
import { findDefaultWarehouseId, ensureStockRow, findVariantStock } from '../inventory/inventory.repository.js';
import { lockProductRow } from '../products/products.repository.js';
import { eventData } from '../products/product.js';
import {
  MAX_OPTIONS,
  isDefaultVariant,
  optionPairs,
  variantStatusOf,
  type VariantChange,
  type VariantStatus,
} from './variant.js';
import * as repo from './variants.repository.js';

export interface OptionInput {
  name: string;
  values: string[];
}

export interface VariantInput {
  sku?: string;
  optionValues?: string[];
  /** EUR; null: the product's price. */
  price?: number | null;
  compareAtPrice?: number | null;
  barcode?: string | null;
  weight?: number | null;
  status?: VariantStatus;
  /** Create only: the on-hand quantity in the default warehouse. */
  stock?: number;
}

export interface Variant {
  id: number;
  sku: string | null;
  name: string;
  /** null: the product's price. */
  price: number | null;
  attributes: Record<string, unknown>;
  sortOrder: number;
  options: { name: string; value: string }[];
  compareAtPrice: number | null;
  barcode: string | null;
  weight: number | null;
  status: VariantStatus;
  stock: number;
  availableStock: number;
}

export interface ProductOption {
  name: string;
  values: string[];
}

/** The variant part of a product detail. A product with one variant and no options shows none of it: it reads as before. */
export interface VariantDetail {
  variants: Variant[];
  options?: ProductOption[];
  priceRange?: { min: number; max: number };
}

/** The product a variant write is about: its id, and its name for the change log. */
export interface ProductRef {
  id: number;
  name: string;
}

/** A variant's name: its option values joined, or "Default" for a product's only variant without options. */
const nameOf = (values: string[]) => (values.length ? values.join(' / ') : 'Default');

const skuExists = () => new DomainError('conflict', 'SKU_EXISTS', 'A product or variant with this SKU already exists');

function cleanOptions(options: OptionInput[]): OptionInput[] {
  if (options.length > MAX_OPTIONS) throw invalid(`options: a product has at most ${MAX_OPTIONS} options`);
  const names = new Set<string>();
  return options.map((o, i) => {
    const name = o.name.trim();
    if (!name) throw invalid(`options/${i}/name must not be empty`);
    if (names.has(name.toLowerCase())) throw invalid(`options/${i}/name: ${name} is named twice`);
    names.add(name.toLowerCase());
    const values = o.values.map((v) => v.trim());
    if (values.length === 0 || values.some((v) => !v))
      throw invalid(`options/${i}/values: at least one value, none empty`);
    if (new Set(values).size !== values.length) throw invalid(`options/${i}/values: a value is listed twice`);
    return { name, values };
  });
}

export function createVariantsService({
  db,
  dialect,
  clock,
  outbox,
  inventory,
}: {
  db: Db;
  dialect: SqlDialect;
  clock: Clock;
  outbox: Outbox;
  inventory: Pick<InventoryService, 'adjustIn'>;
}) {
  function toVariant(
    row: repo.VariantFullRow,
    optionNames: string[],
    stock: { quantity: number; available: number } | undefined,
  ): Variant {
    return {
      id: row.id,
      sku: row.sku,
      name: row.name,
      price: row.priceCents === null ? null : fromCents(Number(row.priceCents)),
      attributes: JSON.parse(row.attributes) as Record<string, unknown>,
      sortOrder: row.sortOrder,
      options: optionPairs(row.optionValues, optionNames),
      compareAtPrice: row.compareAtPriceCents === null ? null : fromCents(Number(row.compareAtPriceCents)),
      barcode: row.barcode,
      weight: row.weightGrams,
      status: variantStatusOf(row.status),
      stock: stock?.quantity ?? 0,
      availableStock: stock?.available ?? 0,
    };
  }

  /**
   * Options, variants (with stock per variant) and the price range of a product. The storefront sees active variants
   * only. A product whose only variant has no option values answers `variants: []` and nothing more, as before.
   */
  async function detail(
    productId: number,
    productPriceCents: number,
    audience: 'admin' | 'store',
  ): Promise<VariantDetail> {
    const [rows, options, stock] = await Promise.all([
      repo.findVariantsOfProduct(db, productId),
      repo.findOptions(db, productId),
      findVariantStock(db, [productId]),
    ]);
    if (rows.length === 1 && options.length === 0 && isDefaultVariant(rows[0]!.optionValues)) return { variants: [] };
    const names = options.map((o) => o.name);
    const shown = audience === 'store' ? rows.filter((r) => r.status === 'active') : rows;
    const prices = shown.filter((r) => r.status === 'active').map((r) => Number(r.priceCents ?? productPriceCents));
    return {
      variants: shown.map((r) => toVariant(r, names, stock.get(r.id))),
      options: options.map((o) => ({ name: o.name, values: JSON.parse(o.values) as string[] })),
      ...(prices.length > 0
        ? { priceRange: { min: fromCents(Math.min(...prices)), max: fromCents(Math.max(...prices)) } }
        : {}),
    };
  }

  /** One variant by its id alone, with its product (id and name); 404 when there is none. */
  async function byId(variantId: number): Promise<Variant & { productId: number; productName: string }> {
    const row = await repo.findVariantWithProduct(db, variantId);
    if (!row) throw notFound('Variant');
    const [names, stock] = await Promise.all([
      repo.findOptionNames(db, [row.productId]),
      findVariantStock(db, [row.productId]),
    ]);
    return {
      ...toVariant(row, names.get(row.productId) ?? [], stock.get(row.id)),
      productId: row.productId,
      productName: row.productName,
    };
  }

  /** Runs a change of a product's variants under its row lock; records it, moves updatedAt and emits product.updated. */
  async function change<T>(
    productId: number,
    work: (trx: Transaction<Database>, now: string, product: ProductRef) => Promise<T>,
  ): Promise<T> {
    return db.transaction().execute(async (trx) => {
      const product = await lockProductRow(trx, dialect, productId);
      if (!product) throw notFound('Product');
      const now = clock.now().toISOString();
      const result = await work(trx, now, product);
      await repo.touchProduct(trx, productId, now);
      await outbox.emit(trx, 'product.updated', eventData(product));
      return result;
    });
  }

  async function optionsOf(trx: Db, productId: number): Promise<ProductOption[]> {
    return (await repo.findOptions(trx, productId)).map((o) => ({
      name: o.name,
      values: JSON.parse(o.values) as string[],
    }));
  }

  function checkValues(values: string[], options: ProductOption[]): void {
    if (values.length !== options.length)
      throw invalid(`optionValues: one value for each of the ${options.length} options`);
    values.forEach((v, i) => {
      if (!options[i]!.values.includes(v))
        throw invalid(`optionValues/${i}: ${v} is not a value of ${options[i]!.name}`);
    });
  }

  async function assertCombinationFree(trx: Db, productId: number, values: string[], exceptId?: number): Promise<void> {
    const key = JSON.stringify(values);
    const clash = (await repo.findVariantsOfProduct(trx, productId)).find(
      (v) => v.optionValues === key && v.id !== exceptId,
    );
    if (clash) throw conflict(`Variant ${clash.id} already has these option values`);
  }

  async function assertSkuFree(trx: Db, sku: string, productId: number, exceptId?: number): Promise<void> {
    if (await repo.skuTaken(trx, sku, productId, exceptId)) throw skuExists();
  }

  async function assertDeletable(trx: Db, productId: number, ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    const all = await repo.findVariantsOfProduct(trx, productId);
    if (ids.length >= all.length) throw invalid('A product keeps at least one variant');
    if ((await repo.reservedOf(trx, ids)) > 0) throw conflict('The variant holds stock reserved for open orders');
  }

  function money(value: number | null | undefined, field: string): number | null | undefined {
    return value === undefined || value === null ? value : toCents(value, field);
  }

  function rethrowUnique(e: unknown): never {
    if (dialect.isUniqueViolation(e)) throw skuExists();
    throw e;
  }

  /** What the change log names a variant by, beside its id: its product, its name and its SKU. */
  const namesOf = (product: ProductRef, v: { name: string; sku: string | null }) => ({
    product: product.name,
    variant: v.name,
    sku: v.sku,
  });

  async function setOptionsIn(
    trx: Transaction<Database>,
    product: ProductRef,
    input: OptionInput[],
    now: string,
  ): Promise<ProductOption[]> {
    const productId = product.id;
    const options = cleanOptions(input);
    const before = await optionsOf(trx, productId);
    const variants = await repo.findVariantsOfProduct(trx, productId);
    // Old positions matched to the new ones by name: a renamed option counts as removed and added.
    const sources = options.map((o) => before.findIndex((b) => b.name === o.name));
    const remove: repo.VariantFullRow[] = [];
    const keep: { row: repo.VariantFullRow; values: string[] }[] = [];
    for (const v of variants) {
      const old = JSON.parse(v.optionValues) as string[];
      const values = options.map((o, i) => (sources[i]! >= 0 ? old[sources[i]!] : undefined) ?? o.values[0]!);
      if (values.some((value, i) => !options[i]!.values.includes(value))) remove.push(v);
      else keep.push({ row: v, values });
    }
    const keys = keep.map((k) => JSON.stringify(k.values));
    if (new Set(keys).size !== keys.length)
      throw conflict('Two variants would have the same option values: delete one first');
    const removeIds = remove.map((v) => v.id);
    await assertDeletable(trx, productId, removeIds);
    await repo.deleteVariants(trx, removeIds);
    await repo.replaceOptions(trx, productId, options, now);
    for (const { row, values } of keep) {
      const optionValues = JSON.stringify(values);
      if (optionValues !== row.optionValues)
        await repo.updateVariant(trx, row.id, { optionValues, name: nameOf(values), updatedAt: now });
    }
    await record(trx, {
      entityType: 'product',
      entityId: productId,
      action: 'update',
      before: { options: before },
      after: { options, deletedVariants: removeIds },
    });
    for (const v of remove)
      await record(trx, {
        entityType: 'variant',
        entityId: v.id,
        action: 'delete',
        before: v,
        names: namesOf(product, v),
      });
    return options;
  }

  async function createIn(
    trx: Transaction<Database>,
    actor: Actor,
    product: ProductRef,
    input: VariantInput,
    now: string,
    /** false: the caller checked the combinations of a whole set of variants (a restore). */
    checkCombination = true,
  ): Promise<Variant> {
    const productId = product.id;
    const sku = input.sku?.trim();
    if (!sku) throw invalid('sku is required');
    const options = await optionsOf(trx, productId);
    const values = input.optionValues ?? [];
    checkValues(values, options);
    if (checkCombination) await assertCombinationFree(trx, productId, values);
    await assertSkuFree(trx, sku, productId);
    const position = (await repo.findVariantsOfProduct(trx, productId)).reduce(
      (max, v) => Math.max(max, v.sortOrder + 1),
      0,
    );
    const row = await repo
      .insertVariant(trx, {
        productId,
        sku,
        name: nameOf(values),
        priceCents: money(input.price, 'price') ?? null,
        compareAtPriceCents: money(input.compareAtPrice, 'compareAtPrice') ?? null,
        barcode: input.barcode ?? null,
        weightGrams: input.weight ?? null,
        status: input.status ?? 'active',
        optionValues: JSON.stringify(values),
        sortOrder: position,
        createdAt: now,
        updatedAt: now,
      })
      .catch(rethrowUnique);
    const warehouseId = await findDefaultWarehouseId(trx);
    if (warehouseId !== null) await ensureStockRow(trx, { variantId: row.id, productId }, warehouseId, now);
    await addStock(trx, actor, row.id, warehouseId, input.stock);
    await record(trx, {
      entityType: 'variant',
      entityId: row.id,
      action: 'create',
      after: row,
      names: namesOf(product, row),
    });
    const full = (await repo.findVariantsOfProduct(trx, productId)).find((v) => v.id === row.id)!;
    const stock = input.stock ?? 0;
    return toVariant(
      full,
      options.map((o) => o.name),
      { quantity: stock, available: stock },
    );
  }

  async function addStock(
    trx: Transaction<Database>,
    actor: Actor,
    variantId: number,
    warehouseId: number | null,
    stock: number | undefined,
  ): Promise<void> {
    if (!stock) return;
    if (warehouseId === null) throw invalid('No warehouse exists to hold the stock');
    await inventory.adjustIn(trx, actor, { variantId, warehouseId, quantity: stock, reason: 'initial stock' });
  }

  async function updateIn(
    trx: Transaction<Database>,
    product: ProductRef,
    variantId: number,
    input: Omit<VariantInput, 'stock'>,
    now: string,
    checkCombination = true,
  ): Promise<Variant> {
    const productId = product.id;
    const before = (await repo.findVariantsOfProduct(trx, productId)).find((v) => v.id === variantId);
    if (!before) throw notFound('Variant');
    const options = await optionsOf(trx, productId);
    const sku = input.sku?.trim();
    if (input.sku !== undefined && !sku) throw invalid('sku must not be empty');
    if (sku !== undefined && sku !== before.sku) await assertSkuFree(trx, sku, productId, variantId);
    let optionValues: string | undefined;
    if (input.optionValues !== undefined) {
      checkValues(input.optionValues, options);
      if (checkCombination) await assertCombinationFree(trx, productId, input.optionValues, variantId);
      optionValues = JSON.stringify(input.optionValues);
    }
    const after = await repo
      .updateVariant(trx, variantId, {
        sku,
        optionValues,
        name: input.optionValues === undefined ? undefined : nameOf(input.optionValues),
        priceCents: money(input.price, 'price'),
        compareAtPriceCents: money(input.compareAtPrice, 'compareAtPrice'),
        barcode: input.barcode,
        weightGrams: input.weight,
        status: input.status,
        updatedAt: now,
      })
      .catch(rethrowUnique);
    await record(trx, {
      entityType: 'variant',
      entityId: variantId,
      action: 'update',
      before,
      after,
      names: namesOf(product, after),
    });
    const full = (await repo.findVariantsOfProduct(trx, productId)).find((v) => v.id === variantId)!;
    const stock = (await findVariantStock(trx, [productId])).get(variantId);
    return toVariant(
      full,
      options.map((o) => o.name),
      stock,
    );
  }

  /** Prefixes a refusal with the body entry it is about, so a client can tell which of its variants was refused. */
  async function at<T>(path: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (e) {
      if (e instanceof DomainError) throw new DomainError(e.kind, e.code, `${path}: ${e.message}`, e.details);
      throw e;
    }
  }

  /**
   * `variants` of a product create or update body, merged: an entry with an id (or, without one, with the option
   * values of an existing variant) changes that variant; any other adds one. On create the first entry takes over
   * the variant every product starts with, so the product has exactly the variants listed.
   */
  async function mergeVariantsIn(
    trx: Transaction<Database>,
    actor: Actor,
    product: ProductRef,
    entries: VariantChange[],
    now: string,
    creating: boolean,
  ): Promise<void> {
    const touched = new Set<number>();
    for (const [i, entry] of entries.entries()) {
      await at(`variants/${i}`, async () => {
        const { id, stock, ...fields } = entry;
        const existing = await repo.findVariantsOfProduct(trx, product.id);
        if (creating && id !== undefined) throw invalid('a new product has no variants to name by id');
        const key = entry.optionValues === undefined ? undefined : JSON.stringify(entry.optionValues);
        const target =
          id !== undefined
            ? existing.find((v) => v.id === id)
            : creating && i === 0
              ? existing[0]
              : existing.find((v) => v.optionValues === key);
        if (id !== undefined && !target) throw invalid(`variant ${id} is not a variant of product ${product.id}`);
        if (!target) {
          await createIn(trx, actor, product, { ...fields, stock }, now);
          return;
        }
        if (touched.has(target.id)) throw invalid(`names the same variant (${target.name}) as an earlier entry`);
        touched.add(target.id);
        if (stock !== undefined && !(creating && i === 0))
          throw invalid('stock only for a new variant; change stock through the inventory');
        await updateIn(trx, product, target.id, fields, now);
        await addStock(trx, actor, target.id, await findDefaultWarehouseId(trx), stock);
      });
    }
  }

  /**
   * Puts the variants back as a product version holds them (restore, batch revert): the options replaced, variants
   * not in the version deleted (refused while they hold reserved stock), the others set field by field, deleted
   * ones added again under their SKU with no stock. Stock is never put back (docs/variants.md).
   */
  async function restoreVariantsIn(
    trx: Transaction<Database>,
    actor: Actor,
    product: ProductRef,
    options: OptionInput[],
    entries: VariantChange[],
    now: string,
  ): Promise<void> {
    const productId = product.id;
    // Checked for the whole set, not per variant: variants that swap their option values are no clash.
    const combos = entries.map((e) => JSON.stringify(e.optionValues ?? []));
    if (new Set(combos).size !== combos.length)
      throw conflict('The version has two variants with the same option values');
    const current = await repo.findVariantsOfProduct(trx, productId);
    const wanted = new Set(entries.flatMap((e) => (e.id === undefined ? [] : [e.id])));
    const gone = current.filter((v) => !wanted.has(v.id));
    if (
      (await repo.reservedOf(
        trx,
        gone.map((v) => v.id),
      )) > 0
    )
      throw conflict('A variant the version does not have holds stock reserved for open orders');
    await repo.deleteVariants(
      trx,
      gone.map((v) => v.id),
    );
    for (const v of gone)
      await record(trx, {
        entityType: 'variant',
        entityId: v.id,
        action: 'delete',
        before: v,
        names: namesOf(product, v),
      });
    await repo.replaceOptions(trx, productId, cleanOptions(options), now);
    // SKUs may move between the kept variants: clear the changing ones first, so no write meets the unique index.
    const kept = current.filter((v) => wanted.has(v.id));
    for (const v of kept) {
      const entry = entries.find((e) => e.id === v.id)!;
      if (entry.sku !== undefined && entry.sku !== v.sku) await repo.updateVariant(trx, v.id, { sku: null });
    }
    const order: number[] = [];
    for (const [i, entry] of entries.entries()) {
      await at(`variants/${i}`, async () => {
        const { id, stock: _stock, ...fields } = entry;
        const done =
          id !== undefined && kept.some((v) => v.id === id)
            ? await updateIn(trx, product, id, fields, now, false)
            : await createIn(trx, actor, product, fields, now, false);
        order.push(done.id);
      });
    }
    // The version's display order, re-added variants included.
    for (const [position, variantId] of order.entries())
      await repo.updateVariant(trx, variantId, { sortOrder: position });
  }

  /** The options and variants of a product as a version keeps them. */
  async function stateIn(trx: Db, productId: number): Promise<{ options: ProductOption[]; variants: VariantChange[] }> {
    const [options, rows] = await Promise.all([optionsOf(trx, productId), repo.findVariantsOfProduct(trx, productId)]);
    return {
      options,
      variants: rows.map((r) => ({
        id: r.id,
        ...(r.sku === null ? {} : { sku: r.sku }),
        optionValues: JSON.parse(r.optionValues) as string[],
        price: r.priceCents === null ? null : fromCents(Number(r.priceCents)),
        compareAtPrice: r.compareAtPriceCents === null ? null : fromCents(Number(r.compareAtPriceCents)),
        barcode: r.barcode,
        weight: r.weightGrams,
        status: variantStatusOf(r.status),
      })),
    };
  }

  return {
    detail,
    byId,
    stateIn,

    /**
     * The `options` and `variants` of a product body, in the product write's transaction (the product row locked):
     * merged (create, PATCH, bulk edit) or put back as a version holds them (restore, revert).
     */
    async applyIn(
      trx: Transaction<Database>,
      actor: Actor,
      product: ProductRef,
      input: { options?: OptionInput[]; variants?: VariantChange[] },
      now: string,
      mode: 'create' | 'merge' | 'restore',
    ): Promise<void> {
      if (mode === 'restore') {
        if (input.variants === undefined) {
          if (input.options !== undefined) await setOptionsIn(trx, product, input.options, now);
          return;
        }
        await restoreVariantsIn(
          trx,
          actor,
          product,
          input.options ?? (await optionsOf(trx, product.id)),
          input.variants,
          now,
        );
        return;
      }
      if (input.options !== undefined) await setOptionsIn(trx, product, input.options, now);
      if (input.variants !== undefined)
        await mergeVariantsIn(trx, actor, product, input.variants, now, mode === 'create');
    },

    /**
     * Replaces the product's options (at most three). Existing variants follow: an added option gives them its first
     * value, a removed option drops its value, and variants with a removed value are deleted (refused while they hold
     * reserved stock, or when no variant would be left). Orders keep their snapshot of deleted variants.
     */
    setOptions(_actor: Actor, productId: number, input: OptionInput[]): Promise<ProductOption[]> {
      return change(productId, (trx, now, product) => setOptionsIn(trx, product, input, now));
    },

    /** Adds a variant for a combination of the options' values; its stock row starts in the default warehouse. */
    create(actor: Actor, productId: number, input: VariantInput): Promise<Variant> {
      if (!input.sku?.trim()) throw invalid('sku is required');
      return change(productId, (trx, now, product) => createIn(trx, actor, product, input, now));
    },

    /** Changes a variant's SKU, option values, prices, barcode, weight or status. */
    update(_actor: Actor, productId: number, variantId: number, input: Omit<VariantInput, 'stock'>): Promise<Variant> {
      return change(productId, (trx, now, product) => updateIn(trx, product, variantId, input, now));
    },

    /** Deletes a variant and its stock rows; refused for the last variant and while it holds reserved stock. */
    remove(_actor: Actor, productId: number, variantId: number): Promise<{ id: number }> {
      return change(productId, async (trx, _now, product) => {
        const before = (await repo.findVariantsOfProduct(trx, productId)).find((v) => v.id === variantId);
        if (!before) throw notFound('Variant');
        await assertDeletable(trx, productId, [variantId]);
        await repo.deleteVariants(trx, [variantId]);
        await record(trx, {
          entityType: 'variant',
          entityId: variantId,
          action: 'delete',
          before,
          names: namesOf(product, before),
        });
        return { id: variantId };
      });
    },
  };
}

export type VariantsService = ReturnType<typeof createVariantsService>;
