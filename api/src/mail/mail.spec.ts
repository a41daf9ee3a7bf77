import { describe, expect, it } from 'vitest';
import { escapeHtml, renderMail } from './mail-layout';
import { mailJob } from './outbox.service';

describe('renderMail', () => {
  it('escapes every piece of text in the HTML and keeps the text part readable', () => {
    const { html, text } = renderMail({
      heading: 'Inquiry <1>',
      paragraphs: ['<script>alert(1)</script>\nsecond line'],
      details: [['Name', '"Eve" <eve@example.com>']],
      action: { label: 'Open', url: 'https://example.com/?a=1&b="2"' },
    });
    expect(html).not.toMatch(/<script>|<1>|"Eve"/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;<br>second line');
    expect(html).toContain('href="https://example.com/?a=1&amp;b=&quot;2&quot;"');
    expect(text).toContain('<script>alert(1)</script>\nsecond line');
    expect(text).toContain('Name: "Eve" <eve@example.com>');
    expect(text).toContain('Open: https://example.com/?a=1&b="2"');
  });

  it('escapeHtml covers the five special characters', () => {
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
  });
});

describe('mailJob', () => {
  it('derives one UUID-shaped job id per outbox row, so queueing a row twice is one job', () => {
    expect(mailJob('1')).toEqual({ id: '00000000-0000-4000-8000-000000000001', data: { id: '1' } });
    expect(mailJob('255').id).toBe('00000000-0000-4000-8000-0000000000ff');
    expect(mailJob('281474976710655').id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
