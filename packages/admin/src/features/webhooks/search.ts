import { instant, int, oneOf, text, type QueryOf, type Raw } from '../../url-state.js';
import { WEBHOOK_EVENTS, WEBHOOK_STATUSES } from '../../server-rules.js';

export type WebhooksSearch = Omit<QueryOf<'/api2/admin/webhooks'>, 'limit'>;

export function webhooksSearch(raw: Raw): WebhooksSearch {
  return {
    status: oneOf(WEBHOOK_STATUSES, raw.status),
    eventType: oneOf(WEBHOOK_EVENTS, raw.eventType),
    url: text(raw.url, 2000),
    createdFrom: instant(raw.createdFrom),
    createdTo: instant(raw.createdTo),
    page: int(raw.page),
  };
}
