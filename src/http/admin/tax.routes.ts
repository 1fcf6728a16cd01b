import { Type } from 'typebox';
import type { App } from '../common/types.js';
import { ErrorBody, IdParams, Success } from '../common/schemas.js';
import { fingerprint } from '../../shared/fingerprint.js';
import { IfMatchHeaders, Stale, expectedOf, tagged, unlessChanged } from '../common/preconditions.js';
import * as S from '../platform/tax.schemas.js';
import { AdminList, listQuery, pageOf, toAdminList } from './list.js';

/** Tax settings, classes and rates (settings.*: they decide what every checkout charges), over the platform's service. */
export default async function taxRoutes(app: App) {
  const { tax } = app.services;
  const read = { permission: 'settings.read' as const };
  const write = { permission: 'settings.write' as const };
  const tags = ['admin: tax'];

  app.get(
    '/reports/oss',
    {
      config: { permission: 'orders.read' },
      schema: {
        tags: ['admin: reports'],
        summary:
          "OSS report of a quarter: sales to consumers in other EU countries per country and rate (CSV); the vat column sums to those orders' tax",
        querystring: Type.Object({
          quarter: Type.String({ pattern: '^\\d{4}-Q[1-4]$', description: 'YYYY-Qn, e.g. 2026-Q1 (UTC)' }),
        }),
        response: {
          200: {
            description: 'country,rate,orders,net,vat,gross (EUR; attachment oss-<quarter>.csv)',
            content: { 'text/csv': { schema: Type.Unsafe<unknown>({ type: 'string' }) } },
          },
        },
      },
    },
    async (request, reply) => {
      const csv = await tax.ossReport(request.query.quarter);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="oss-${request.query.quarter}.csv"`)
        .send(csv);
    },
  );

  const current = async () => {
    const settings = await tax.settings();
    return { ...settings, fingerprint: fingerprint(settings) };
  };
  app.get(
    '/tax/settings',
    {
      config: read,
      schema: {
        tags,
        summary:
          "Net or gross prices, the gross mode, rounding, the shop's country; the ETag is what If-Match compares",
        response: { 200: S.TaxSettings },
      },
    },
    async (_request, reply) => tagged(reply, await current()),
  );
  app.put(
    '/tax/settings',
    {
      config: write,
      schema: {
        tags,
        summary:
          'Fields left out keep their value; shopCountry needs a standard rate (409). With If-Match, only while the settings are as read (412 otherwise)',
        headers: IfMatchHeaders,
        body: S.TaxSettingsPatch,
        response: { 200: S.TaxSettings, 409: ErrorBody, 412: Stale('coded', S.TaxSettings) },
      },
    },
    async (request, reply) => {
      const saved = await unlessChanged(reply, () => tax.updateSettings(request.body, expectedOf(request)), current);
      return tagged(reply, { ...saved, fingerprint: fingerprint(saved) });
    },
  );

  app.get(
    '/tax/classes',
    {
      config: read,
      schema: {
        tags,
        summary: 'Built-in classes first, each with its rate count',
        querystring: Type.Object(listQuery),
        response: { 200: AdminList('classes', S.TaxClass) },
      },
    },
    async (request) => toAdminList('classes', await tax.listClasses(pageOf(request.query))),
  );
  app.get(
    '/tax/classes/:id',
    { config: read, schema: { tags, params: IdParams, response: { 200: S.TaxClass } } },
    (request) => tax.getClass(request.params.id),
  );
  app.post(
    '/tax/classes',
    {
      config: write,
      schema: {
        tags,
        summary: 'A custom class; 409 when the code exists',
        body: S.CreateTaxClass,
        response: { 201: S.TaxClass, 409: ErrorBody },
      },
    },
    async (request, reply) => reply.status(201).send(await tax.createClass(request.body)),
  );
  app.put(
    '/tax/classes/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Renames the class; its code stays',
        params: IdParams,
        body: S.UpdateTaxClass,
        response: { 200: S.TaxClass },
      },
    },
    (request) => tax.updateClass(request.params.id, request.body),
  );
  app.delete(
    '/tax/classes/:id',
    {
      config: write,
      schema: {
        tags,
        summary: '409 for a built-in class or one with rates (named)',
        params: IdParams,
        response: { 200: Success, 409: ErrorBody },
      },
    },
    async (request) => {
      await tax.deleteClass(request.params.id);
      return { success: true };
    },
  );

  app.get(
    '/tax/rates',
    {
      config: read,
      schema: {
        tags,
        summary: 'Rates by country, region and class',
        querystring: Type.Object({ ...listQuery, ...S.RateFilterQuery }),
        response: { 200: AdminList('rates', S.TaxRate) },
      },
    },
    async (request) => {
      const { country, taxClassId } = request.query;
      return toAdminList('rates', await tax.listRates({ country, taxClassId }, pageOf(request.query)));
    },
  );
  app.get(
    '/tax/rates/:id',
    { config: read, schema: { tags, params: IdParams, response: { 200: S.TaxRate } } },
    (request) => tax.getRate(request.params.id),
  );
  app.post(
    '/tax/rates',
    {
      config: write,
      schema: {
        tags,
        summary: 'One rate per class and zone (409 otherwise); unknown countries 400',
        body: S.CreateTaxRate,
        response: { 201: S.TaxRate, 409: ErrorBody },
      },
    },
    async (request, reply) => reply.status(201).send(await tax.createRate(request.body)),
  );
  app.put(
    '/tax/rates/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Only the fields sent change',
        params: IdParams,
        body: S.UpdateTaxRate,
        response: { 200: S.TaxRate, 409: ErrorBody },
      },
    },
    (request) => tax.updateRate(request.params.id, request.body),
  );
  app.delete(
    '/tax/rates/:id',
    {
      config: write,
      schema: {
        tags,
        summary: "409 for the shop country's standard rate (the settings use it)",
        params: IdParams,
        response: { 200: Success, 409: ErrorBody },
      },
    },
    async (request) => {
      await tax.deleteRate(request.params.id);
      return { success: true };
    },
  );
  app.post(
    '/tax/rates/eu-import',
    {
      config: write,
      schema: {
        tags,
        summary: "Sets the built-in classes' rates of the 27 EU countries from the shipped, dated rates file",
        response: { 200: S.EuImport },
      },
    },
    () => tax.importEuRates(),
  );

  app.post(
    '/tax/vat-id-checks',
    {
      config: { permission: 'customers.read' },
      schema: {
        tags,
        summary: "Checks a VAT ID's format (400 when malformed), then asks VIES",
        body: S.VatIdCheckBody,
        response: { 200: S.VatIdCheck },
      },
    },
    async (request) => S.presentVatIdCheck(await tax.checkVatId(request.body.vatId)),
  );
}
