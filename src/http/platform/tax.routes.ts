import { Type } from 'typebox';
import type { App } from '../common/types.js';
import { IdParams, PlatformErrorBody, platformPageQuery } from '../common/schemas.js';
import { fingerprint } from '../../shared/fingerprint.js';
import { IfMatchHeaders, Stale, expectedOf, tagged, unlessChanged } from '../common/preconditions.js';
import { Envelope, pageRequest, toEnvelope } from './envelope.js';
import { Deleted } from './shipping.schemas.js';
import * as S from './tax.schemas.js';

export default async function taxRoutes(app: App) {
  const { tax } = app.services;
  const tags = ['platform: tax'];

  const current = async () => {
    const settings = await tax.settings();
    return { ...settings, fingerprint: fingerprint(settings) };
  };
  app.get(
    '/tax/settings',
    {
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
      schema: {
        tags,
        summary:
          'Fields left out keep their value; shopCountry needs a standard rate (409). With If-Match, only while the settings are as read (412 otherwise)',
        headers: IfMatchHeaders,
        body: S.TaxSettingsPatch,
        response: { 200: S.TaxSettings, 409: PlatformErrorBody, 412: Stale('platform', S.TaxSettings) },
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
      schema: {
        tags,
        summary: 'Built-in classes first, each with its rate count',
        querystring: Type.Object(platformPageQuery),
        response: { 200: Envelope(S.TaxClass) },
      },
    },
    async (request) => toEnvelope(await tax.listClasses(pageRequest(request.query))),
  );
  app.get('/tax/classes/:id', { schema: { tags, params: IdParams, response: { 200: S.TaxClass } } }, (request) =>
    tax.getClass(request.params.id),
  );
  app.post(
    '/tax/classes',
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'A custom class; 409 when the code exists',
        body: S.CreateTaxClass,
        response: { 201: S.TaxClass, 409: PlatformErrorBody },
      },
    },
    async (request, reply) => reply.status(201).send(await tax.createClass(request.body)),
  );
  app.put(
    '/tax/classes/:id',
    {
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
      schema: {
        tags,
        summary: '409 for a built-in class or one with rates (named)',
        params: IdParams,
        response: { 200: Deleted, 409: PlatformErrorBody },
      },
    },
    async (request) => {
      await tax.deleteClass(request.params.id);
      return { deleted: true as const, id: request.params.id };
    },
  );

  app.get(
    '/tax/rates',
    {
      schema: {
        tags,
        summary: 'Rates by country, region and class',
        querystring: Type.Object({ ...platformPageQuery, ...S.RateFilterQuery }),
        response: { 200: Envelope(S.TaxRate) },
      },
    },
    async (request) => {
      const { country, taxClassId } = request.query;
      return toEnvelope(await tax.listRates({ country, taxClassId }, pageRequest(request.query)));
    },
  );
  app.get('/tax/rates/:id', { schema: { tags, params: IdParams, response: { 200: S.TaxRate } } }, (request) =>
    tax.getRate(request.params.id),
  );
  app.post(
    '/tax/rates',
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'One rate per class and zone (409 otherwise); unknown countries 400',
        body: S.CreateTaxRate,
        response: { 201: S.TaxRate, 409: PlatformErrorBody },
      },
    },
    async (request, reply) => reply.status(201).send(await tax.createRate(request.body)),
  );
  app.put(
    '/tax/rates/:id',
    {
      schema: {
        tags,
        summary: 'Only the fields sent change',
        params: IdParams,
        body: S.UpdateTaxRate,
        response: { 200: S.TaxRate, 409: PlatformErrorBody },
      },
    },
    (request) => tax.updateRate(request.params.id, request.body),
  );
  app.delete(
    '/tax/rates/:id',
    {
      schema: {
        tags,
        summary: "409 for the shop country's standard rate (the settings use it)",
        params: IdParams,
        response: { 200: Deleted, 409: PlatformErrorBody },
      },
    },
    async (request) => {
      await tax.deleteRate(request.params.id);
      return { deleted: true as const, id: request.params.id };
    },
  );
  app.post(
    '/tax/rates/eu-import',
    {
      config: { idempotent: true },
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
      config: { idempotent: true },
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
