import { PassThrough } from 'node:stream';
import { Type } from 'typebox';
import type { App } from '../common/types.js';
import type { FeedChange } from '../../modules/live/live-feed.js';
import { ADMIN_ACCESS_COOKIE } from './cookies.js';
import { DomainError } from '../../shared/errors.js';
import { hasPermission } from '../../modules/admin-users/roles.js';

/** A comment line every so often, so that proxies and load balancers do not close an idle stream. */
const HEARTBEAT_MS = 15_000;

const EVENT_FORMAT = [
  'Server-sent events (text/event-stream) telling the dashboard what changed, within about a second of a commit on any instance',
  'sharing the database (docs/api-contract.md, "Live events"). Events, each `data` a JSON object:',
  '`ready` {salesVersion, catalogVersion} once on connect; `orders.created` {orders: [{id, orderNumber, status, createdAt}], newestCreatedAt}',
  'when new orders were committed; `orders.changed` {salesVersion} when anything of orders, returns or customers changed;',
  '`catalog.changed` {catalogVersion} when products, stock or categories changed; `session.ended` {reason} before the server ends',
  'the stream because the session was revoked, its admin deleted or its access token expired (refresh, then reconnect); `access.ended` {reason}',
  "before it ends the stream because the account's role no longer has orders.read (the session and role are checked before every",
  'event and every `: keep-alive` comment, sent every 15 s). At most 3 open streams per session and 5 per admin (per server process): 429 beyond.',
].join(' ');

function frame(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

export default async function eventsRoutes(app: App) {
  const { liveFeed, liveStreams, adminAuth } = app.services;
  const open = new Set<PassThrough>();

  // Open streams never end by themselves: the server ends them when it closes, or close() would wait for them.
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end();
  });

  app.get(
    '/events',
    {
      config: { permission: 'orders.read' },
      schema: {
        operationId: 'streamAdminEvents',
        tags: ['admin: orders'],
        summary: 'Live changes of orders and the catalogue as server-sent events',
        description: EVENT_FORMAT,
        response: {
          200: {
            description: 'An endless text/event-stream',
            content: { 'text/event-stream': { schema: Type.Unsafe<unknown>({ type: 'string' }) } },
          },
        },
      },
    },
    async (request, reply) => {
      const token = request.cookies[ADMIN_ACCESS_COOKIE]!;
      const permission = request.routeOptions.config.permission!;
      const release = liveStreams.acquire(request.admin!.sessionId, request.admin!.id);
      if (!release) {
        throw new DomainError(
          'rate_limited',
          'RATE_LIMITED',
          `Too many open event streams: at most ${liveStreams.limits.perSession} per session and ${liveStreams.limits.perUser} per admin`,
          undefined,
          HEARTBEAT_MS / 1000,
        );
      }
      const stream = new PassThrough();
      // Writes run one after another, each behind a fresh check: nothing goes out once the session or the role
      // no longer allows the stream (the row is read from memory while no session or admin changed).
      let queue: Promise<void> = Promise.resolve();
      const allowedThen = (write: () => void) => {
        queue = queue
          .then(async () => {
            if (!stream.writable) return;
            const admin = await adminAuth.authenticate(token);
            if (!admin) {
              stream.end(frame('session.ended', { reason: 'The session was revoked or its access token expired' }));
            } else if (!hasPermission(admin.role, permission)) {
              stream.end(frame('access.ended', { reason: `The account's role no longer has ${permission}` }));
            } else {
              write();
            }
          })
          .catch((err: unknown) => {
            request.log.warn({ err }, 'live events: checking the session failed');
          });
      };

      const onChange = ({ versions, previous, created }: FeedChange) =>
        allowedThen(() => {
          if (created.length)
            stream.write(frame('orders.created', { orders: created, newestCreatedAt: created.at(-1)!.createdAt }));
          if (versions.sales !== previous.sales)
            stream.write(frame('orders.changed', { salesVersion: versions.sales }));
          if (versions.catalog !== previous.catalog)
            stream.write(frame('catalog.changed', { catalogVersion: versions.catalog }));
        });

      const { versions, unsubscribe } = await liveFeed.subscribe(onChange).catch((err: unknown) => {
        release();
        throw err;
      });
      const heartbeat = setInterval(() => allowedThen(() => stream.write(': keep-alive\n\n')), HEARTBEAT_MS);
      open.add(stream);
      const stop = () => {
        clearInterval(heartbeat);
        unsubscribe();
        release();
        open.delete(stream);
        stream.end();
      };
      stream.on('close', stop);
      stream.on('finish', stop);
      request.raw.on('close', stop);

      stream.write(
        `retry: 2000\n\n${frame('ready', { salesVersion: versions.sales, catalogVersion: versions.catalog })}`,
      );
      return (
        reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          // no-transform: proxies must neither compress nor buffer it; X-Accel-Buffering turns nginx's buffering off.
          .header('cache-control', 'no-cache, no-transform')
          .header('x-accel-buffering', 'no')
          .send(stream)
      );
    },
  );
}
