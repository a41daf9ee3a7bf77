import { describe, expect, it } from 'vitest';
import { equalData, sameProps } from './equal-data';

const part = () => ({ id: 7, title: 'Sawyer Oars', price: '120.00', imageUrls: ['/a.webp', '/b.webp'], brand: null, seller: { id: 2 } });

describe('equalData', () => {
  it('holds for the same data in new objects (a list read again from the device)', () => {
    expect(equalData(part(), part())).toBe(true);
    expect(equalData([part(), part()], [part(), part()])).toBe(true);
    expect(equalData(Number.NaN, Number.NaN)).toBe(true);
  });

  it('tells apart a changed value at any depth, a missing or extra key, and an array from an object', () => {
    expect(equalData(part(), { ...part(), price: '110.00' })).toBe(false);
    expect(equalData(part(), { ...part(), imageUrls: ['/b.webp', '/a.webp'] })).toBe(false);
    expect(equalData(part(), { ...part(), imageUrls: ['/a.webp'] })).toBe(false);
    expect(equalData(part(), { ...part(), seller: { id: 3 } })).toBe(false);
    expect(equalData(part(), { ...part(), brand: undefined })).toBe(false);
    expect(equalData({ a: undefined }, { b: undefined })).toBe(false);
    expect(equalData({ ...part(), soldAt: null }, part())).toBe(false);
    expect(equalData([], {})).toBe(false);
    expect(equalData(null, {})).toBe(false);
    expect(equalData('1', 1)).toBe(false);
  });
});

describe('sameProps', () => {
  const same = sameProps<{ part: object; eager?: boolean; onOpen?: () => void }>('part');

  it('compares the named props by their data, the others by identity', () => {
    const onOpen = () => undefined;
    expect(same({ part: part(), eager: true, onOpen }, { part: part(), eager: true, onOpen })).toBe(true);
    expect(same({ part: part() }, { part: { ...part(), title: 'Oars' } })).toBe(false);
    expect(same({ part: part(), onOpen }, { part: part(), onOpen: () => undefined })).toBe(false);
    expect(same({ part: part() }, { part: part(), eager: false })).toBe(false);
  });
});
