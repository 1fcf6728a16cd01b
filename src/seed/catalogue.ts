// Categories, warehouses and products with variants, images and stock.
import type { NewRow } from '../db/database.js';
import { slugify } from '../shared/slug.js';
import { chunked, DAY, iso, tenths, type SeedContext } from './batch.js';
import { streamOf, type Random } from './random.js';
import {
  ADJECTIVES,
  BRANDS,
  CATEGORY_TREE,
  COLOURS,
  WAREHOUSES,
  type CategoryNode,
  type LeafKind,
} from './vocabulary.js';

export interface SeedImage {
  width: number;
  height: number;
  sizeBytes: number;
}

export interface CatalogueResult {
  categories: number;
  warehouses: number;
  products: number;
  variants: number;
  images: number;
  inventoryRows: number;
  /** Storage keys of the seeded images; the files are written after the transaction commits. */
  imageKeys: string[];
}

interface Leaf {
  id: number;
  kind: LeafKind;
}

interface FlatCategory {
  node: CategoryNode;
  slug: string;
  parentSlug: string | null;
  sortOrder: number;
  depth: number;
}

function flatten(
  nodes: readonly CategoryNode[],
  parentSlug: string | null,
  depth: number,
  out: FlatCategory[] = [],
): FlatCategory[] {
  nodes.forEach((node, sortOrder) => {
    // Child slugs carry the parent's, so "Men › T-Shirts" and a later "Women › T-Shirts" never collide.
    const slug = parentSlug ? `${parentSlug}-${slugify(node.name)}` : slugify(node.name);
    out.push({ node, slug, parentSlug, sortOrder, depth });
    if (node.children) flatten(node.children, slug, depth + 1, out);
  });
  return out;
}

/** The category tree; categories that exist already (by slug, from an earlier seed) are reused. */
async function seedCategories({ trx, base }: SeedContext): Promise<{ created: number; leaves: Leaf[] }> {
  const flat = flatten(CATEGORY_TREE, null, 0);
  const ids = new Map<string, number>();
  const at = iso(base - 400 * DAY);
  let created = 0;
  // Level by level: a child row needs its parent's id.
  for (let depth = 0; flat.some((c) => c.depth === depth); depth++) {
    const level = flat.filter((c) => c.depth === depth);
    const rows: NewRow<'categories'>[] = level.map((c) => ({
      name: c.node.name,
      slug: c.slug,
      description: `${c.node.name}: our selection.`,
      parentId: c.parentSlug ? ids.get(c.parentSlug)! : null,
      sortOrder: c.sortOrder,
      seoTitle: c.node.name,
      seoDescription: `Shop ${c.node.name.toLowerCase()} online.`,
      createdAt: at,
      updatedAt: at,
    }));
    const inserted = await trx
      .insertInto('categories')
      .values(rows)
      .onConflict((oc) => oc.column('slug').doNothing())
      .returning('id')
      .execute();
    created += inserted.length;
    const found = await trx
      .selectFrom('categories')
      .select(['id', 'slug'])
      .where(
        'slug',
        'in',
        level.map((c) => c.slug),
      )
      .execute();
    for (const r of found) ids.set(r.slug, r.id);
  }
  return {
    created,
    leaves: flat.filter((c) => c.node.leaf).map((c) => ({ id: ids.get(c.slug)!, kind: c.node.leaf! })),
  };
}

/** 2 or 3 warehouses besides MAIN; returns every warehouse id, the default first. */
async function seedWarehouses({ trx, base }: SeedContext, rng: Random): Promise<{ created: number; ids: number[] }> {
  const at = iso(base - 400 * DAY);
  const rows = WAREHOUSES.slice(0, rng.int(2, 3)).map((w) => ({
    name: w.name,
    code: w.code,
    isDefault: 0,
    createdAt: at,
    updatedAt: at,
  }));
  const inserted = await trx
    .insertInto('warehouses')
    .values(rows)
    .onConflict((oc) => oc.column('code').doNothing())
    .returning('id')
    .execute();
  const all = await trx.selectFrom('warehouses').select('id').orderBy('isDefault', 'desc').orderBy('id').execute();
  return { created: inserted.length, ids: all.map((w) => w.id) };
}

/** A shop-like price: whole euros ending in .99, .90, .49 or .00. */
function price(rng: Random, [min, max]: readonly [number, number]): number {
  const euros = rng.int(min, max);
  const cents = rng.pick([99, 99, 90, 49, 0]);
  return cents === 0 ? euros * 100 : (euros - 1) * 100 + cents;
}

function quantity(rng: Random): number {
  switch (
    rng.weighted([
      ['out', 4],
      ['low', 10],
      ['some', 36],
      ['plenty', 50],
    ] as const)
  ) {
    case 'out':
      return 0;
    case 'low':
      return rng.int(1, 5);
    case 'some':
      return rng.int(6, 50);
    case 'plenty':
      return rng.int(51, 400);
  }
}

const SENTENCES = [
  'Made to last and easy to care for.',
  'Designed in small batches with responsibly sourced materials.',
  'A favourite of our customers for everyday use.',
  'Backed by our two-year quality promise.',
  'Pairs well with the rest of the collection.',
];

interface PlannedProduct {
  row: NewRow<'products'>;
  kind: LeafKind;
  model: string;
  material: string;
  size: string;
  createdMs: number;
  updatedMs: number;
}

function planProduct(rng: Random, leaves: Leaf[], number: number, base: number): PlannedProduct {
  const leaf = rng.pick(leaves);
  const { kind } = leaf;
  const brand = rng.pick(BRANDS);
  const adjective = rng.pick(ADJECTIVES);
  const material = rng.pick(kind.materials);
  const noun = rng.pick(kind.nouns);
  const colour = rng.pick(COLOURS);
  const size = rng.pick(kind.sizes);
  const model = `M${1000 + number}`;
  const name = `${brand} ${adjective} ${material.name} ${noun}`;
  const createdMs = base - rng.int(30, 730) * DAY - rng.int(0, DAY / 1000) * 1000;
  const updatedMs = Math.min(base, createdMs + rng.int(0, 60) * DAY);
  const withSeo = rng.chance(0.7);
  const description = `${adjective} ${noun.toLowerCase()} in ${material.name.toLowerCase()} by ${brand}, colour ${colour.toLowerCase()}. ${rng.pick(SENTENCES)}`;
  return {
    kind,
    model,
    material: material.code,
    size,
    createdMs,
    updatedMs,
    row: {
      // SKU parts: category, model, material, size (the spec's composition).
      sku: `${kind.code}-${model}-${material.code}-${size}`,
      // The model number makes the slug unique; names repeat across a large catalogue.
      slug: `${slugify(name).slice(0, 60).replace(/-+$/, '')}-${model.toLowerCase()}`,
      name,
      description,
      brand,
      priceCents: price(rng, kind.price),
      categoryId: leaf.id,
      status: rng.weighted([
        ['active', 85],
        ['draft', 10],
        ['archived', 5],
      ] as const),
      seoTitle: withSeo ? `${name} | ${brand}` : null,
      seoDescription: withSeo ? description.slice(0, 155) : null,
      seoKeywords: withSeo ? [noun, material.name, brand, kind.name].join(', ').toLowerCase() : null,
      attributes: JSON.stringify({ material: material.name, color: colour }),
      videos: '[]',
      createdAt: iso(createdMs),
      updatedAt: iso(updatedMs),
    },
  };
}

/** Where the images of product `number` go: a thousand products a directory keeps directories small. */
const imageKey = (number: number, slug: string, n: number) => `seed/${Math.floor(number / 1000)}/${slug}-${n}.png`;

/**
 * Products in batches of a couple of thousand: the products of a batch are inserted first (their ids come back
 * with their SKUs), then their variants, media rows, image links and stock rows.
 */
export async function seedCatalogue(ctx: SeedContext, count: number, image: SeedImage): Promise<CatalogueResult> {
  const { trx, base } = ctx;
  const rng = streamOf(ctx.seed, 'catalogue');
  const categories = await seedCategories(ctx);
  const warehouses = await seedWarehouses(ctx, rng);
  // New products are numbered after every existing id, so a --force run never reuses a SKU or slug.
  const { maxId } = await trx
    .selectFrom('products')
    .select((eb) => eb.fn.max('id').as('maxId'))
    .executeTakeFirstOrThrow();
  const offset = Number(maxId ?? 0);
  const result: CatalogueResult = {
    categories: categories.created,
    warehouses: warehouses.created,
    products: 0,
    variants: 0,
    images: 0,
    inventoryRows: 0,
    imageKeys: [],
  };
  const report = tenths(ctx.progress, 'products', count);

  const batch = 2000;
  for (let start = 0; start < count; start += batch) {
    const planned = Array.from({ length: Math.min(batch, count - start) }, (_, i) =>
      planProduct(rng, categories.leaves, offset + start + i + 1, base),
    );
    const idBySku = new Map<string, number>();
    for await (const rows of chunked(planned.map((p) => p.row))) {
      for (const r of await trx.insertInto('products').values(rows).returning(['id', 'sku']).execute())
        idBySku.set(r.sku, r.id);
    }

    const variants: NewRow<'productVariants'>[] = [];
    const options: NewRow<'productOptions'>[] = [];
    planned.forEach((p) => {
      const productId = idBySku.get(p.row.sku)!;
      const at = { createdAt: p.row.createdAt, updatedAt: p.row.updatedAt };
      // About a third of the products come in sizes and colours (3 to 12 variants); the rest have their default variant.
      const sizes = rng.chance(1 / 3)
        ? rng
            .sample(p.kind.sizes, Math.min(p.kind.sizes.length, rng.int(1, 4)))
            .sort((a, b) => p.kind.sizes.indexOf(a) - p.kind.sizes.indexOf(b))
        : [];
      const colours =
        sizes.length === 0
          ? []
          : rng.sample(
              COLOURS,
              rng.int(
                Math.max(1, Math.ceil(3 / sizes.length)),
                Math.max(1, Math.min(3, Math.floor(12 / sizes.length))),
              ),
            );
      if (sizes.length * colours.length < 3) {
        // Every column spelt out: a multi-row insert on SQLite writes NULL, not the default, for a column a row lacks.
        variants.push({
          productId,
          sku: p.row.sku,
          name: 'Default',
          priceCents: null,
          optionValues: '[]',
          status: 'active',
          sortOrder: 0,
          ...at,
        });
        return;
      }
      options.push(
        { productId, position: 0, name: 'Size', values: JSON.stringify(sizes), ...at },
        { productId, position: 1, name: 'Colour', values: JSON.stringify(colours), ...at },
      );
      let sortOrder = 0;
      for (const size of sizes) {
        // Larger sizes sometimes cost more; the others sell at the product's price.
        const priceCents =
          p.kind.sizes.indexOf(size) > p.kind.sizes.indexOf(sizes[0]!) && rng.chance(0.3)
            ? Number(p.row.priceCents) + 500
            : null;
        for (const colour of colours) {
          variants.push({
            productId,
            sku: `${p.row.sku}-${size}-${colour
              .replace(/[^A-Za-z]/g, '')
              .slice(0, 3)
              .toUpperCase()}${COLOURS.indexOf(colour)}`,
            name: `${size} / ${colour}`,
            priceCents,
            optionValues: JSON.stringify([size, colour]),
            status: 'active',
            sortOrder: sortOrder++,
            ...at,
          });
        }
      }
    });
    const variantRows: { id: number; productId: number; updatedAt: string }[] = [];
    for await (const rows of chunked(variants))
      variantRows.push(
        ...(await trx.insertInto('productVariants').values(rows).returning(['id', 'productId', 'updatedAt']).execute()),
      );
    for await (const rows of chunked(options)) await trx.insertInto('productOptions').values(rows).execute();

    const media: NewRow<'media'>[] = [];
    const links: { productId: number; key: string; alt: string; sortOrder: number; createdAt: string }[] = [];
    const stock: NewRow<'variantInventory'>[] = [];
    planned.forEach((p, i) => {
      const productId = idBySku.get(p.row.sku)!;
      const number = offset + start + i + 1;
      const images = rng.weighted([
        [0, 8],
        [1, 55],
        [2, 27],
        [3, 10],
      ] as const);
      for (let n = 1; n <= images; n++) {
        const key = imageKey(number, p.row.slug, n);
        const alt = n === 1 ? p.row.name : `${p.row.name}, view ${n}`;
        media.push({
          fileName: key.slice(key.lastIndexOf('/') + 1),
          originalName: `${p.row.slug}-${n}.png`,
          storageKey: key,
          thumbnailKey: null,
          mimeType: 'image/png',
          sizeBytes: image.sizeBytes,
          width: image.width,
          height: image.height,
          alt,
          title: p.row.name,
          createdAt: p.row.createdAt,
          updatedAt: p.row.createdAt,
        });
        links.push({ productId, key, alt, sortOrder: n - 1, createdAt: p.row.createdAt });
      }
    });
    for (const v of variantRows) {
      warehouses.ids.forEach((warehouseId, w) => {
        // Every variant is stocked in the default warehouse, about a third also in each other one.
        if (w > 0 && !rng.chance(0.35)) return;
        stock.push({
          variantId: v.id,
          productId: v.productId,
          warehouseId,
          quantity: quantity(rng),
          reserved: 0,
          updatedAt: v.updatedAt,
        });
      });
    }

    const mediaIdByKey = new Map<string, number>();
    for await (const rows of chunked(media)) {
      for (const r of await trx.insertInto('media').values(rows).returning(['id', 'storageKey']).execute())
        mediaIdByKey.set(r.storageKey, r.id);
    }
    const imageRows = links.map((l) => ({
      productId: l.productId,
      mediaId: mediaIdByKey.get(l.key)!,
      alt: l.alt,
      sortOrder: l.sortOrder,
      createdAt: l.createdAt,
    }));
    for await (const rows of chunked(imageRows)) await trx.insertInto('productImages').values(rows).execute();
    // The per-product totals in inventory follow from these rows (migration 0070's triggers).
    for await (const rows of chunked(stock)) await trx.insertInto('variantInventory').values(rows).execute();

    result.products += planned.length;
    result.variants += variants.length;
    result.images += media.length;
    result.inventoryRows += stock.length;
    for (const m of media) result.imageKeys.push(m.storageKey);
    report(result.products);
  }
  return result;
}
