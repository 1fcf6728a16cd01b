import { PassThrough } from 'node:stream';
import { Type } from 'typebox';
import type { App } from '../common/types.js';
import type { FeedChange } from '../../modules/live/live-feed.js';
import { ADMIN_ACCESS_COOKIE } from './cookies.js';

/** A comment line every so often, so that proxies and load balancers do not close an idle stream. */
const HEARTBEAT_MS = 15_000;

const EVENT_FORMAT = [
  'Server-sent events (text/event-stream) telling the dashboard what changed, within about a second of a commit on any instance',
  'sharing the database (docs/api-contract.md, "Live events"). Events, each `data` a JSON object:',
  '`ready` {salesVersion, catalogVersion} once on connect; `orders.created` {orders: [{id, orderNumber, status, createdAt}], newestCreatedAt}',
  'when new orders were committed; `orders.changed` {salesVersion} when anything of orders, returns or customers changed;',
  '`catalog.changed` {catalogVersion} when products, stock or categories changed; `session.ended` {reason} before the server ends',
  'the stream because the session was revoked or its access token expired (refresh, then reconnect). `: keep-alive` comments every 15 s.',
].join(' ');

function frame(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

export default async function eventsRoutes(app: App) {
  const { liveFeed, adminAuth } = app.services;
  const open = new Set<PassThrough>();

  // Open streams never end by themselves: the server ends them when it closes, or close() would wait for them.
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end();
  });

  app.get('/events', {
    config: { permission: 'orders.read' },
    schema: {
      operationId: 'streamAdminEvents',
      tags: ['admin: orders'],
      summary: 'Live changes of orders and the catalogue as server-sent events',
      description: EVENT_FORMAT,
      response: { 200: { description: 'An endless text/event-stream', content: { 'text/event-stream': { schema: Type.Unsafe<unknown>({ type: 'string' }) } } } },
    },
  }, async (request, reply) => {
    const token = request.cookies[ADMIN_ACCESS_COOKIE]!;
    const stream = new PassThrough();
    let checking: Promise<void> | null = null;

    /** Ends the stream once the session behind it is revoked or its access token expired. */
    const checkSession = () => {
      checking ??= adminAuth.authenticate(token).then((admin) => {
        checking = null;
        if (!admin) {
          stream.write(frame('session.ended', { reason: 'The session was revoked or its access token expired' }));
          stream.end();
        }
      }, (err: unknown) => {
        checking = null;
        request.log.warn({ err }, 'live events: checking the session failed');
      });
    };

    const onChange = ({ versions, previous, created }: FeedChange) => {
      if (created.length) stream.write(frame('orders.created', { orders: created, newestCreatedAt: created.at(-1)!.createdAt }));
      if (versions.sales !== previous.sales) stream.write(frame('orders.changed', { salesVersion: versions.sales }));
      if (versions.catalog !== previous.catalog) stream.write(frame('catalog.changed', { catalogVersion: versions.catalog }));
      if (versions.access !== previous.access) checkSession();
    };

    const { versions, unsubscribe } = await liveFeed.subscribe(onChange);
    const heartbeat = setInterval(() => {
      stream.write(': keep-alive\n\n');
      checkSession();
    }, HEARTBEAT_MS);
    open.add(stream);
    const stop = () => {
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(stream);
      stream.end();
    };
    stream.on('close', stop);
    stream.on('finish', stop);
    request.raw.on('close', stop);

    stream.write(`retry: 2000\n\n${frame('ready', { salesVersion: versions.sales, catalogVersion: versions.catalog })}`);
    return reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      // no-transform: proxies must neither compress nor buffer it; X-Accel-Buffering turns nginx's buffering off.
      .header('cache-control', 'no-cache, no-transform')
      .header('x-accel-buffering', 'no')
      .send(stream);
  });
}
