// Options and variants of a product: the same routes on the admin and platform surfaces (issue 34, docs/variants.md).
import { Type, type Static, type TSchema } from 'typebox';
import type { App } from './types.js';
import type { Actor } from '../../shared/actor.js';
import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import { IdParams } from './schemas.js';
import { toCents } from '../../shared/money.js';
import {
  CreateVariant,
  GroupPricesBody,
  OptionsBody,
  UpdateVariant,
  Variant,
  VariantParams,
  VariantsBody,
} from './product.schemas.js';

export interface VariantRoutesOptions {
  tags: string[];
  actorOf: (request: FastifyRequest) => Actor;
  read: FastifyContextConfig;
  write: FastifyContextConfig;
  /** The surface's error schema, for the 409s these routes answer themselves. */
  errorBody: TSchema;
}

const groupsOf = (body: Static<typeof GroupPricesBody>) =>
  body.groups.map((g) => ({
    group: g.group,
    tiers: g.tiers.map((t) => ({
      minQuantity: t.minQuantity,
      maxQuantity: t.maxQuantity,
      priceCents: toCents(t.price),
    })),
  }));

export function variantRoutes(app: App, { tags, actorOf, read, write, errorBody }: VariantRoutesOptions) {
  const { products, variants, priceLists } = app.services;

  app.get(
    '/products/:id/variants/:variantId/group-prices',
    {
      config: read,
      schema: {
        tags,
        summary: "The variant's customer-group price lists with their quantity tiers",
        params: VariantParams,
        response: { 200: GroupPricesBody },
      },
    },
    (request) => priceLists.get(request.params.id, request.params.variantId),
  );

  app.put(
    '/products/:id/variants/:variantId/group-prices',
    {
      config: write,
      schema: {
        tags,
        summary:
          "Replaces the variant's customer-group price lists; each group's tiers cover 1 and up without gaps or overlaps (else 400)",
        params: VariantParams,
        body: GroupPricesBody,
        response: { 200: GroupPricesBody },
      },
    },
    (request) => priceLists.set(request.params.id, request.params.variantId, groupsOf(request.body)),
  );

  // A product without options: its lists are its only variant's, named by the product as everywhere else.
  app.get(
    '/products/:id/group-prices',
    {
      config: read,
      schema: {
        tags,
        summary: "A one-variant product's customer-group price lists (several variants: 400 naming variantId)",
        params: IdParams,
        response: { 200: GroupPricesBody },
      },
    },
    (request) => priceLists.get(request.params.id),
  );

  app.put(
    '/products/:id/group-prices',
    {
      config: write,
      schema: {
        tags,
        summary: "Replaces a one-variant product's customer-group price lists (several variants: 400 naming variantId)",
        params: IdParams,
        body: GroupPricesBody,
        response: { 200: GroupPricesBody },
      },
    },
    (request) => priceLists.set(request.params.id, undefined, groupsOf(request.body)),
  );

  app.get(
    '/products/:id/variants',
    {
      config: read,
      schema: {
        tags,
        summary: 'The options, variants (every status, with stock) and price range of a product',
        params: IdParams,
        response: { 200: VariantsBody },
      },
    },
    async (request) => {
      const product = await products.get(request.params.id);
      return variants.detail(product.id, toCents(product.price), 'admin');
    },
  );

  app.put(
    '/products/:id/options',
    {
      config: write,
      schema: {
        tags,
        summary:
          'Replaces the options (at most three): an added option gives existing variants its first value; variants with a removed value are deleted',
        params: IdParams,
        body: OptionsBody,
        response: { 200: OptionsBody, 409: errorBody },
      },
    },
    async (request) => ({
      options: await variants.setOptions(actorOf(request), request.params.id, request.body.options),
    }),
  );

  app.post(
    '/products/:id/variants',
    {
      config: write,
      schema: {
        tags,
        summary: 'Adds a variant for a combination of option values; 409 SKU_EXISTS, 409 when the combination exists',
        params: IdParams,
        body: CreateVariant,
        response: { 201: Variant, 409: errorBody },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await variants.create(actorOf(request), request.params.id, request.body)),
  );

  app.patch(
    '/products/:id/variants/:variantId',
    {
      config: write,
      schema: {
        tags,
        summary: "Changes a variant's SKU, option values, prices, barcode, weight or status",
        params: VariantParams,
        body: UpdateVariant,
        response: { 200: Variant, 409: errorBody },
      },
    },
    (request) => variants.update(actorOf(request), request.params.id, request.params.variantId, request.body),
  );

  app.delete(
    '/products/:id/variants/:variantId',
    {
      config: write,
      schema: {
        tags,
        summary:
          'Deletes a variant and its stock; 400 for the last one, 409 while it holds reserved stock; orders keep their snapshot',
        params: VariantParams,
        response: { 200: Type.Object({ id: Type.Integer() }), 409: errorBody },
      },
    },
    (request) => variants.remove(actorOf(request), request.params.id, request.params.variantId),
  );
}
