import type { App } from '../common/types.js';
import { IdParams } from '../common/schemas.js';
import { Envelope, pageRequest, toEnvelope } from './envelope.js';
import * as S from './customers.schemas.js';

/** Read-only: the platform interface has no create, edit or delete for customers. */
export default async function customersRoutes(app: App) {
  const { customers } = app.services;
  const tags = ['platform: customers'];

  app.get(
    '/customers',
    {
      config: { cache: ['sales'] },
      schema: {
        tags,
        summary: 'Registered customers, newest first, e-mails masked',
        querystring: S.CustomerListQuery,
        response: { 200: Envelope(S.CustomerListItem) },
      },
    },
    async (request) => {
      const { search, is_b2b: isB2b } = request.query;
      return toEnvelope(
        await customers.platformList({ search: search?.trim() || undefined, isB2b }, pageRequest(request.query)),
      );
    },
  );

  app.get(
    '/customers/:id',
    {
      schema: {
        tags,
        summary: 'Contact data, addresses, last 10 orders, B2B group and notes',
        params: IdParams,
        response: { 200: S.CustomerDetail },
      },
    },
    (request) => customers.platformGet(request.params.id),
  );
}
