import type { Db } from '../../db/open.js';
import type { Clock } from '../../shared/clock.js';
import { unixSeconds } from '../../shared/clock.js';
import { conflict, invalid, notFound } from '../../shared/errors.js';
import type { Page, PageRequest } from '../../shared/page.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { UrlGuard } from './url-guard.js';
import type { EventType, WebhookAttemptError, WebhookDetail, WebhookPayload, WebhookStatus, WebhookSummary } from './webhook.js';
import * as repo from './webhooks.repository.js';

/** Replay resends a failed or a delivered record; a pending one is already queued. */
const REPLAYABLE: readonly WebhookStatus[] = ['failed', 'delivered'];

/** 400 VALIDATION_ERROR unless the guard accepts the URL; for every place a webhook URL is saved. */
export async function assertAllowedUrl(guard: UrlGuard, url: string): Promise<void> {
  const r = await guard.check(url);
  if (!r.ok) throw invalid(`Webhook URL refused: ${r.reason}`);
}

function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

function toSummary(row: repo.WebhookRow): WebhookSummary {
  return {
    id: row.id,
    eventType: row.eventType,
    url: row.url,
    status: row.status as WebhookStatus,
    attempts: row.attempts,
    createdAt: unixSeconds(row.createdAt),
    deliveredAt: row.deliveredAt ? unixSeconds(row.deliveredAt) : null,
    manual: row.manual === 1,
  };
}

function toDetail(row: repo.WebhookRow): WebhookDetail {
  return {
    ...toSummary(row),
    payload: parseJson<unknown>(row.payload, null),
    nextAttemptAt: row.status === 'pending' ? unixSeconds(row.nextAttemptAt) : null,
    errors: parseJson<WebhookAttemptError[]>(row.errors, []),
    lastError: row.lastError,
  };
}

export interface WebhookList extends Page<WebhookSummary> {
  stats: repo.StatusCounts;
}

export function createWebhooksService({ db, clock, guard, settings }: { db: Db; clock: Clock; guard: UrlGuard; settings: Pick<SettingsService, 'webhookTarget'> }) {
  return {
    /** Newest first, with counts per status over all records. */
    async list(filter: repo.WebhookFilter, page: PageRequest): Promise<WebhookList> {
      const [found, stats] = await Promise.all([repo.findWebhooks(db, filter, page), repo.countByStatus(db)]);
      return { ...found, items: found.items.map(toSummary), stats };
    },

    /** Records waiting for delivery and given up, for metrics. */
    async backlog(): Promise<{ pending: number; failed: number }> {
      const { pending, failed } = await repo.countByStatus(db);
      return { pending, failed };
    },

    async get(id: number): Promise<WebhookDetail> {
      const row = await repo.findWebhook(db, id);
      if (!row) throw notFound('Webhook');
      return toDetail(row);
    },

    /**
     * Queues a delivery of `payload` as the data of an `eventType` event, to `url` or else the default target.
     * The target must pass the SSRF guard now; it is checked again before every attempt. The record is marked
     * manual: its deliveries carry X-Webhook-Manual: true (body and signature are those of any event).
     */
    async queueManual(input: { eventType: EventType; payload: Record<string, unknown>; url?: string }): Promise<WebhookSummary> {
      const url = input.url ?? (await settings.webhookTarget());
      if (!url) throw invalid('No url given and no default webhook URL is configured');
      await assertAllowedUrl(guard, url);
      const now = clock.now().toISOString();
      const body: WebhookPayload = { event: input.eventType, timestamp: now, data: input.payload };
      return toSummary(await repo.insertWebhook(db, { eventType: input.eventType, url, payload: JSON.stringify(body), now, manual: true }));
    },

    /** Back to pending with attempts 0 and errors cleared; the next processor run sends it, with the same id. */
    async replay(id: number): Promise<WebhookSummary> {
      const row = await repo.resetForReplay(db, id, REPLAYABLE, clock.now().toISOString());
      if (row) return toSummary(row);
      if (await repo.findWebhook(db, id)) throw conflict('The webhook is pending already');
      throw notFound('Webhook');
    },

    async remove(id: number): Promise<void> {
      if (!(await repo.deleteWebhook(db, id))) throw notFound('Webhook');
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
