// Form rules derived from the API's request-body schemas (virtual:api-rules): a field is checked in the browser by the
// same limits the API applies, and the limits are shown beside it. Only what JSON schema states is derived; the API
// stays the judge (its refusal is shown too).
import type { RegisterOptions } from 'react-hook-form';
import type { IntlShape } from 'react-intl';
import type { MessageId } from '../i18n/en';
import bodies from 'virtual:api-rules';

export interface JsonSchema {
  type?: string | string[];
  required?: string[];
  properties?: Record<string, JsonSchema>;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  description?: string;
}

export function bodySchema(key: string): JsonSchema {
  const schema = bodies[key];
  if (!schema) throw new Error(`No request body schema for ${key}`);
  return schema;
}

const nullable = (s: JsonSchema) => Array.isArray(s.type) && s.type.includes('null');
const numeric = (s: JsonSchema) => [s.type].flat().some((t) => t === 'number' || t === 'integer');

export type FieldRules = Pick<RegisterOptions, 'required' | 'minLength' | 'maxLength' | 'min' | 'max' | 'pattern'> & {
  validate?: (value: unknown) => true | string;
};

/** react-hook-form rules of one property, with messages in the staff's language. */
export function rulesOf(
  schema: JsonSchema,
  field: string,
  intl: IntlShape,
  { create = false, patternMessage = 'rule.pattern' as MessageId } = {},
): FieldRules {
  const s = schema.properties?.[field];
  if (!s) throw new Error(`The schema has no field ${field}`);
  const rules: FieldRules = {};
  if (create && schema.required?.includes(field)) rules.required = intl.formatMessage({ id: 'form.required' });
  if (s.minLength !== undefined && !nullable(s))
    rules.minLength = { value: s.minLength, message: intl.formatMessage({ id: 'rule.minLength' }, { n: s.minLength }) };
  if (s.maxLength !== undefined)
    rules.maxLength = { value: s.maxLength, message: intl.formatMessage({ id: 'rule.maxLength' }, { n: s.maxLength }) };
  if (s.minimum !== undefined)
    rules.min = { value: s.minimum, message: intl.formatMessage({ id: 'rule.min' }, { n: s.minimum }) };
  if (s.maximum !== undefined)
    rules.max = { value: s.maximum, message: intl.formatMessage({ id: 'rule.max' }, { n: s.maximum }) };
  if (s.pattern) rules.pattern = { value: new RegExp(s.pattern), message: intl.formatMessage({ id: patternMessage }) };
  if (numeric(s)) {
    rules.validate = (value: unknown) => {
      if (value === '' || value === null || value === undefined) return true;
      const n = Number(value);
      if (!Number.isFinite(n)) return intl.formatMessage({ id: 'rule.number' });
      if ([s.type].flat().includes('integer') && !Number.isInteger(n))
        return intl.formatMessage({ id: 'rule.integer' });
      if (s.description?.includes('2 decimals') && Math.round(n * 100) !== n * 100)
        return intl.formatMessage({ id: 'rule.cents' });
      return true;
    };
  }
  return rules;
}

/** The limits of a field in words ("1–300 characters", "0 to 10,000,000,000"), shown beside it. */
export function hintOf(schema: JsonSchema, field: string, intl: IntlShape): string | undefined {
  const s = schema.properties?.[field];
  if (!s) return undefined;
  if (s.maxLength !== undefined)
    return intl.formatMessage({ id: 'rule.chars' }, { min: nullable(s) ? 0 : (s.minLength ?? 0), max: s.maxLength });
  if (s.minimum !== undefined && s.maximum !== undefined)
    return intl.formatMessage({ id: 'rule.range' }, { min: s.minimum, max: s.maximum });
  return undefined;
}
