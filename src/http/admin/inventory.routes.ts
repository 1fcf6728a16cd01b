import { Type } from 'typebox';
import type { App } from '../common/types.js';
import { Id, pageQuery } from '../common/schemas.js';
import { totalPages } from '../../shared/page.js';
import { MOVEMENT_TYPES } from '../../modules/inventory/movements.repository.js';
import { Adjustment, CreateAdjustment, Movement, StockRow, Warehouse } from '../platform/inventory.schemas.js';
import { adminActor } from './actor.js';

const StockQuery = Type.Object({ productId: Type.Optional(Id), warehouseId: Type.Optional(Id), ...pageQuery(50, 200) });
const LowStockQuery = Type.Object({
  threshold: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000, description: 'default: the lowStockThreshold setting' })),
  warehouseId: Type.Optional(Id),
  ...pageQuery(50, 200),
});
const MovementQuery = Type.Object({
  productId: Type.Optional(Id),
  warehouseId: Type.Optional(Id),
  type: Type.Optional(Type.Enum(MOVEMENT_TYPES)),
  ...pageQuery(50, 200),
});
const list = <T extends Parameters<typeof Type.Array>[0]>(item: T) =>
  Type.Object({ rows: Type.Array(item), total: Type.Integer(), page: Type.Integer(), limit: Type.Integer(), totalPages: Type.Integer() });

/** Stock, the ledger and adjustments for the dashboard (products.*): the platform's inventory use cases under the admin session. */
export default async function inventoryRoutes(app: App) {
  const { inventory, settings } = app.services;
  const tags = ['admin: inventory'];
  const read = { permission: 'products.read' as const };
  const page = <T>(p: { items: T[]; total: number; page: number; limit: number; totalEstimated?: boolean }) =>
    ({ rows: p.items, total: p.total, page: p.page, limit: p.limit, totalPages: totalPages(p) });

  app.get('/inventory/stock', { config: read, schema: { tags, summary: 'Rows per product and warehouse, in product order', querystring: StockQuery, response: { 200: list(StockRow) } } }, async (request) => {
    const { productId, warehouseId, page: p = 1, limit = 50 } = request.query;
    return page(await inventory.stock({ productId, warehouseId }, { page: p, limit }));
  });

  app.get('/inventory/low-stock', { config: read, schema: { tags, summary: 'Rows with available ≤ threshold, lowest available first', querystring: LowStockQuery, response: { 200: list(StockRow) } } }, async (request) => {
    const { warehouseId, page: p = 1, limit = 50 } = request.query;
    const threshold = request.query.threshold ?? (await settings.effective()).lowStockThreshold;
    return page(await inventory.lowStock({ threshold, warehouseId }, { page: p, limit }));
  });

  app.get('/inventory/movements', {
    config: read,
    schema: { tags, summary: 'The inventory ledger, newest first; each entry names the order, return or adjustment behind it', querystring: MovementQuery, response: { 200: list(Movement) } },
  }, async (request) => {
    const { productId, warehouseId, type, page: p = 1, limit = 50 } = request.query;
    return page(await inventory.movements({ productId, warehouseId, type }, { page: p, limit }));
  });

  app.get('/inventory/warehouses', { config: read, schema: { tags, summary: 'Every warehouse with its totals', response: { 200: Type.Object({ warehouses: Type.Array(Warehouse) }) } } }, async () => ({
    warehouses: await inventory.warehouses(),
  }));

  app.post('/inventory/adjustments', {
    config: { permission: 'products.write', idempotent: true },
    schema: { tags, summary: 'Signed change of the on-hand quantity with its reason; 400 when it would go below zero', body: CreateAdjustment, response: { 201: Adjustment } },
  }, async (request, reply) => {
    const input = request.body;
    const { before, after } = await inventory.adjust(adminActor(request), input);
    return reply.status(201).send({ productId: input.productId, warehouseId: input.warehouseId, quantity: input.quantity, quantityBefore: before, quantityAfter: after, reason: input.reason });
  });
}
