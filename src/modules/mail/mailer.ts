import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import { randomToken } from '../../shared/secrets.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

interface MailLogger {
  info(obj: object, msg: string): void;
}

/**
 * Sends over SMTP when SMTP_URL is set; otherwise writes each message as an .eml file under
 * DATA_DIR/mail/ and logs its subject, so a shop works (and can be tested) without a mail server.
 */
export function createMailer({ smtpUrl, dataDir, from, logger }: { smtpUrl: string | null; dataDir: string; from: string; logger: MailLogger }): Mailer {
  if (smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from, ...mail });
      },
      close: () => transport.close(),
    };
  }
  const dir = path.join(dataDir, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from, ...mail });
      await fs.mkdir(dir, { recursive: true });
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomToken(6)}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      logger.info({ to: mail.to, file }, `mail written: ${mail.subject}`);
    },
    close: () => transport.close(),
  };
}
