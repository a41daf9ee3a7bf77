import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import { sqlRows } from '../database/sql';
import { escapeHtml } from './mail-layout';
import type { OutboxRow } from './mail.types';

const LIST_LIMIT = 200;

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body><main>${body}</main></body></html>`;

const when = (date: Date | null) => (date ? new Date(date).toISOString().replace('T', ' ').slice(0, 19) + ' UTC' : '');

/**
 * The development mailbox (docs/architecture.md §3.2): every message of the outbox — sent, waiting or failed,
 * with its attempts and last error — at /dev/mailbox, one message at /dev/mailbox/{id}. Registered by
 * server.ts only when NODE_ENV is not production (it shows everyone's e-mail).
 */
export function registerDevMailbox(fastify: FastifyInstance, em: EntityManager): void {
  fastify.get('/dev/mailbox', async (_request, reply) => {
    const rows = await sqlRows<OutboxRow>(em.fork(), `SELECT * FROM mail_outbox ORDER BY id DESC LIMIT ?`, [LIST_LIMIT]);
    const items = rows
      .map(
        (row) =>
          `<tr><td>${escapeHtml(when(row.created_at))}</td><td>${escapeHtml(row.to_address)}</td><td><a href="/dev/mailbox/${row.id}">${escapeHtml(row.subject)}</a></td><td>${escapeHtml(row.kind)}</td><td>${row.status}</td><td>${row.attempts}</td><td>${escapeHtml(row.last_error ?? '')}</td></tr>`,
      )
      .join('');
    const table = rows.length
      ? `<table><thead><tr><th>Created</th><th>To</th><th>Subject</th><th>Kind</th><th>Status</th><th>Attempts</th><th>Last error</th></tr></thead><tbody>${items}</tbody></table>`
      : '<p>No e-mail yet.</p>';
    await reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        page('Development mailbox', `<h1>Development mailbox</h1><p>The newest ${LIST_LIMIT} messages of the mail outbox.</p>${table}`),
      );
  });

  fastify.get<{ Params: { id: string } }>('/dev/mailbox/:id', async (request, reply) => {
    const id = /^\d{1,18}$/.test(request.params.id) ? request.params.id : '0';
    const [row] = await sqlRows<OutboxRow>(em.fork(), `SELECT * FROM mail_outbox WHERE id = ?`, [id]);
    if (!row) {
      await reply
        .status(404)
        .type('text/html; charset=utf-8')
        .send(page('Not found', '<h1>No such message</h1><p><a href="/dev/mailbox">Back to the mailbox</a></p>'));
      return;
    }
    const headers: Array<[string, string]> = [
      ['To', row.to_address],
      ['Subject', row.subject],
      ['Message-ID', row.message_id],
      ['Status', `${row.status} (attempts: ${row.attempts}${row.last_error ? `, last error: ${row.last_error}` : ''})`],
      ['Created', when(row.created_at)],
      ...(row.reply_to ? [['Reply-To', row.reply_to] as [string, string]] : []),
      ...Object.entries(row.headers),
    ];
    const meta = `<dl>${headers.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl>`;
    // The HTML body is ours (templates escape every user value), so it is shown as the reader would see it.
    const body = `<p><a href="/dev/mailbox">Back to the mailbox</a></p><h1>${escapeHtml(row.subject)}</h1>${meta}<section aria-label="HTML body">${row.html_body.replace(/^[\s\S]*<body[^>]*>|<\/body>[\s\S]*$/g, '')}</section><h2>Plain text</h2><pre>${escapeHtml(row.text_body)}</pre>`;
    await reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page(row.subject, body));
  });
}
