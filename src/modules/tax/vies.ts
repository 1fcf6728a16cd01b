// A client of the European Commission's VIES REST API (docs/tax.md, "VIES"): POST {base}/check-vat-number with
// { countryCode, vatNumber }, answered with { valid, name, address, requestDate, … } or an error. Anything but a
// clear yes or no (unreachable, slow, an error answer, a member state's system down) is "unconfirmed": the caller
// charges VAT and flags the order, never zero-rates on it.
import { invalid } from '../../shared/errors.js';
import { parseVatId, type VatId } from './vat-id.js';

export type ViesResult =
  | {
      status: 'valid' | 'invalid';
      vatId: VatId;
      name: string | null;
      address: string | null;
      requestDate: string | null;
      requestIdentifier: string | null;
    }
  | { status: 'unconfirmed'; vatId: VatId; reason: string };

export interface ViesOptions {
  /** The API's base, e.g. https://ec.europa.eu/taxation_customs/vies/rest-api (VIES_URL). */
  url: string;
  timeoutMs: number;
}

/** VIES answers "---" where a member state does not disclose a trader's name or address. */
function disclosed(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' && value.trim() !== '---' ? value.trim() : null;
}

function describe(e: unknown): string {
  if (e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError'))
    return 'VIES did not answer in time';
  const cause = e instanceof Error && e.cause instanceof Error ? `: ${e.cause.message}` : '';
  return `VIES could not be reached${cause}`;
}

export function createViesClient({ url, timeoutMs }: ViesOptions) {
  return {
    /** Checks a VAT ID's format (400 when malformed), then asks VIES whether it is valid. */
    async check(input: string): Promise<ViesResult> {
      const parsed = parseVatId(input);
      if (!parsed.ok) throw invalid(`vatId: ${parsed.reason}`);
      const { vatId } = parsed;
      let body: Record<string, unknown>;
      try {
        const response = await fetch(`${url}/check-vat-number`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ countryCode: vatId.prefix, vatNumber: vatId.number }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        const text = await response.text();
        if (!response.ok) return { status: 'unconfirmed', vatId, reason: `VIES answered HTTP ${response.status}` };
        body = JSON.parse(text) as Record<string, unknown>;
      } catch (e) {
        if (e instanceof SyntaxError)
          return { status: 'unconfirmed', vatId, reason: 'VIES answered something that is not JSON' };
        return { status: 'unconfirmed', vatId, reason: describe(e) };
      }
      // Errors come as { actionSucceed: false, errorWrappers: [{ error: 'MS_UNAVAILABLE', … }] }, or as a userError
      // other than VALID / INVALID beside the answer.
      const wrapped = Array.isArray(body.errorWrappers)
        ? (body.errorWrappers as { error?: unknown }[]).map((w) => String(w.error)).join(', ')
        : '';
      const userError = typeof body.userError === 'string' ? body.userError : null;
      if (
        body.actionSucceed === false ||
        wrapped ||
        (userError !== null && userError !== 'VALID' && userError !== 'INVALID') ||
        typeof body.valid !== 'boolean'
      ) {
        return {
          status: 'unconfirmed',
          vatId,
          reason: `VIES could not check it: ${wrapped || userError || 'no answer'}`,
        };
      }
      return {
        status: body.valid ? 'valid' : 'invalid',
        vatId,
        name: disclosed(body.name),
        address: disclosed(body.address),
        requestDate: typeof body.requestDate === 'string' ? body.requestDate : null,
        requestIdentifier: disclosed(body.requestIdentifier),
      };
    },
  };
}

export type ViesClient = ReturnType<typeof createViesClient>;
