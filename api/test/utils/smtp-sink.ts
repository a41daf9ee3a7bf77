import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  messageId?: string;
  /** Every header as sent, one "Name: value" line each (folded lines joined). */
  rawHeaders: string;
}

export interface SmtpSink {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Resolves with the first received mail matching `match`, waiting up to `timeoutMs`. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  stop(): Promise<void>;
}

const addressesOf = (value: ParsedMail['to']): string[] =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((group) => group.value.map((a) => a.address ?? ''));

/**
 * A real SMTP server for the tests (the `smtp-server` package, no TLS, no auth) that parses and keeps
 * every message it accepts. `port` 0 picks a free one; pass a fixed port to start it "later" on the port
 * an API was already told about.
 */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            to: addressesOf(mail.to),
            from: mail.from?.value[0]?.address ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            replyTo: mail.replyTo?.value[0]?.address,
            messageId: mail.messageId,
            rawHeaders: mail.headerLines.map((h) => h.line.replace(/\r?\n\s+/g, ' ')).join('\n'),
          });
          for (const wake of waiters) wake();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actualPort = (server.server.address() as AddressInfo).port;
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    received,
    waitFor(match, timeoutMs = 20_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = received.find(match);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(
              `No matching e-mail within ${timeoutMs} ms; received: ${received.map((m) => `${m.to.join(',')}: ${m.subject}`).join(' | ') || 'none'}`,
            ),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on right now (to start an SMTP server there later). */
export async function freePort(): Promise<number> {
  const sink = await startSmtpSink(0);
  await sink.stop();
  return sink.port;
}
