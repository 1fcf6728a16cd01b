import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createUrlGuard, DESTINATION_NOT_ALLOWED, isPublicAddress } from '../../src/modules/webhooks/url-guard.js';
import { BAD_URLS, PUBLIC_V4, stubResolver } from '../helpers/webhooks.js';

test('every internal or special URL form (docs/security.md §5) is refused, empty string included', async () => {
  const { resolve } = stubResolver();
  const guard = createUrlGuard({ allowHosts: [], resolve });
  const accepted: string[] = [];
  for (const url of [...BAD_URLS, '']) if ((await guard.check(url)).ok) accepted.push(url);
  assert.deepEqual(accepted, []);
});

test('address refusals give the one generic reason; syntax refusals say what is wrong', async () => {
  const guard = createUrlGuard({ allowHosts: [], resolve: stubResolver().resolve });
  for (const url of [
    'https://10.0.0.1/',
    'https://127.0.0.1.nip.io/',
    'https://unresolvable.invalid/',
    'https://multi.test/',
  ]) {
    assert.deepEqual(await guard.check(url), { ok: false, reason: DESTINATION_NOT_ALLOWED }, url);
  }
  assert.deepEqual(await guard.check('http://public.test/'), { ok: false, reason: 'url must use https' });
  assert.deepEqual(await guard.check('https://a:b@public.test/'), {
    ok: false,
    reason: 'url must not contain credentials',
  });
  assert.deepEqual(await guard.check('not a url'), { ok: false, reason: 'url must be a valid absolute URL' });
});

test('IP literals are classified directly, without any DNS lookup', async () => {
  const { resolve, asked } = stubResolver();
  const guard = createUrlGuard({ allowHosts: [], resolve });
  for (const url of [
    'https://2130706433/',
    'https://[::ffff:a9fe:a9fe]/',
    `https://${PUBLIC_V4}/`,
    'https://[2606:4700:4700::1111]/',
  ])
    await guard.check(url);
  assert.deepEqual(asked, []);
});

test('public targets pass and name the address to connect to, with the host name for SNI', async () => {
  const guard = createUrlGuard({ allowHosts: [], resolve: stubResolver().resolve });
  const named = await guard.check('https://public.test:8443/hook?x=1');
  assert.ok(named.ok);
  assert.equal(named.target.address, PUBLIC_V4);
  assert.equal(named.target.family, 4);
  assert.equal(named.target.port, 8443);
  assert.equal(named.target.servername, 'public.test');
  const v6 = await guard.check('https://v6.test/');
  assert.ok(v6.ok && v6.target.family === 6 && v6.target.port === 443);
  const literal = await guard.check(`https://${PUBLIC_V4}/x`);
  assert.ok(literal.ok);
  assert.equal(literal.target.servername, '', 'no SNI for an IP literal');
  assert.ok((await guard.check('https://[2606:4700:4700::1111]/')).ok);
});

test('WEBHOOK_ALLOW_HOSTS exempts exactly the listed host names', async () => {
  const guard = createUrlGuard({ allowHosts: ['LocalHost', '10.1.2.3'], resolve: stubResolver().resolve });
  const local = await guard.check('https://localhost:9443/hook');
  assert.ok(local.ok);
  assert.equal(local.target.address, '127.0.0.1');
  assert.equal(local.target.servername, 'localhost');
  assert.ok((await guard.check('https://LOCALHOST:80/')).ok, 'the port rule does not apply to exempt hosts');
  assert.ok((await guard.check('https://10.1.2.3/')).ok);
  assert.equal((await guard.check('https://localhost./')).ok, false, 'a different spelling is not exempt');
  assert.equal((await guard.check('https://127.0.0.1/')).ok, false);
  assert.equal((await guard.check('http://localhost/')).ok, false, 'still https only');
});

test('the default configuration refuses loopback through the real resolver', async () => {
  const guard = createUrlGuard({ allowHosts: [] });
  for (const url of ['https://localhost/', 'https://127.0.0.1/', 'https://[::1]/'])
    assert.equal((await guard.check(url)).ok, false, url);
});

test('isPublicAddress', () => {
  for (const ip of ['8.8.8.8', PUBLIC_V4, '2606:4700:4700::1111', '::ffff:8.8.8.8'])
    assert.equal(isPublicAddress(ip), true, ip);
  for (const ip of [
    '127.0.0.1',
    '0.0.0.0',
    '10.0.0.1',
    '169.254.169.254',
    '100.64.0.1',
    '::1',
    '::',
    '::7f00:1',
    '::ffff:127.0.0.1',
    'fe80::1',
    'fc00::1',
    'ff02::1',
    '64:ff9b::a00:1',
    '2002:a00:1::',
    '0x7f.1',
    '127.1',
    'localhost',
    '',
  ]) {
    assert.equal(isPublicAddress(ip), false, ip);
  }
});
