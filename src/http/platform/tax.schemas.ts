import { Type } from 'typebox';
import { Id, IsoDateTime, Nullable } from '../common/schemas.js';
import type { ViesResult } from '../../modules/tax/vies.js';

const Country = Type.String({ pattern: '^[A-Z]{2}$', description: 'ISO 3166-1 alpha-2, upper case' });
const Region = Type.String({
  pattern: '^[A-Z0-9]{1,3}$',
  description: 'the ISO 3166-2 subdivision code after the hyphen (CN for ES-CN)',
});
const Percent = Type.Number({ minimum: 0, maximum: 100, description: 'percent, at most 2 decimals (19, 5.5)' });

export const TaxSettings = Type.Object({
  prices: Type.Enum(['net', 'gross'], { description: 'whether entered prices include VAT' }),
  grossMode: Type.Enum(['constant_gross', 'constant_net'], {
    description:
      "gross shops: keep the gross a shopper sees everywhere, or keep the net and let the gross follow the destination's rate",
  }),
  rounding: Type.Enum(['line', 'order'], { description: 'tax rounded per line, or once per rate and order' }),
  shopCountry: Country,
});
export const TaxSettingsPatch = Type.Partial(TaxSettings);

export const TaxClass = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  builtIn: Type.Boolean({ description: 'standard, reduced and zero: cannot be deleted' }),
  rateCount: Type.Integer(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export const CreateTaxClass = Type.Object({
  code: Type.String({
    pattern: '^[a-z0-9][a-z0-9_-]{0,49}$',
    description: 'fixed once created: what rates and products refer to',
  }),
  name: Type.String({ minLength: 1, maxLength: 200 }),
});
export const UpdateTaxClass = Type.Object({ name: Type.Optional(CreateTaxClass.properties.name) });

export const TaxRate = Type.Object({
  id: Type.Integer(),
  taxClassId: Type.Integer(),
  taxClassCode: Type.String(),
  country: Type.String(),
  region: Nullable(Type.String()),
  rate: Type.Number({ description: 'percent' }),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export const CreateTaxRate = Type.Object({
  taxClassId: Id,
  country: Country,
  region: Type.Optional(Nullable(Region)),
  rate: Percent,
});
export const UpdateTaxRate = Type.Partial(CreateTaxRate);
export const RateFilterQuery = { country: Type.Optional(Country), taxClassId: Type.Optional(Id) };

export const EuImport = Type.Object({
  asOf: Type.String({ description: 'the date of the shipped rates' }),
  source: Type.String(),
  created: Type.Integer(),
  updated: Type.Integer(),
  unchanged: Type.Integer(),
});

export const VatIdCheckBody = Type.Object({ vatId: Type.String({ minLength: 1, maxLength: 40 }) });
export const VatIdCheck = Type.Object({
  vatId: Type.String({ description: 'normalized: prefix and number' }),
  country: Type.String(),
  status: Type.Enum(['valid', 'invalid', 'unconfirmed'], {
    description: 'unconfirmed: VIES could not say (down, slow, busy): charge VAT',
  }),
  name: Nullable(Type.String()),
  address: Nullable(Type.String()),
  requestDate: Nullable(Type.String()),
  reason: Nullable(Type.String()),
});

/** A VIES result as both surfaces answer it. */
export function presentVatIdCheck(result: ViesResult) {
  const checked = result.status === 'unconfirmed' ? null : result;
  return {
    vatId: result.vatId.normalized,
    country: result.vatId.country,
    status: result.status,
    name: checked?.name ?? null,
    address: checked?.address ?? null,
    requestDate: checked?.requestDate ?? null,
    reason: result.status === 'unconfirmed' ? result.reason : null,
  };
}
