import { describe, expect, it } from 'vitest';
import { parseHin } from '@dockside/shared/fitment';
import { demoBoats } from './demo-boats';
import { SEED_USERS } from './demo-users';

describe('demo boats', () => {
  const boats = demoBoats();

  it('gives sailor_sam, marina_supplies, captain_expert and harbour_mod a boat each, valid as an API body', () => {
    expect(boats.map((b) => b.username)).toEqual(['sailor_sam', 'marina_supplies', 'captain_expert', 'harbour_mod']);
    for (const { username } of boats) expect(SEED_USERS.some((u) => u.username === username)).toBe(true);
  });

  it('engines from the families the demo fitment names, HINs that decode to the hull year', () => {
    expect(boats.flatMap((b) => b.boat.engines.map((e) => `${e.make} ${e.model} ${e.serial}`))).toEqual([
      'Yamaha F150 63P-1012345',
      'Mercury Verado 250 0G612345',
      'Yanmar 3GM30F E05432',
      'Suzuki DF140 14003F-512345',
      'Suzuki DF140 14003F-512346',
    ]);
    for (const { boat } of boats) {
      const hin = parseHin(boat.hin!);
      expect(hin.ok && hin.decoded.modelYear, boat.name).toBe(boat.year);
    }
  });
});
