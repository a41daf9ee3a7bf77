import { mkdirSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import nodemailer from 'nodemailer';
import type { OutboxRow } from './mail.types';

export interface MailTransport {
  /** 'smtp' or 'dev-mailbox', shown in the mailbox and logs. */
  readonly name: string;
  send(row: OutboxRow, from: string): Promise<void>;
  close(): void;
}

function message(row: OutboxRow, from: string) {
  return {
    from,
    to: row.to_address,
    replyTo: row.reply_to ?? undefined,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    headers: row.headers,
    messageId: row.message_id,
    date: new Date(row.created_at),
  };
}

/** SMTP_URL through nodemailer; time-outs keep a dead server from holding the job. */
export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as Parameters<typeof nodemailer.createTransport>[1]);
  return {
    name: 'smtp',
    async send(row, from) {
      await transporter.sendMail(message(row, from));
    },
    close: () => transporter.close(),
  };
}

/** No SMTP_URL: each message is written as `DATA_DIR/mail/<time>-<id>.eml` (and listed at /dev/mailbox). */
export function devMailboxTransport(dataDir: string): MailTransport {
  const dir = path.join(dataDir, 'mail');
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    name: 'dev-mailbox',
    async send(row, from) {
      const info = (await transporter.sendMail(message(row, from))) as { message: Buffer };
      mkdirSync(dir, { recursive: true });
      const stamp = new Date(row.created_at).toISOString().replace(/[:.]/g, '-');
      writeFileSync(path.join(dir, `${stamp}-${row.id}.eml`), info.message);
    },
    close: () => transporter.close(),
  };
}
