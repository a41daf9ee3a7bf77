import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeFeed } from './feed-fetcher';
import { categorise } from './feed-categories';
import { guidKey, normaliseLink, parseFeedItems, sanitizeDescription } from './feed-items';
import { backoffMs } from './feed-limits';

const FIXTURES = path.resolve(__dirname, '../../../../test/fixtures/feeds');
const NOW = new Date('2026-11-25T12:00:00Z');
const DAY = 86_400_000;
const RETENTION = 90 * DAY;

/** A fixture as the test server serves it: `{{rfc822:N}}` / `{{iso:N}}` → N days before NOW. */
function fixture(name: string): string {
  const bytes = readFileSync(path.join(FIXTURES, name));
  return decodeFeed(bytes, 'application/xml').replace(/\{\{(rfc822|iso):(\d+)\}\}/g, (_, kind: string, days: string) => {
    const date = new Date(NOW.getTime() - Number(days) * DAY);
    return kind === 'iso' ? date.toISOString() : date.toUTCString();
  });
}
const feed = (url: string, category?: string) => ({ url, source: 'Test Source', category });

describe('parseFeedItems', () => {
  it('reads RSS 2.0 with CDATA HTML and enclosures, leaving out items past retention', () => {
    const { items, skipped } = parseFeedItems(fixture('rss2-cdata.xml'), feed('https://harbourwire.test/rss'), NOW, RETENTION);
    expect(skipped).toBe(1);
    expect(items.map((item) => item.title)).toEqual(['Refit of a classic ketch wins award', 'Podcast: winter berths and what they cost']);
    expect(items[0].link).toBe('https://harbourwire.test/news/ketch-refit');
    expect(items[0].description).toContain('<strong>two winters</strong>');
    expect(items[0].guidKey).toBe('https://harbourwire.test/rss#hw-1001');
    expect(items[0].category).toBe('Yacht Refit');
    expect(items[1].category).toBe('Marina News');
    expect(items[1].guidKey).toBe('https://harbourwire.test/news/winter-berths');
  });

  it('reads Atom with XHTML content and an HTML title as plain text', () => {
    const { items } = parseFeedItems(fixture('atom-xhtml.xml'), feed('https://foiljournal.test/atom.xml'), NOW, RETENTION);
    expect(items[0].title).toBe('Electric foiling ferry enters service');
    expect(items[0].description).toContain('<em>this winter</em>');
    expect(items[0].description).toContain('<li>Range: 50 nm</li>');
    expect(items[0].guidKey).toBe('tag:foiljournal.test,2026:entry-7');
    // The syndicated copy normalises to the link of the RSS item (fragment dropped): one item across feeds.
    expect(items[1].link).toBe('https://harbourwire.test/news/winter-berths');
  });

  it('reads a feed that starts with a byte-order mark, and RSS 1.0', () => {
    expect(parseFeedItems(fixture('bom.xml'), feed('https://regattadaily.test/rss'), NOW, RETENTION).items[0].title).toMatch(/Ørsted Cup/);
    const rdf = parseFeedItems(fixture('rss1.rdf'), feed('https://yardnotes.test/rss'), NOW, RETENTION).items;
    expect(rdf).toHaveLength(1);
    expect(rdf[0].category).toBe('Shipyard News');
    expect(rdf[0].pubDate.toISOString()).toBe(new Date(NOW.getTime() - 4 * DAY).toISOString());
  });

  it('refuses a malformed document', () => {
    expect(() => parseFeedItems(fixture('malformed.xml'), feed('https://broken.test/rss'), NOW, RETENTION)).toThrow();
  });

  it('keeps no script, iframe, style, event handler or javascript: URL, and drops items without an http(s) link', () => {
    const { items, skipped } = parseFeedItems(fixture('payloads.xml'), feed('https://hostile.test/rss'), NOW, RETENTION);
    expect(skipped).toBe(2);
    expect(items).toHaveLength(1);
    const [item] = items;
    expect(item.title).toBe('Charter season opens');
    expect(item.description).not.toMatch(/<script|<iframe|<style|<svg|<img|onerror|onclick|onmouseover|onload|javascript:/i);
    expect(item.description).toContain('<a href="https://hostile.test/ok">fine</a>');
    expect(item.link).toBe('https://hostile.test/charter-season');
  });

  it('ignores DOCTYPE entity declarations', () => {
    const xml = `<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;">]><rss version="2.0"><channel><title>E</title><item><title>Entity &b;</title><link>https://e.test/1</link></item></channel></rss>`;
    const { items } = parseFeedItems(xml, feed('https://e.test/rss'), NOW, RETENTION);
    expect(items[0].title).not.toContain('aaaa');
  });

  it('clamps a future date to now', () => {
    const xml = `<rss version="2.0"><channel><title>F</title><item><title>Future</title><link>https://f.test/1</link><pubDate>Fri, 01 Jan 2100 00:00:00 GMT</pubDate></item></channel></rss>`;
    expect(parseFeedItems(xml, feed('https://f.test/rss'), NOW, RETENTION).items[0].pubDate).toEqual(NOW);
  });
});

describe('normaliseLink and guidKey', () => {
  it.each([
    ['HTTPS://Example.TEST:443/a?utm_source=x&id=2#top', 'https://example.test/a?id=2'],
    ['/relative/path', 'https://feed.test/relative/path'],
    ['javascript:alert(1)', null],
    ['data:text/html,hi', null],
    ['ftp://feed.test/file', null],
    ['https://user:pass@feed.test/', null],
    ['', null],
  ])('%s → %s', (raw, expected) => {
    expect(normaliseLink(raw, 'https://feed.test/rss')).toBe(expected);
  });

  it('qualifies a guid that is not a URI by its feed', () => {
    expect(guidKey('1234', 'https://a.test/rss')).toBe('https://a.test/rss#1234');
    expect(guidKey('urn:uuid:1', 'https://a.test/rss')).toBe('urn:uuid:1');
    expect(guidKey('  ', 'https://a.test/rss')).toBeNull();
  });
});

describe('sanitizeDescription', () => {
  it('keeps very long descriptions as escaped text only', () => {
    const long = `<p>${'<b>x</b> &lt;script&gt; '.repeat(2000)}</p>`;
    const safe = sanitizeDescription(long);
    expect(safe.length).toBeLessThanOrEqual(10_000);
    expect(safe).not.toMatch(/<(?!\/?[a-z])/);
    expect(safe).not.toContain('<script');
  });
});

describe('categorise', () => {
  it('prefers an item category from the list, then the feed default, then keywords, then Marine Industry', () => {
    expect(categorise(['sailing'], 'Shipyard news', 'Technology')).toBe('Sailing');
    expect(categorise(['Boats'], 'Shipyard expands', 'Technology')).toBe('Technology');
    expect(categorise([], 'New catamaran range unveiled')).toBe('Catamarans');
    expect(categorise([], 'Wholesale fuel prices fall')).toBe('Market Update');
    expect(categorise([], 'Interview with a harbourmaster')).toBe('Marine Industry');
  });
});

describe('backoffMs', () => {
  it('doubles per consecutive failure, up to a day', () => {
    expect(backoffMs(1, 60_000)).toBe(120_000);
    expect(backoffMs(3, 60_000)).toBe(480_000);
    expect(backoffMs(30, 60_000)).toBe(86_400_000);
  });
});
