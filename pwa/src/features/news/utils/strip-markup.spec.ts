import { describe, expect, it } from 'vitest';
import { safeLink, stripMarkup } from './strip-markup';

describe('stripMarkup (spec §3: news markup stripped for display)', () => {
  it('keeps the text of a feed description and drops its tags', () => {
    expect(stripMarkup('<p>The <b>new</b> 60-footer&nbsp;launches <a href="x">today</a>.</p>')).toBe('The new 60-footer launches today.');
  });

  it('turns scripts and handlers into nothing that runs', () => {
    const text = stripMarkup('<img src=x onerror="window.__xss=1">Boat show<script>window.__xss=2</script>');
    expect(text).toBe('Boat show');
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });
});

describe('safeLink', () => {
  it('follows only http(s) links', () => {
    expect(safeLink('https://example.com/a')).toBe('https://example.com/a');
    expect(safeLink('javascript:alert(1)')).toBeUndefined();
    expect(safeLink('not a url')).toBeUndefined();
  });
});

describe('stripMarkup on the server and in the browser (the same text on both sides)', () => {
  it('decodes character references, drops comments and an unclosed script', () => {
    expect(stripMarkup('Fish &amp; chips &#8211; &#x1F6A4; &pound;5 &bogus; <!-- note -->done')).toBe('Fish & chips – 🚤 £5 &bogus; done');
    expect(stripMarkup('Regatta <style>p{}</style>results<script>alert(1)')).toBe('Regatta results');
    expect(stripMarkup('a &lt;b&gt; tag')).toBe('a <b> tag');
  });
});
