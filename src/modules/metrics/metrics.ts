// Prometheus metrics (prom-client). Names carry the `shop_` prefix; process and Node.js metrics
// (memory, CPU, event-loop delay, GC) are prom-client's defaults.
import client from 'prom-client';

/**
 * Webhook delivery attempts by result (delivered, failed, aborted), counted by the delivery loop of this process.
 * Module-wide because the loop runs apart from any app; each registry below exposes it.
 */
export const webhookDeliveryAttempts = new client.Counter({
  name: 'shop_webhook_delivery_attempts_total',
  help: 'Webhook delivery attempts made by this process, by result',
  labelNames: ['result'] as const,
  registers: [],
});

/** What a pg Pool reports about its connections. */
export interface PoolUse {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/** What the response cache (http/common/response-cache.ts) counts. */
export interface CacheUse {
  readonly hits: number;
  readonly misses: number;
  readonly bytes: number;
  readonly size: number;
}

export interface MetricsSources {
  /** Outbox records waiting for delivery or given up, read at each scrape. */
  webhookBacklog(): Promise<{ pending: number; failed: number }>;
  /** The PostgreSQL connection pool; SQLite has none. */
  pool?: PoolUse;
  /** The cache of answers; absent when RESPONSE_CACHE_MB=0. */
  responseCache?: CacheUse;
  /** Live event streams open in this process (GET /api2/admin/events). */
  liveStreams?: { readonly open: number };
}

export function createMetrics({ webhookBacklog, pool, responseCache, liveStreams }: MetricsSources) {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  registry.registerMetric(webhookDeliveryAttempts);

  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new client.Counter({
    name: 'shop_http_requests_total',
    help: 'HTTP requests answered, by route pattern and status',
    labelNames,
    registers: [registry],
  });
  const duration = new client.Histogram({
    name: 'shop_http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by route pattern and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  new client.Gauge({
    name: 'shop_webhook_outbox_records',
    help: 'Webhook outbox records waiting for delivery (pending) or given up (failed)',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const backlog = await webhookBacklog();
      this.set({ status: 'pending' }, backlog.pending);
      this.set({ status: 'failed' }, backlog.failed);
    },
  });

  if (pool) {
    const poolGauge = (name: string, help: string, read: () => number) =>
      new client.Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read());
        },
      });
    poolGauge('shop_db_pool_connections', 'PostgreSQL connections open in the pool', () => pool.totalCount);
    poolGauge('shop_db_pool_idle_connections', 'PostgreSQL connections open and idle', () => pool.idleCount);
    poolGauge('shop_db_pool_waiting_requests', 'Queries waiting for a PostgreSQL connection', () => pool.waitingCount);
  }

  if (responseCache) {
    new client.Counter({
      name: 'shop_response_cache_lookups_total',
      help: 'GET requests of cached routes, by whether the kept answer was still current (hit) or not (miss)',
      labelNames: ['result'] as const,
      registers: [registry],
      collect() {
        this.reset();
        this.inc({ result: 'hit' }, responseCache.hits);
        this.inc({ result: 'miss' }, responseCache.misses);
      },
    });
    new client.Gauge({
      name: 'shop_response_cache_bytes',
      help: 'Memory of the kept answers: keys, bodies and a fixed overhead per entry',
      registers: [registry],
      collect() {
        this.set(responseCache.bytes);
      },
    });
    new client.Gauge({
      name: 'shop_response_cache_entries',
      help: 'Number of kept answers',
      registers: [registry],
      collect() {
        this.set(responseCache.size);
      },
    });
  }

  if (liveStreams) {
    new client.Gauge({
      name: 'shop_live_event_streams',
      help: 'Live event streams (GET /api2/admin/events) open in this process',
      registers: [registry],
      collect() {
        this.set(liveStreams.open);
      },
    });
  }

  return {
    contentType: registry.contentType,
    /** The Prometheus text exposition of every metric. */
    scrape: () => registry.metrics(),
    /** `route` is the route's pattern (`/api2/admin/orders/:id`), so ids do not make a series each. */
    observeRequest(labels: { method: string; route: string; status: number }, seconds: number) {
      const l = { ...labels, status: String(labels.status) };
      requests.inc(l);
      duration.observe(l, seconds);
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
