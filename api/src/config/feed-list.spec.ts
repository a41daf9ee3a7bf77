import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dir = mkdtempSync(path.join(tmpdir(), 'dockside-feeds-'));
const file = (name: string, content: string) => {
  const full = path.join(dir, name);
  writeFileSync(full, content);
  return full;
};

describe('NEWS_FEEDS and NEWS_POLL_MINUTES', () => {
  it('default to no feeds, polled every 15 minutes', () => {
    expect(loadConfig({}).news).toEqual({ feeds: [], pollMs: 900_000 });
  });

  it('read the feed list from the file, with fractional minutes', () => {
    const feeds = file(
      'ok.json',
      JSON.stringify([
        { url: 'https://a.test/rss', source: 'A', category: 'Sailing' },
        { url: 'http://b.test/atom', source: ' B ' },
      ]),
    );
    expect(loadConfig({ NEWS_FEEDS: feeds, NEWS_POLL_MINUTES: '0.25' }).news).toEqual({
      feeds: [
        { url: 'https://a.test/rss', source: 'A', category: 'Sailing' },
        { url: 'http://b.test/atom', source: 'B' },
      ],
      pollMs: 15_000,
    });
  });

  it.each([
    [{ NEWS_FEEDS: path.join(dir, 'missing.json') }, /NEWS_FEEDS cannot be read \(ENOENT\)/],
    [{ NEWS_FEEDS: file('bad.json', '[{') }, /NEWS_FEEDS is not valid JSON/],
    [{ NEWS_FEEDS: file('obj.json', '{}') }, /NEWS_FEEDS must hold a JSON array/],
    [{ NEWS_FEEDS: file('js.json', '[{"url":"javascript:alert(1)","source":"X"}]') }, /NEWS_FEEDS entry 1: url must be an http\(s\) URL/],
    [
      { NEWS_FEEDS: file('cat.json', '[{"url":"https://a.test","source":"X","category":"All News"}]') },
      /NEWS_FEEDS entry 1: category must be one of/,
    ],
    [
      { NEWS_FEEDS: file('dup.json', '[{"url":"https://a.test","source":"X"},{"url":"https://a.test","source":"Y"}]') },
      /NEWS_FEEDS lists the same url twice/,
    ],
    [{ NEWS_POLL_MINUTES: 'often' }, /NEWS_POLL_MINUTES must be a number of minutes/],
    [{ NEWS_POLL_MINUTES: '0' }, /NEWS_POLL_MINUTES must be at least 0.01/],
  ])('refuse %o with one line naming the setting', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
    expect(() => loadConfig(env)).not.toThrow(/\n/);
  });
});
