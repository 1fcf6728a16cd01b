// The VAT ID format per member state and the VIES client against a stand-in on loopback (docs/tax.md, "VIES").
import { test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseVatId } from '../../src/modules/tax/vat-id.js';
import { createViesClient } from '../../src/modules/tax/vies.js';
import { DomainError } from '../../src/shared/errors.js';
import { VIES_NUMBERS, startViesStandIn } from '../helpers/vies.js';

test('VAT ID formats: one well-formed and one malformed number per member state', () => {
  const cases: [string, string, string][] = [
    ['ATU12345678', 'AT12345678', 'AT'],
    ['BE0123456789', 'BE2123456789', 'BE'],
    ['BG123456789', 'BG12345678', 'BG'],
    ['CY12345678L', 'CY123456789', 'CY'],
    ['CZ12345678', 'CZ1234567', 'CZ'],
    ['DE123456789', 'DE12345678', 'DE'],
    ['DK12345678', 'DK1234567', 'DK'],
    ['EE123456789', 'EE12345678', 'EE'],
    ['ESX1234567X', 'ES123456', 'ES'],
    ['FI12345678', 'FI123456789', 'FI'],
    ['FRAB123456789', 'FRIO123456789', 'FR'],
    ['EL123456789', 'EL12345678', 'GR'],
    ['HR12345678901', 'HR1234567890', 'HR'],
    ['HU12345678', 'HU123456789', 'HU'],
    ['IE1234567WA', 'IE12345678', 'IE'],
    ['IT12345678901', 'IT1234567890', 'IT'],
    ['LT123456789012', 'LT1234567890', 'LT'],
    ['LU12345678', 'LU1234567', 'LU'],
    ['LV12345678901', 'LV1234567890', 'LV'],
    ['MT12345678', 'MT1234567', 'MT'],
    ['NL123456789B01', 'NL123456789A01', 'NL'],
    ['PL1234567890', 'PL123456789', 'PL'],
    ['PT123456789', 'PT12345678', 'PT'],
    ['RO1234567890', 'RO0123', 'RO'],
    ['SE123456789001', 'SE123456789012', 'SE'],
    ['SI12345678', 'SI123456789', 'SI'],
    ['SK1234567890', 'SK123456789', 'SK'],
  ];
  assert.equal(new Set(cases.map((c) => c[2])).size, 27);
  for (const [good, bad, country] of cases) {
    const parsed = parseVatId(good);
    assert.ok(parsed.ok && parsed.vatId.country === country && parsed.vatId.normalized === good, good);
    assert.equal(parseVatId(bad).ok, false, bad);
  }
  const written = parseVatId(' de 123.456-789 ');
  assert.ok(
    written.ok && written.vatId.normalized === 'DE123456789',
    'spaces, dots, dashes and case as people write them',
  );
  for (const [input, reason] of [
    ['GR123456789', /EL/],
    ['US123456789', /not the VAT prefix/],
    ['DE', /empty/],
  ] as const) {
    const r = parseVatId(input);
    assert.ok(!r.ok && reason.test(r.reason), input);
  }
});

test('VIES: valid and invalid as VIES says; an error answer, a busy member state, HTTP 500, silence and no server are unconfirmed', async (t) => {
  const vies = await startViesStandIn();
  t.after(() => vies.close());
  // A time-out no answer of the stand-in comes near, however loaded the machine; only silence reaches it.
  const client = createViesClient({ url: vies.url, timeoutMs: 10_000 });

  const valid = await client.check('DE 123456789');
  assert.deepEqual(valid, {
    status: 'valid',
    vatId: { country: 'DE', prefix: 'DE', number: '123456789', normalized: 'DE123456789' },
    name: 'Beispiel GmbH',
    address: 'Hauptstraße 1\n10115 Berlin',
    requestDate: '2026-01-15T10:00:00.000Z',
    requestIdentifier: null,
  });
  assert.deepEqual(vies.requests[0], { countryCode: 'DE', vatNumber: '123456789' });
  const greek = await client.check('EL123456789');
  assert.equal(greek.vatId.country, 'GR');
  assert.deepEqual(vies.requests[1], { countryCode: 'EL', vatNumber: '123456789' }, 'VIES is asked with the EL prefix');

  const invalid = await client.check(VIES_NUMBERS.invalid);
  assert.equal(invalid.status, 'invalid');
  assert.ok(invalid.status === 'invalid' && invalid.name === null, '"---" means not disclosed');

  const reasons: Record<string, RegExp> = {
    [VIES_NUMBERS.memberStateDown]: /MS_UNAVAILABLE/,
    [VIES_NUMBERS.busy]: /MS_MAX_CONCURRENT_REQ/,
    [VIES_NUMBERS.serverError]: /HTTP 500/,
  };
  for (const [number, reason] of Object.entries(reasons)) {
    const r = await client.check(number);
    assert.ok(r.status === 'unconfirmed' && reason.test(r.reason), `${number}: ${JSON.stringify(r)}`);
  }
  const silent = await createViesClient({ url: vies.url, timeoutMs: 100 }).check(VIES_NUMBERS.silent);
  assert.ok(silent.status === 'unconfirmed' && /in time/.test(silent.reason), JSON.stringify(silent));

  // A port nobody listens on: taken and released again.
  const closed = http.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const { port } = closed.address() as AddressInfo;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
  const unreachable = await createViesClient({ url: `http://127.0.0.1:${port}`, timeoutMs: 10_000 }).check(
    'DE123456789',
  );
  assert.ok(
    unreachable.status === 'unconfirmed' && /could not be reached/.test(unreachable.reason),
    JSON.stringify(unreachable),
  );

  await assert.rejects(
    client.check('DE12'),
    (e: DomainError) => e.kind === 'invalid' && /vatId/.test(e.message),
    'malformed: refused before asking VIES',
  );
  assert.equal(vies.requests.length, 7);
});
