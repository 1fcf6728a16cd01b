import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import { DomainError } from '../../shared/errors.js';
import { randomToken } from '../../shared/secrets.js';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  /** Resolves once the mail server (or the .eml file) has the whole message; 502 MAIL_DELIVERY_FAILED otherwise. */
  send(mail: Mail): Promise<void>;
  /** Waits for the sends under way (a confirmation mailed after its order's answer), then closes the transport. */
  close(): Promise<void>;
}

interface MailLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** The cause is logged where it happens; callers and clients see one clear error without server details. */
function deliveryFailed(logger: MailLogger, err: unknown, mail: Mail): DomainError {
  logger.warn({ err, to: mail.to, subject: mail.subject }, 'mail delivery failed');
  return new DomainError(
    'upstream_failed',
    'MAIL_DELIVERY_FAILED',
    'The mail could not be delivered to the mail server; try again later',
  );
}

/** Writes under a temporary name and renames: a reader of DATA_DIR/mail never sees half a message. */
async function writeWhole(file: string, data: Buffer): Promise<void> {
  const partial = `${file}.tmp`;
  try {
    await fs.writeFile(partial, data);
    await fs.rename(partial, file);
  } catch (err) {
    await fs.rm(partial, { force: true });
    throw err;
  }
}

/**
 * Sends over SMTP when SMTP_URL is set; otherwise writes each message as an .eml file under
 * DATA_DIR/mail/ and logs its subject, so a shop works (and can be tested) without a mail server.
 */
export function createMailer({
  smtpUrl,
  dataDir,
  from,
  logger,
}: {
  smtpUrl: string | null;
  dataDir: string;
  from: string;
  logger: MailLogger;
}): Mailer {
  if (smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(smtpUrl);
    return tracked(transport, async (mail) => {
      try {
        await transport.sendMail({ from, ...mail });
      } catch (err) {
        throw deliveryFailed(logger, err, mail);
      }
    });
  }
  const dir = path.join(dataDir, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return tracked(transport, async (mail) => {
    const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomToken(6)}.eml`);
    try {
      const info = await transport.sendMail({ from, ...mail });
      await fs.mkdir(dir, { recursive: true });
      await writeWhole(file, info.message as Buffer);
    } catch (err) {
      throw deliveryFailed(logger, err, mail);
    }
    logger.info({ to: mail.to, file }, `mail written: ${mail.subject}`);
  });
}

/**
 * A mailer whose close waits for the sends under way: a shutdown right after a checkout still mails its confirmation
 * (sent after the answer), and nothing writes under DATA_DIR once the mailer is closed.
 */
function tracked(transport: Pick<Transporter, 'close'>, send: (mail: Mail) => Promise<void>): Mailer {
  const underWay = new Set<Promise<void>>();
  return {
    send(mail) {
      const sending = send(mail);
      const settled = sending.then(
        () => {},
        () => {},
      );
      underWay.add(settled);
      void settled.then(() => underWay.delete(settled));
      return sending;
    },
    async close() {
      await Promise.all(underWay);
      transport.close();
    },
  };
}
