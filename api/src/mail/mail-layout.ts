import { escapeHtml } from '../common/http/escape-html';

export { escapeHtml };

export interface MailContent {
  heading: string;
  /** Paragraphs of plain text (user text allowed: it is escaped, line breaks kept). */
  paragraphs: string[];
  /** Label/value rows, e.g. the fields of a submission. */
  details?: Array<[label: string, value: string]>;
  action?: { label: string; url: string };
  /** Small print under a rule (e.g. why the reader got this, the unsubscribe link). */
  footer?: string[];
}

const paragraphHtml = (text: string, style = 'margin:0 0 16px') => `<p style="${style}">${escapeHtml(text).replace(/\r?\n/g, '<br>')}</p>`;

/**
 * The one layout of our e-mails, as plain text and HTML (both always sent). Every piece of text is
 * escaped here, so templates pass user input as it came.
 */
export function renderMail(content: MailContent): { text: string; html: string } {
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.details?.length ? [...content.details.map(([label, value]) => `${label}: ${value}`), ''] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.footer?.length ? ['--', ...content.footer] : []),
  ]
    .join('\n')
    .trimEnd();

  const details = content.details?.length
    ? `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${content.details
        .map(
          ([label, value]) =>
            `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0;color:#475569">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value).replace(/\r?\n/g, '<br>')}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#0b5cad;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(content.action.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#475569">${escapeHtml(content.action.url)}</p>`
    : '';
  const footer = content.footer?.length
    ? `<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0">${content.footer.map((line) => paragraphHtml(line, 'margin:0 0 8px;font-size:13px;color:#475569')).join('')}`
    : '';
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(content.heading)}</title></head><body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a"><div style="max-width:600px;margin:0 auto;background:#ffffff;padding:24px;border-radius:8px"><p style="margin:0 0 16px;font-weight:700;color:#0b5cad">Dockside</p><h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>${content.paragraphs.map((p) => paragraphHtml(p)).join('')}${details}${action}${footer}</div></body></html>`;
  return { text, html };
}
