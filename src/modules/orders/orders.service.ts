// Reading orders (admin and platform lists, detail, dashboard, the customer's own) and the admin actions around them.
import { record } from '../audit/audit.js';
import type { Db } from '../../db/open.js';
import type { SqlDialect } from '../../db/dialect.js';
import type { Clock } from '../../shared/clock.js';
import type { Row } from '../../db/database.js';
import { conflict, invalid, notFound } from '../../shared/errors.js';
import type { Page, PageRequest } from '../../shared/page.js';
import type { Outbox } from '../webhooks/outbox.js';
import type { Mailer } from '../mail/mailer.js';
import type { Settings, SettingsService } from '../settings/settings.service.js';
import { actorNames, parseActor } from '../audit/actor-names.js';
import { rowToDetail, rowToListItem, type OrderDetail, type OrderListItem } from './order.js';
import { orderMail, type OrderMailType } from './order-mails.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import {
  countItems,
  countOrders,
  findOrdersPage,
  findRecentOrders,
  ADMIN_LIST_ITEMS_JSON,
  LIST_ITEMS_JSON,
  LIST_ROWS,
  type OrderFilter,
  type OrderSort,
} from './order-list.repository.js';
import type { JsonText } from '../../shared/json-text.js';
import { createOrdersExport } from './orders-export.js';
import { createStatusChanges } from './status-changes.js';
import { createOrderExpiry } from './order-expiry.js';
import { createOrdersBulk } from './orders-bulk.js';
import * as repo from './orders.repository.js';
import { rangeStart } from './order-filter.js';
import { fromCents } from '../../shared/money.js';

export interface OrdersDeps {
  db: Db;
  dialect: SqlDialect;
  clock: Clock;
  outbox: Outbox;
  mailer: Mailer;
  settings: Pick<SettingsService, 'effective'>;
  /** PENDING_ORDER_TTL_MINUTES: unpaid pending orders older than this are cancelled by expireUnpaid; 0 = never. */
  pendingOrderTtlMinutes: number;
}

export interface CustomerOrder extends OrderListItem {
  itemCount: number;
}

export function createOrdersService(deps: OrdersDeps) {
  const { db, dialect, clock, mailer, settings } = deps;
  const status = createStatusChanges(deps);
  const exporter = createOrdersExport(deps);
  const expiry = createOrderExpiry({ ...deps, ttlMinutes: deps.pendingOrderTtlMinutes });

  /** The order's detail and its invoice row (the detail shows only a reference to it). */
  async function load(id: number): Promise<{ order: OrderDetail; invoice: Row<'invoices'> | undefined }> {
    const row = await repo.findOrder(db, id);
    if (!row) throw notFound('Order');
    const [items, history, invoice, tags, discounts] = await Promise.all([
      repo.findItems(db, id),
      repo.findHistory(db, id),
      repo.findInvoiceOfOrder(db, id),
      repo.findOrderTags(db, id),
      repo.findDiscounts(db, id),
    ]);
    const nameOf = await actorNames(
      db,
      history.map((h) => parseActor(h.actor)),
    );
    const named = history.map((h) => ({ ...h, actorName: nameOf(parseActor(h.actor)) }));
    return { order: rowToDetail(row, { items, history: named, invoice, tags, discounts }), invoice };
  }

  async function get(id: number): Promise<OrderDetail> {
    return (await load(id)).order;
  }

  async function renderInvoice(
    invoice: Row<'invoices'>,
    order: OrderDetail,
    { shopName, shopTaxId, shopAddress }: Pick<Settings, 'shopName' | 'shopTaxId' | 'shopAddress'>,
  ): Promise<{ fileName: string; pdf: Buffer }> {
    const pdf = await renderInvoicePdf({
      invoiceNumber: invoice.invoiceNumber,
      issuedAt: invoice.createdAt,
      shopName,
      shopTaxId,
      shopAddress,
      order,
    });
    return { fileName: `${invoice.invoiceNumber}.pdf`, pdf };
  }

  const service = {
    /** One page of orders matching the filters, in the requested order: each item (an OrderListItem) as JSON text. */
    list: (filter: OrderFilter, sort: OrderSort, page: PageRequest): Promise<Page<JsonText>> =>
      findOrdersPage(db, dialect, filter, sort, page, LIST_ITEMS_JSON),

    /** The admin list's page: the list's items with each order's tags, as JSON text the database wrote. */
    listWithTags: (filter: OrderFilter, sort: OrderSort, page: PageRequest): Promise<Page<JsonText>> =>
      findOrdersPage(db, dialect, filter, sort, page, ADMIN_LIST_ITEMS_JSON),

    /** How many orders match the filters, as the list's total counts them (estimated past EXACT_TOTAL_LIMIT). */
    count: (filter: OrderFilter): Promise<{ total: number; estimated: boolean }> => countOrders(db, dialect, filter),

    /** The order with items, addresses, totals, invoice, tags and status history. */
    get,

    /** The newest orders, for the dashboard. */
    recent: async (limit: number): Promise<OrderListItem[]> => (await findRecentOrders(db, limit)).map(rowToListItem),

    /** Orders and revenue per status (and currency) since an instant or a date (its UTC midnight): the home's figures. */
    async summary(dateFrom: string) {
      const rows = await repo.sumOrdersSince(db, rangeStart(dateFrom, 'dateFrom'));
      return rows.map((r) => ({
        status: r.status,
        currency: r.currency,
        orders: Number(r.orders),
        revenue: fromCents(Number(r.totalCents)),
      }));
    },

    /** A customer's own orders, newest first. */
    async forCustomer(customerId: number, page: PageRequest): Promise<Page<CustomerOrder>> {
      const result = await findOrdersPage(
        db,
        dialect,
        { customerId },
        { by: 'createdAt', order: 'desc' },
        page,
        LIST_ROWS,
      );
      const counts = await countItems(
        db,
        result.items.map((o) => o.id),
      );
      return { ...result, items: result.items.map((o) => ({ ...rowToListItem(o), itemCount: counts.get(o.id) ?? 0 })) };
    },

    changeStatus: status.changeStatus,
    cancel: status.cancel,

    /** Cancels unpaid pending orders older than PENDING_ORDER_TTL_MINUTES (see order-expiry.ts); the ids it cancelled. */
    expireUnpaid: expiry.expireUnpaid,

    /** CSV of every order matching the filters (see orders-export.ts). */
    exportCsv: exporter.csv,

    /**
     * Mails the customer about the order; an invoice mail needs an invoice (the order was paid) and carries its PDF.
     * Writes nothing: a mail server failure (502 MAIL_DELIVERY_FAILED) leaves the order as it was.
     */
    async sendEmail(id: number, type: OrderMailType): Promise<{ sent: true; type: OrderMailType }> {
      const [{ order, invoice }, shop] = await Promise.all([load(id), settings.effective()]);
      const { shopName } = shop;
      // A mail saying what did not happen would mislead the customer.
      if (type === 'cancellation' && order.status !== 'cancelled') throw invalid('The order is not cancelled');
      if (type === 'refund' && order.status !== 'refunded' && !order.paymentStatus.includes('refunded'))
        throw invalid('Nothing of the order is refunded');
      const mail = orderMail(type, order, shopName);
      if (type === 'invoice') {
        if (!invoice) throw invalid('The order has no invoice yet (it is created when the order is paid)');
        const { fileName, pdf } = await renderInvoice(invoice, order, shop);
        mail.attachments = [{ filename: fileName, content: pdf, contentType: 'application/pdf' }];
      }
      await mailer.send(mail);
      return { sent: true, type };
    },

    /** The invoice as a PDF file. */
    async invoicePdf(invoiceId: number): Promise<{ fileName: string; pdf: Buffer }> {
      const invoice = await repo.findInvoice(db, invoiceId);
      if (!invoice) throw notFound('Invoice');
      const [order, shop] = await Promise.all([get(invoice.orderId), settings.effective()]);
      return renderInvoice(invoice, order, shop);
    },

    /** Every order tag, by name. */
    listTags: () => repo.findTags(db),

    async createTag(name: string) {
      const trimmed = name.trim();
      if (!trimmed) throw invalid('name must not be empty');
      try {
        return await db.transaction().execute(async (trx) => {
          const tag = await repo.insertTag(trx, trimmed, clock.now().toISOString());
          await record(trx, { entityType: 'order_tag', entityId: tag.id, action: 'create', after: tag });
          return tag;
        });
      } catch (e) {
        if (dialect.isUniqueViolation(e)) throw conflict(`A tag named ${trimmed} exists`);
        throw e;
      }
    },

    /** Renames the tag: every order that has it shows the new name. 404 unknown, 409 a tag of that name exists. */
    async renameTag(id: number, name: string) {
      const trimmed = name.trim();
      if (!trimmed) throw invalid('name must not be empty');
      try {
        return await db.transaction().execute(async (trx) => {
          const before = await repo.findTag(trx, id);
          if (!before) throw notFound('Tag');
          const after = (await repo.renameTag(trx, id, trimmed))!;
          await record(trx, { entityType: 'order_tag', entityId: id, action: 'update', before, after });
          return after;
        });
      } catch (e) {
        if (dialect.isUniqueViolation(e)) throw conflict(`A tag named ${trimmed} exists`);
        throw e;
      }
    },

    /** Deletes the tag and takes it off every order that had it. 404 unknown. */
    async deleteTag(id: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const before = await repo.findTag(trx, id);
        if (!before) throw notFound('Tag');
        const orders = await repo.deleteTag(trx, id);
        await record(trx, { entityType: 'order_tag', entityId: id, action: 'delete', before: { ...before, orders } });
      });
    },

    /** Adds one tag to the order (nothing when it has it): the bulk action's tag. */
    async addTag(id: number, tagId: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        if (!(await repo.lockOrder(trx, dialect, id))) throw notFound('Order');
        const before = (await repo.findOrderTags(trx, id)).map((t) => t.id);
        if (before.includes(tagId)) return;
        await repo.replaceOrderTags(trx, id, [...before, tagId]);
        await record(trx, {
          entityType: 'order',
          entityId: id,
          action: 'tags',
          before: { tagIds: before },
          after: { tagIds: [...before, tagId] },
        });
        await repo.touchOrder(trx, id, clock.now().toISOString());
      });
    },

    /** Replaces the order's tags; concurrent replacements of one order apply one after the other (row lock). */
    async setTags(id: number, tagIds: number[]): Promise<{ id: number; name: string }[]> {
      const unique = [...new Set(tagIds)];
      await db.transaction().execute(async (trx) => {
        // Unlocked, two calls would both delete, then both insert the same (order, tag) link: a unique violation.
        if (!(await repo.lockOrder(trx, dialect, id))) throw notFound('Order');
        if ((await repo.countTags(trx, unique)) !== unique.length) throw invalid('tagIds: unknown tag');
        const before = (await repo.findOrderTags(trx, id)).map((t) => t.id);
        await repo.replaceOrderTags(trx, id, unique);
        await record(trx, {
          entityType: 'order',
          entityId: id,
          action: 'tags',
          before: { tagIds: before },
          after: { tagIds: unique },
        });
        await repo.touchOrder(trx, id, clock.now().toISOString());
      });
      return repo.findOrderTags(db, id);
    },
  };
  return {
    ...service,
    /** A status move or a tag on the picked orders or every order matching a filter (see orders-bulk.ts). */
    bulk: createOrdersBulk({ db, dialect, status, addTag: service.addTag }),
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
