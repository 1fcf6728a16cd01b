import { Type } from 'typebox';
import type { App } from '../common/types.js';
import { PlatformErrorBody } from '../common/schemas.js';
import { platformActor } from './actor.js';
import { Envelope, pageRequest, toEnvelope } from './envelope.js';
import * as S from './inventory.schemas.js';

export default async function inventoryRoutes(app: App) {
  const { inventory } = app.services;
  const tags = ['platform: inventory'];

  app.get(
    '/inventory/stock',
    {
      config: { cache: ['catalog'] },
      schema: {
        tags,
        summary: 'Rows per variant and warehouse, in product order',
        querystring: S.StockQuery,
        response: { 200: Envelope(S.StockRow) },
      },
    },
    async (request) => {
      const { product_id: productId, variant_id: variantId, warehouse_id: warehouseId } = request.query;
      return toEnvelope(await inventory.stock({ productId, variantId, warehouseId }, pageRequest(request.query)));
    },
  );

  // The default threshold is a setting, which the catalog counter counts too (migration 0043).
  app.get(
    '/inventory/low-stock',
    {
      config: { cache: ['catalog'] },
      schema: {
        tags,
        summary: 'Rows with available ≤ threshold, lowest available first',
        querystring: S.LowStockQuery,
        response: { 200: Envelope(S.StockRow) },
      },
    },
    async (request) =>
      toEnvelope(
        await inventory.lowStock(
          { threshold: request.query.threshold, warehouseId: request.query.warehouse_id },
          pageRequest(request.query),
        ),
      ),
  );

  app.get(
    '/inventory/movements',
    {
      schema: {
        operationId: 'listInventoryMovements',
        tags,
        summary: 'The inventory ledger, newest first: every change of quantity or reserved (issue 12)',
        description:
          "Append-only. For each variant and warehouse the sum of quantityDelta equals the stock row's quantity, and the sum of reservedDelta its reserved.",
        querystring: S.MovementQuery,
        response: { 200: Envelope(S.Movement), 400: PlatformErrorBody, 401: PlatformErrorBody },
      },
    },
    async (request) => {
      const { productId, variantId, warehouseId, type, from, to } = request.query;
      return toEnvelope(
        await inventory.movements({ productId, variantId, warehouseId, type, from, to }, pageRequest(request.query)),
      );
    },
  );

  app.post(
    '/inventory/adjustments',
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Signed change; 400 when the quantity would go below zero',
        body: S.CreateAdjustment,
        response: { 201: S.Adjustment },
      },
    },
    async (request, reply) => reply.status(201).send(await inventory.adjust(platformActor(request), request.body)),
  );

  app.get(
    '/inventory/warehouses',
    {
      schema: {
        tags,
        summary: 'Every warehouse with its totals; not paginated',
        response: { 200: Type.Object({ data: Type.Array(S.Warehouse) }) },
      },
    },
    async () => ({
      data: await inventory.warehouses(),
    }),
  );

  app.post(
    '/inventory/warehouses',
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Adds a warehouse (beyond the spec)',
        body: S.CreateWarehouse,
        response: { 201: S.Warehouse },
      },
    },
    async (request, reply) => reply.status(201).send(await inventory.createWarehouse(request.body)),
  );
}
