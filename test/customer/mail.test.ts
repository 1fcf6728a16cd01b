import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { buildTestApp } from '../helpers/app.js';
import { Client, adminSession } from '../helpers/client.js';
import { latestVerificationToken, loggedInCustomer, newRegistration, registerCustomer } from '../helpers/customers.js';
import { mailFiles, mailsTo, parseMail, verificationToken, type ParsedMail } from '../helpers/mail.js';

interface Received extends ParsedMail {
  envelopeTo: string[];
}

/** A real SMTP server on a random loopback port that keeps every message; a plain relay without TLS or AUTH. */
async function smtpSink(t: TestContext) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          ...parseMail(Buffer.concat(chunks).toString('latin1')),
          envelopeTo: session.envelope.rcptTo.map((r) => r.address),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.after(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { received, port: (server.server.address() as AddressInfo).port };
}

test('without SMTP_URL the verification mail is an .eml file under DATA_DIR/mail with a working link', async (t) => {
  const ctx = await buildTestApp(t);
  const reg = await registerCustomer(ctx, { firstName: 'Zoë' });
  const files = mailFiles(ctx.dataDir);
  assert.equal(files.length, 1);
  const [mail] = files;
  assert.ok(mail!.file.startsWith(`${ctx.dataDir}/mail/`) && mail!.file.endsWith('.eml'));
  assert.equal(mail!.to, reg.email);
  assert.match(mail!.headers.from!, /no-reply@shop\.test/);
  assert.match(mail!.subject, /confirm your e-mail/i);
  assert.match(mail!.text, /^Hello,\r?\n/, "the registrant's name is not in the mail");
  assert.ok(!mail!.text.includes('Zoë'));
  assert.ok(mail!.text.includes(`${ctx.config.publicUrl}/api2/auth/verify?token=`), mail!.text);

  const token = verificationToken(mail!.text, ctx.config.publicUrl)!;
  assert.ok(token.length >= 43, '≥ 256 bits');
  const stored = await ctx.services.db.selectFrom('customerVerificationTokens').select('tokenHash').execute();
  assert.equal(stored.length, 1);
  assert.notEqual(stored[0]!.tokenHash, token, 'the database keeps a hash, not the token');
  assert.deepEqual((await new Client(ctx.app).get('/api2/auth/verify', { query: { token } })).json, { verified: true });
});

test('the mail uses the shop name from the settings', async (t) => {
  const ctx = await buildTestApp(t);
  const admin = await adminSession(ctx.app);
  await admin.put('/api2/admin/settings', { shopName: 'Käse Laden' });
  const reg = await registerCustomer(ctx);
  assert.match(mailsTo(ctx.dataDir, reg.email)[0]!.subject, /^Käse Laden: /);
  assert.ok(
    mailsTo(ctx.dataDir, reg.email)[0]!.text.includes('your account at Käse Laden'),
    'non-ASCII text survives the encoding',
  );
});

test("a name chosen by whoever registers never reaches the mails (over SMTP): they speak only the shop's words", async (t) => {
  const smtp = await smtpSink(t);
  const ctx = await buildTestApp(t, { env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } });
  const bait = {
    firstName: 'Your account is locked, visit https://evil.example/login',
    lastName: 'https://evil.example/unlock',
  };
  const victim = await registerCustomer(ctx, bait);
  await new Client(ctx.app).post('/api2/auth/register', newRegistration({ ...bait, email: victim.email }));
  assert.equal(smtp.received.length, 2);
  for (const mail of smtp.received) {
    assert.match(mail.text, /^Hello,\r?\n/);
    assert.ok(!mail.text.includes('evil.example') && !mail.subject.includes('evil.example'), mail.text);
  }
});

test('a duplicate registration mails the owner: a fresh link while unverified, a notice once verified', async (t) => {
  const ctx = await buildTestApp(t);
  const pending = await registerCustomer(ctx);
  const firstToken = latestVerificationToken(ctx, pending.email);
  await new Client(ctx.app).post('/api2/auth/register', newRegistration({ email: pending.email }));
  const pendingMails = mailsTo(ctx.dataDir, pending.email);
  assert.equal(pendingMails.length, 2);
  const secondToken = verificationToken(pendingMails[1]!.text, ctx.config.publicUrl);
  assert.ok(secondToken && secondToken !== firstToken, 'a new link');
  assert.deepEqual((await new Client(ctx.app).get('/api2/auth/verify', { query: { token: secondToken } })).json, {
    verified: true,
  });

  const verified = await loggedInCustomer(ctx);
  await new Client(ctx.app).post('/api2/auth/register', newRegistration({ email: verified.email }));
  const verifiedMails = mailsTo(ctx.dataDir, verified.email);
  assert.equal(verifiedMails.length, 2);
  const notice = verifiedMails[1]!;
  assert.match(notice.subject, /already have an account/i);
  assert.equal(verificationToken(notice.text, ctx.config.publicUrl), null, 'the notice carries no link');
});

test('with SMTP_URL the verification mail goes to the SMTP server, link included', async (t) => {
  const smtp = await smtpSink(t);
  const ctx = await buildTestApp(t, { env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } });
  const reg = await registerCustomer(ctx);

  assert.equal(smtp.received.length, 1, 'the answer came after the server accepted the mail');
  const [mail] = smtp.received;
  assert.deepEqual(mail!.envelopeTo, [reg.email]);
  assert.equal(mail!.to, reg.email);
  assert.match(mail!.subject, /confirm your e-mail/i);
  const token = verificationToken(mail!.text, ctx.config.publicUrl);
  assert.ok(token, mail!.text);
  assert.deepEqual(mailFiles(ctx.dataDir), [], 'no .eml files in SMTP mode');
  assert.deepEqual((await new Client(ctx.app).get('/api2/auth/verify', { query: { token } })).json, { verified: true });
});

test('an unreachable SMTP server does not change the answer to a registration', async (t) => {
  const smtp = await smtpSink(t);
  const ctx = await buildTestApp(t, { env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } });
  const healthy = await new Client(ctx.app).post('/api2/auth/register', newRegistration());
  const broken = await buildTestApp(t, { env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
  const reg = newRegistration();
  const r = await new Client(broken.app).post('/api2/auth/register', reg);
  assert.equal(r.status, 201);
  assert.equal(r.body, healthy.body);
  assert.ok(
    await broken.services.db.selectFrom('customers').select('id').where('email', '=', reg.email).executeTakeFirst(),
    'the account exists; a new registration mails a fresh link',
  );
});
