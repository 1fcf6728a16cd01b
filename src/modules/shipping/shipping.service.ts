import type { Db } from '../../db/open.js';
import type { SqlDialect } from '../../db/dialect.js';
import type { Clock } from '../../shared/clock.js';
import { invalid, notFound } from '../../shared/errors.js';
import { toCents } from '../../shared/money.js';
import type { Page, PageRequest } from '../../shared/page.js';
import { record, recordMany } from '../audit/audit.js';
import * as repo from './shipping.repository.js';
import { rowToMethod, type MethodType, type ShippingMethod, type ShippingZone } from './shipping.js';

export interface MethodInput {
  zoneId: number;
  name: string;
  methodType: MethodType;
  /** EUR; only a flat rate charges it (free and pickup store 0). */
  price?: number;
  freeAbove?: number | null;
  isActive?: boolean;
}

function cleanName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw invalid('name must not be empty');
  return trimmed;
}

function toZone(row: repo.ZoneRow): ShippingZone {
  return {
    id: row.id,
    name: row.name,
    methodCount: row.methodCount,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function createShippingService({ db, dialect, clock }: { db: Db; dialect: SqlDialect; clock: Clock }) {
  async function zoneOrThrow(id: number): Promise<ShippingZone> {
    const row = await repo.findZone(db, id);
    if (!row) throw notFound('Shipping zone');
    return toZone(row);
  }

  /** Turns a foreign-key failure on zone_id into a 400 naming the field. */
  async function withZoneCheck<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (e) {
      if (dialect.isForeignKeyViolation(e)) throw invalid('zoneId: shipping zone not found');
      throw e;
    }
  }

  return {
    /** Zones by name, each with its method count. */
    listZones: async (page: PageRequest): Promise<Page<ShippingZone>> => {
      const result = await repo.findZones(db, page);
      return { ...result, items: result.items.map(toZone) };
    },

    /** One zone with its methods. */
    async getZone(id: number): Promise<ShippingZone & { methods: ShippingMethod[] }> {
      const zone = await zoneOrThrow(id);
      return { ...zone, methods: (await repo.findMethods(db, { zoneId: id })).map(rowToMethod) };
    },

    async createZone(input: { name: string }): Promise<ShippingZone> {
      const now = clock.now().toISOString();
      const name = cleanName(input.name);
      const row = await db.transaction().execute(async (trx) => {
        const inserted = await repo.insertZone(trx, { name, createdAt: now, updatedAt: now });
        await record(trx, { entityType: 'shipping_zone', entityId: inserted.id, action: 'create', after: inserted });
        return inserted;
      });
      return toZone({ ...row, methodCount: 0 });
    },

    async updateZone(id: number, input: { name?: string }): Promise<ShippingZone> {
      if (input.name !== undefined) {
        const name = cleanName(input.name);
        await db.transaction().execute(async (trx) => {
          const before = await repo.findZoneRow(trx, id);
          if (!before) throw notFound('Shipping zone');
          const after = await repo.updateZone(trx, id, { name, updatedAt: clock.now().toISOString() });
          await record(trx, { entityType: 'shipping_zone', entityId: id, action: 'update', before, after });
        });
      }
      return zoneOrThrow(id);
    },

    /** Deletes the zone and its methods; orders keep the method name they were placed with. */
    async deleteZone(id: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        // The methods go by cascade, unseen by the statement: read first so each is logged as deleted too.
        const methods = await repo.findMethods(trx, { zoneId: id });
        const zone = await repo.deleteZone(trx, id);
        if (!zone) throw notFound('Shipping zone');
        await recordMany(trx, [
          { entityType: 'shipping_zone', entityId: id, action: 'delete', before: zone },
          ...methods.map((before) => ({
            entityType: 'shipping_method',
            entityId: before.id,
            action: 'delete',
            before,
          })),
        ]);
      });
    },

    async createMethod(input: MethodInput): Promise<ShippingMethod> {
      const now = clock.now().toISOString();
      const price = input.methodType === 'flat_rate' ? toCents(input.price ?? 0, 'price') : 0;
      const values = {
        zoneId: input.zoneId,
        name: cleanName(input.name),
        methodType: input.methodType,
        priceCents: price,
        freeAboveCents:
          input.freeAbove === undefined || input.freeAbove === null ? null : toCents(input.freeAbove, 'freeAbove'),
        isActive: input.isActive === false ? 0 : 1,
        createdAt: now,
        updatedAt: now,
      };
      const row = await withZoneCheck(() =>
        db.transaction().execute(async (trx) => {
          const inserted = await repo.insertMethod(trx, values);
          await record(trx, {
            entityType: 'shipping_method',
            entityId: inserted.id,
            action: 'create',
            after: inserted,
          });
          return inserted;
        }),
      );
      return rowToMethod(row);
    },

    /** Changes the fields sent; switching to free or pickup sets the price to 0. */
    async updateMethod(id: number, input: Partial<MethodInput>): Promise<ShippingMethod> {
      const current = await repo.findMethod(db, id);
      if (!current) throw notFound('Shipping method');
      const methodType = input.methodType ?? (current.methodType as MethodType);
      const priceCents =
        methodType !== 'flat_rate' ? 0 : input.price !== undefined ? toCents(input.price, 'price') : current.priceCents;
      const changes = {
        ...(input.zoneId !== undefined ? { zoneId: input.zoneId } : {}),
        ...(input.name !== undefined ? { name: cleanName(input.name) } : {}),
        ...(input.freeAbove !== undefined
          ? { freeAboveCents: input.freeAbove === null ? null : toCents(input.freeAbove, 'freeAbove') }
          : {}),
        ...(input.isActive !== undefined ? { isActive: input.isActive ? 1 : 0 } : {}),
        methodType,
        priceCents,
        updatedAt: clock.now().toISOString(),
      };
      const row = await withZoneCheck(() =>
        db.transaction().execute(async (trx) => {
          const before = await repo.findMethod(trx, id);
          if (!before) throw notFound('Shipping method');
          const after = await repo.updateMethod(trx, id, changes);
          await record(trx, { entityType: 'shipping_method', entityId: id, action: 'update', before, after });
          return after;
        }),
      );
      if (!row) throw notFound('Shipping method');
      return rowToMethod(row);
    },

    async deleteMethod(id: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const before = await repo.deleteMethod(trx, id);
        if (!before) throw notFound('Shipping method');
        await record(trx, { entityType: 'shipping_method', entityId: id, action: 'delete', before });
      });
    },

    /** The methods a shopper can choose at checkout. */
    activeMethods: async (): Promise<ShippingMethod[]> =>
      (await repo.findMethods(db, { activeOnly: true })).map(rowToMethod),
  };
}

export type ShippingService = ReturnType<typeof createShippingService>;
