import { describe, expect, it } from 'vitest';
import { utcDay, viewerKey } from './viewer-key';

describe('viewerKey', () => {
  const anonymous = { ip: '203.0.113.7', userAgent: 'Mozilla/5.0 (iPhone)' };

  it('is the user id when signed in, whatever the address', () => {
    expect(viewerKey({ ...anonymous, userId: 42 }, '2026-11-21', 's')).toBe('u:42');
    expect(viewerKey({ ip: '198.51.100.1', userAgent: 'other', userId: 42 }, '2026-11-22', 's')).toBe('u:42');
  });

  it('is the same for the same address, browser and day', () => {
    expect(viewerKey(anonymous, '2026-11-21', 's')).toBe(viewerKey({ ...anonymous }, '2026-11-21', 's'));
  });

  it('differs by address, browser, day and secret, and does not contain the address', () => {
    const key = viewerKey(anonymous, '2026-11-21', 's');
    expect(key).toMatch(/^a:[A-Za-z0-9_-]{32}$/);
    expect(key).not.toContain('203.0.113.7');
    expect(viewerKey({ ...anonymous, ip: '203.0.113.8' }, '2026-11-21', 's')).not.toBe(key);
    expect(viewerKey({ ...anonymous, userAgent: 'Mozilla/5.0 (Android)' }, '2026-11-21', 's')).not.toBe(key);
    expect(viewerKey(anonymous, '2026-11-22', 's')).not.toBe(key);
    expect(viewerKey(anonymous, '2026-11-21', 't')).not.toBe(key);
  });

  it('fits the 64-character column', () => {
    expect(viewerKey(anonymous, '2026-11-21', 's').length).toBeLessThanOrEqual(64);
    expect(viewerKey({ ...anonymous, userId: 2_147_483_647 }, '2026-11-21', 's').length).toBeLessThanOrEqual(64);
  });
});

describe('utcDay', () => {
  it('uses the UTC date, not the local one', () => {
    expect(utcDay(new Date('2026-11-21T23:30:00-05:00'))).toBe('2026-11-22');
    expect(utcDay(new Date('2026-11-21T00:00:00Z'))).toBe('2026-11-21');
  });
});
