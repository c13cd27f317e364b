// The mail component: SMTP when SMTP_URL is set (smtp://user:pass@host:587, smtps://… for TLS),
// otherwise an outbox folder in the data folder where each message is one .eml file a developer
// can open (README "Reading the outbox"). Log lines name the recipient's domain only, never a body.
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

function domainOf(address: string): string {
  return address.split('@')[1] ?? '?';
}

export function createMailer(options: {
  smtpUrl?: string | undefined;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
        options.log.info({ mail: { to: domainOf(message.to), via: 'smtp' } }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await fs.mkdir(options.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
      const tmp = path.join(options.outboxDir, `.${name}.tmp`);
      await fs.writeFile(tmp, info.message as Buffer);
      await fs.rename(tmp, path.join(options.outboxDir, name));
      options.log.info({ mail: { to: domainOf(message.to), via: 'outbox', file: name } }, 'mail written to the outbox');
    },
    close: () => undefined,
  };
}
