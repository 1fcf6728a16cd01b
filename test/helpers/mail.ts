// Reading the mails the service sends: the .eml files under DATA_DIR/mail/ (no SMTP_URL) or the raw
// messages an SMTP server received. Our mails are single-part text; nodemailer may encode them as
// quoted-printable or base64, so the body is decoded before tests look for links in it.
import fs from 'node:fs';
import path from 'node:path';

export interface ParsedMail {
  headers: Record<string, string>;
  to: string;
  subject: string;
  text: string;
}

export interface MailFile extends ParsedMail {
  file: string;
}

function decodeQuotedPrintable(s: string): string {
  const bytes = s
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-Fa-f]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** RFC 2047 encoded words (=?utf-8?Q?…?= and =?utf-8?B?…?=) as nodemailer writes non-ASCII headers. */
function decodeWords(s: string): string {
  return s.replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g, (_, enc: string, text: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

export function parseMail(raw: string): ParsedMail {
  const split = /\r?\n\r?\n/.exec(raw);
  const head = split ? raw.slice(0, split.index) : raw;
  const body = split ? raw.slice(split.index + split[0].length) : '';
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : Buffer.from(body, 'latin1').toString('utf8');
  return { headers, to: decodeWords(headers.to ?? ''), subject: decodeWords(headers.subject ?? ''), text };
}

/** Every mail written under DATA_DIR/mail/, oldest first. */
export function mailFiles(dataDir: string): MailFile[] {
  const dir = path.join(dataDir, 'mail');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => ({ file: path.join(dir, f), ...parseMail(fs.readFileSync(path.join(dir, f), 'latin1')) }));
}

export function mailsTo(dataDir: string, email: string): MailFile[] {
  return mailFiles(dataDir).filter((m) => m.to.toLowerCase().includes(email.toLowerCase()));
}

/** The token of the verification link `{publicUrl}/api2/auth/verify?token=…` in a mail text, or null. */
export function verificationToken(text: string, publicUrl: string): string | null {
  const prefix = `${publicUrl}/api2/auth/verify?token=`;
  const at = text.indexOf(prefix);
  if (at < 0) return null;
  return decodeURIComponent(/^[^\s]+/.exec(text.slice(at + prefix.length))?.[0] ?? '') || null;
}
