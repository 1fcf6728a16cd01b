import { Type } from 'typebox';
import type { App } from '../common/types.js';
import { Id } from '../common/schemas.js';
import { hasPermission } from '../../modules/admin-users/roles.js';
import { MOVEMENT_TYPES } from '../../modules/inventory/movements.repository.js';
import * as S from '../platform/inventory.schemas.js';
import { adminActor } from './actor.js';
import { AdminList, listQuery, pageOf, toAdminList } from './list.js';

/**
 * A movement as roles without orders.read see it (editor): the stock change stays, which order or return caused it
 * (its reference, its order number in the reason, the shopper as actor) goes (issue 31, docs/security.md §3).
 */
function withoutSales<
  M extends { type: string; reason: string; actor: string; reference: { type: string; id: number } | null },
>(m: M): M {
  if (m.reference?.type !== 'order' && m.reference?.type !== 'return') return m;
  return {
    ...m,
    reference: null,
    reason: m.reference.type,
    actor: /^(customer:|guest$)/.test(m.actor) ? 'shopper' : m.actor,
  };
}

const StockQuery = Type.Object({
  productId: Type.Optional(Id),
  variantId: Type.Optional(Id),
  warehouseId: Type.Optional(Id),
  ...listQuery,
});

const LowStockQuery = Type.Object({
  threshold: S.LowStockQuery.properties.threshold,
  warehouseId: Type.Optional(Id),
  ...listQuery,
});

const MovementQuery = Type.Object({
  productId: Type.Optional(Id),
  variantId: Type.Optional(Id),
  warehouseId: Type.Optional(Id),
  type: Type.Optional(Type.Enum(MOVEMENT_TYPES)),
  from: S.MovementQuery.properties.from,
  to: S.MovementQuery.properties.to,
  ...listQuery,
});

/** Stock, low stock, the movement ledger, adjustments and warehouses (products.*), over the platform's service. */
export default async function inventoryRoutes(app: App) {
  const { inventory } = app.services;
  const read = { permission: 'products.read' as const };
  const write = { permission: 'products.write' as const };
  const tags = ['admin: inventory'];

  app.get(
    '/inventory/stock',
    {
      config: { ...read, cache: ['catalog'] },
      schema: {
        tags,
        summary: 'Rows per variant and warehouse, in product order',
        querystring: StockQuery,
        response: { 200: AdminList('stock', S.StockRow) },
      },
    },
    async (request) => {
      const { productId, variantId, warehouseId } = request.query;
      return toAdminList('stock', await inventory.stock({ productId, variantId, warehouseId }, pageOf(request.query)));
    },
  );

  app.get(
    '/inventory/low-stock',
    {
      config: { ...read, cache: ['catalog'] },
      schema: {
        tags,
        summary: 'Rows with available ≤ threshold, lowest available first',
        querystring: LowStockQuery,
        response: { 200: AdminList('stock', S.StockRow) },
      },
    },
    async (request) => {
      const { threshold, warehouseId } = request.query;
      return toAdminList('stock', await inventory.lowStock({ threshold, warehouseId }, pageOf(request.query)));
    },
  );

  app.get(
    '/inventory/movements',
    {
      config: read,
      schema: {
        tags,
        summary:
          'The inventory ledger, newest first; each entry names the order, return or adjustment behind it (orders and returns only for roles with orders.read: for others reference is null, reason the word order or return and a shopper actor `shopper`)',
        description:
          "For each variant and warehouse the sum of quantityDelta equals the stock row's quantity, and the sum of reservedDelta its reserved.",
        querystring: MovementQuery,
        response: { 200: AdminList('movements', S.Movement) },
      },
    },
    async (request) => {
      const { productId, variantId, warehouseId, type, from, to } = request.query;
      const page = await inventory.movements(
        { productId, variantId, warehouseId, type, from, to },
        pageOf(request.query),
      );
      if (hasPermission(request.admin!.role, 'orders.read')) return toAdminList('movements', page);
      return toAdminList('movements', { ...page, items: page.items.map(withoutSales) });
    },
  );

  app.post(
    '/inventory/adjustments',
    {
      config: write,
      schema: {
        tags,
        summary: 'Signed change with a reason; 400 when the quantity would go below zero (or below what is reserved)',
        body: S.CreateAdjustment,
        response: { 201: S.Adjustment },
      },
    },
    async (request, reply) => reply.status(201).send(await inventory.adjust(adminActor(request), request.body)),
  );

  app.get(
    '/inventory/warehouses',
    {
      config: read,
      schema: {
        tags,
        summary: 'Every warehouse with its totals; not paginated',
        response: { 200: Type.Object({ warehouses: Type.Array(S.Warehouse) }) },
      },
    },
    async () => ({
      warehouses: await inventory.warehouses(),
    }),
  );

  app.post(
    '/inventory/warehouses',
    {
      config: write,
      schema: {
        tags,
        summary: 'Adds a warehouse; 409 when the code exists',
        body: S.CreateWarehouse,
        response: { 201: S.Warehouse },
      },
    },
    async (request, reply) => reply.status(201).send(await inventory.createWarehouse(request.body)),
  );
}
