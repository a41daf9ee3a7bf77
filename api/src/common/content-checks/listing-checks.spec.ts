import { describe, expect, it } from 'vitest';
import { listingCheckReasons } from './listing-checks';

const clean = { title: 'Lewmar winch handle', description: 'Stainless winch handle, barely used, no corrosion.', price: 45 };
const none = { categoryMedian: null, recentStrike: false };

describe('listingCheckReasons', () => {
  it('passes ordinary marine listings, cockpit and seacock included', () => {
    expect(listingCheckReasons(clean, none)).toEqual([]);
    expect(
      listingCheckReasons({ ...clean, title: 'Cockpit cushion set', description: 'Bronze seacock and a bastard file.' }, none),
    ).toEqual([]);
  });

  it('does not read part and model numbers as swear words', () => {
    for (const title of ['Gasket A55-2', 'Impeller F4G5', 'Seal kit 455', 'Yamaha 6H3-44352-00 impeller', 'Handle 3b00b9']) {
      expect(listingCheckReasons({ ...clean, title }, none), title).toEqual([]);
    }
  });

  it('holds offensive language, prohibited items and scam patterns', () => {
    expect(listingCheckReasons({ ...clean, description: 'This fucking winch works fine, great handle.' }, none)).toContain(
      'offensive language',
    );
    expect(listingCheckReasons({ ...clean, title: 'Replica Rolex dive watch' }, none)).toContain('possibly prohibited item');
    expect(listingCheckReasons({ ...clean, description: 'Payment by Western Union only, my shipping agent collects.' }, none)).toEqual([
      'scam pattern: money transfer services',
      'scam pattern: shipping agent',
    ]);
  });

  it('holds a price far outside its category only with enough listings to judge', () => {
    const stats = { median: 500, count: 40 };
    expect(listingCheckReasons({ ...clean, price: 10 }, { ...none, categoryMedian: stats })[0]).toMatch(/price far outside/);
    expect(listingCheckReasons({ ...clean, price: 20_000 }, { ...none, categoryMedian: stats })[0]).toMatch(/price far outside/);
    expect(listingCheckReasons({ ...clean, price: 100 }, { ...none, categoryMedian: stats })).toEqual([]);
    expect(listingCheckReasons({ ...clean, price: 10 }, { ...none, categoryMedian: { median: 500, count: 5 } })).toEqual([]);
  });

  it('holds the listings of a seller with a recent strike', () => {
    expect(listingCheckReasons(clean, { ...none, recentStrike: true })).toHaveLength(1);
  });
});
