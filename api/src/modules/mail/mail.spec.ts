import { describe, expect, it } from 'vitest';
import { newReference } from '../contact/reference';
import { escapeHtml, renderMail } from './mail-layout';
import { MAX_ATTEMPTS, retryDelayMs } from './retry-delay';

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

describe('retryDelayMs', () => {
  it('doubles from the base up to an hour, with ±20 % jitter', () => {
    const mid = () => 0.5;
    expect(retryDelayMs(1, 30_000, mid)).toBe(30_000);
    expect(retryDelayMs(2, 30_000, mid)).toBe(60_000);
    expect(retryDelayMs(5, 30_000, mid)).toBe(480_000);
    expect(retryDelayMs(MAX_ATTEMPTS, 30_000, mid)).toBe(3_600_000);
    expect(retryDelayMs(1, 30_000, () => 0)).toBe(24_000);
    expect(retryDelayMs(1, 30_000, () => 1)).toBe(36_000);
  });
});

describe('newReference', () => {
  it('is DS- and eight Crockford base-32 characters, different each time', () => {
    const refs = new Set(Array.from({ length: 200 }, newReference));
    expect(refs.size).toBe(200);
    for (const ref of refs) expect(ref).toMatch(/^DS-[0-9A-HJKMNP-TV-Z]{8}$/);
  });
});
