// A stand-in for the EC's VIES REST API on loopback: POST /check-vat-number answers as VIES does, by the number asked.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the stand-in answers per `${countryCode}${vatNumber}`; anything else is a valid number. */
export const VIES_NUMBERS = {
  invalid: 'DE999999999',
  memberStateDown: 'ATU99999999',
  busy: 'ATU22222222',
  serverError: 'ATU11111111',
  /** Never answered: the client's timeout decides. */
  silent: 'ATU00000000',
} as const;

export interface ViesStandIn {
  url: string;
  requests: { countryCode: string; vatNumber: string }[];
  close(): Promise<void>;
}

export async function startViesStandIn(): Promise<ViesStandIn> {
  const requests: ViesStandIn['requests'] = [];
  const held: http.ServerResponse[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/check-vat-number') {
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(raw) as { countryCode: string; vatNumber: string };
      requests.push(body);
      const id = body.countryCode + body.vatNumber;
      const json = (status: number, value: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      if (id === VIES_NUMBERS.silent) held.push(res);
      else if (id === VIES_NUMBERS.serverError)
        json(500, { actionSucceed: false, errorWrappers: [{ error: 'SERVICE_UNAVAILABLE' }] });
      else if (id === VIES_NUMBERS.memberStateDown)
        json(200, {
          actionSucceed: false,
          errorWrappers: [{ error: 'MS_UNAVAILABLE', message: 'The member state service is unavailable' }],
        });
      else if (id === VIES_NUMBERS.busy)
        json(200, {
          countryCode: body.countryCode,
          vatNumber: body.vatNumber,
          valid: false,
          userError: 'MS_MAX_CONCURRENT_REQ',
          name: '---',
          address: '---',
        });
      else {
        const valid = id !== VIES_NUMBERS.invalid;
        json(200, {
          countryCode: body.countryCode,
          vatNumber: body.vatNumber,
          requestDate: '2026-01-15T10:00:00.000Z',
          valid,
          requestIdentifier: '',
          name: valid ? 'Beispiel GmbH' : '---',
          address: valid ? 'Hauptstraße 1\n10115 Berlin' : '---',
          userError: valid ? 'VALID' : 'INVALID',
        });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: async () => {
      for (const res of held) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
