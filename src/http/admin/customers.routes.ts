import type { App } from '../common/types.js';
import { Success } from '../common/schemas.js';
import { totalPages } from '../../shared/page.js';
import * as S from './customers.schemas.js';
import { sendJsonItems } from '../common/json-items.js';

export default async function customersRoutes(app: App) {
  const { customers } = app.services;
  const read = { permission: 'customers.read' as const };
  const write = { permission: 'customers.write' as const };
  const tags = ['admin: customers'];

  app.get(
    '/customers',
    {
      config: { ...read, cache: ['sales'] },
      schema: {
        tags,
        summary: 'Registered and guest customers merged, newest first',
        querystring: S.CustomerListQuery,
        response: { 200: S.CustomerListBody },
      },
    },
    async (request, reply) => {
      const { page = 1, limit = 50 } = request.query;
      const list = await customers.list({ page, limit });
      return sendJsonItems(reply, 'customers', list.items, {
        total: list.total,
        page: list.page,
        limit: list.limit,
        totalPages: totalPages(list),
      });
    },
  );

  app.get(
    '/customers/search',
    {
      config: { ...read, cache: ['sales'] },
      schema: {
        tags,
        summary: 'Up to 20 customers whose orders match q by name, e-mail or phone',
        querystring: S.CustomerSearchQuery,
        response: { 200: S.CustomerSearchBody },
      },
    },
    (request) => customers.search(request.query.q),
  );

  app.get(
    '/customers/:id',
    {
      config: read,
      schema: {
        tags,
        summary: 'A registered or (negative id) guest customer with addresses and the last 5 orders',
        params: S.CustomerParams,
        response: { 200: S.CustomerDetail },
      },
    },
    (request) => customers.get(request.params.id),
  );

  app.put(
    '/customers/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Updates email, firstName, lastName, phone, vatId, isB2b, b2bGroup; 409 EMAIL_IN_USE; guests 400',
        params: S.CustomerParams,
        body: S.UpdateCustomerBody,
        response: { 200: S.UpdatedCustomerBody },
      },
    },
    (request) => customers.update(request.params.id, request.body),
  );

  app.delete(
    '/customers/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Deletes the customer and their addresses; their orders stay',
        params: S.CustomerParams,
        response: { 200: Success },
      },
    },
    async (request) => {
      await customers.remove(request.params.id);
      return { success: true };
    },
  );

  app.post(
    '/customers/:id/addresses',
    {
      config: write,
      schema: {
        tags,
        summary: 'Adds an address; isDefault clears the default of the same type',
        params: S.CustomerParams,
        body: S.CreateAddressBody,
        response: { 201: S.Address },
      },
    },
    async (request, reply) => reply.status(201).send(await customers.addAddress(request.params.id, request.body)),
  );

  app.put(
    '/customers/addresses/:addressId',
    {
      config: write,
      schema: {
        tags,
        summary: "Changes the fields sent; 404 unless the address is customerId's",
        params: S.AddressParams,
        body: S.UpdateAddressBody,
        response: { 200: S.Address },
      },
    },
    (request) => {
      const { customerId, ...changes } = request.body;
      return customers.updateAddress(request.params.addressId, customerId, changes);
    },
  );

  app.delete(
    '/customers/addresses/:addressId',
    {
      config: write,
      schema: {
        tags,
        summary: "Deletes the address; 404 unless it is customerId's",
        params: S.AddressParams,
        querystring: S.AddressOwnerQuery,
        response: { 200: Success },
      },
    },
    async (request) => {
      await customers.removeAddress(request.params.addressId, request.query.customerId);
      return { success: true };
    },
  );
}
