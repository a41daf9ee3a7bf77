import { describe, expect, it } from 'vitest';
import { alertChannels, alertReason, formatAlertPrice, formatAlertTime, thumbnailUrl } from './alert-format';

describe('alert formatting', () => {
  it('why: the saved search by name, a deleted search, or a price drop', () => {
    expect(alertReason({ kind: 'search', savedSearch: { id: 1, name: 'Winches' } })).toBe('Matches your search "Winches"');
    expect(alertReason({ kind: 'search', savedSearch: null })).toBe('Matched a saved search you have since deleted');
    expect(alertReason({ kind: 'price-drop', savedSearch: null })).toBe('Price drop');
  });

  it('how the user was told', () => {
    expect(alertChannels(['push'])).toBe('Sent as a notification');
    expect(alertChannels(['email'])).toBe('Sent by e-mail');
    expect(alertChannels(['email', 'push'])).toBe('Sent as a notification and by e-mail');
    expect(alertChannels([])).toBe('Shown here only');
  });

  it('prices as the catalogue shows them; text it cannot read as it came', () => {
    expect(formatAlertPrice('1250.00')).toBe('$1,250');
    expect(formatAlertPrice('64.5')).toBe('$64.50');
    expect(formatAlertPrice('')).toBe('');
    expect(formatAlertPrice('n/a')).toBe('n/a');
  });

  it('times: today and yesterday by the clock, this year by day, earlier years by date', () => {
    const now = new Date(2026, 10, 26, 15, 0);
    expect(formatAlertTime(new Date(2026, 10, 26, 14, 5).toISOString(), now)).toBe('Today, 2:05 PM');
    expect(formatAlertTime(new Date(2026, 10, 25, 9, 30).toISOString(), now)).toBe('Yesterday, 9:30 AM');
    expect(formatAlertTime(new Date(2026, 0, 3, 8, 0).toISOString(), now)).toBe('Jan 3, 8:00 AM');
    expect(formatAlertTime(new Date(2025, 11, 31, 23, 0).toISOString(), now)).toBe('Dec 31, 2025');
    expect(formatAlertTime('not a date', now)).toBe('');
  });

  it("thumbnails use an upload's smallest width", () => {
    expect(thumbnailUrl('/uploads/u/abc-1280.webp')).toBe('/uploads/u/abc-320.webp');
    expect(thumbnailUrl('https://cdn.example/other.jpg')).toBe('https://cdn.example/other.jpg');
  });
});
