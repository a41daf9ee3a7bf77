import type { EntityManager } from '@mikro-orm/postgresql';
import * as v from 'valibot';
import { type BoatInput, BoatSchema } from '@dockside/shared/fitment';
import { sqlRows } from '../sql';

/**
 * My Boat of the demo users (docs/decisions.md "Fitment"): one boat each, with engines from the families
 * the demo listings' fitment names (Yamaha F150, Mercury Verado 250, Yanmar 3GM30F, Suzuki DF140), so
 * 'Fits your …' shows on some parts and 'Does not fit' on others. Written as a client would send them
 * and read through BoatSchema, so they are stored exactly as the API stores a body.
 */
export const DEMO_BOATS: ReadonlyArray<{ username: string; boat: Record<string, unknown> }> = [
  {
    username: 'sailor_sam',
    boat: {
      name: 'Sea Breeze',
      make: 'Grady-White',
      model: 'Freedom 205',
      year: 2006,
      lengthFt: 20.5,
      hin: 'NTL41523F506',
      engines: [
        {
          make: 'Yamaha',
          model: 'F150',
          hp: 150,
          year: 2006,
          serial: '63P-1012345',
          shaftLength: '25"',
          rotation: 'standard',
          fuel: 'gasoline',
          drive: 'outboard',
        },
      ],
    },
  },
  {
    username: 'marina_supplies',
    boat: {
      name: 'Tern',
      make: 'Boston Whaler',
      model: '240 Outrage',
      year: 2008,
      lengthFt: 24,
      hin: 'BWCE1234H708',
      engines: [
        {
          make: 'Mercury',
          model: 'Verado 250',
          hp: 250,
          year: 2008,
          serial: '0G612345',
          shaftLength: '25"',
          rotation: 'standard',
          fuel: 'gasoline',
          drive: 'outboard',
        },
      ],
    },
  },
  {
    username: 'captain_expert',
    boat: {
      name: 'Northern Light',
      make: 'Catalina',
      model: '30',
      year: 1989,
      lengthFt: 29.9,
      hin: 'CTY31245B989',
      engines: [
        {
          make: 'Yanmar',
          model: '3GM30F',
          hp: 27,
          year: 1989,
          serial: 'E05432',
          shaftLength: null,
          rotation: 'standard',
          fuel: 'diesel',
          drive: 'inboard',
        },
      ],
    },
  },
  {
    username: 'harbour_mod',
    boat: {
      name: 'Harbour Patrol',
      make: 'Parker',
      model: '2320 SL',
      year: 2015,
      lengthFt: 23,
      hin: 'PKR23015C515',
      engines: [
        {
          make: 'Suzuki',
          model: 'DF140',
          hp: 140,
          year: 2015,
          serial: '14003F-512345',
          shaftLength: '25"',
          rotation: 'standard',
          fuel: 'gasoline',
          drive: 'outboard',
        },
        {
          make: 'Suzuki',
          model: 'DF140',
          hp: 140,
          year: 2015,
          serial: '14003F-512346',
          shaftLength: '25"',
          rotation: 'counter',
          fuel: 'gasoline',
          drive: 'outboard',
        },
      ],
    },
  },
];

/** The demo boats, validated as the API validates a body (a mistake here fails the seed, not a screen). */
export function demoBoats(): Array<{ username: string; boat: BoatInput }> {
  return DEMO_BOATS.map(({ username, boat }) => ({ username, boat: v.parse(BoatSchema, boat) }));
}

/** Inserts the demo boats for the users seeded (in the seed's transaction). */
export async function seedDemoBoats(em: EntityManager, userIdOf: (username: string) => number): Promise<number> {
  const boats = demoBoats();
  for (const { username, boat } of boats) {
    await sqlRows(
      em,
      `INSERT INTO boats (user_id, name, make, model, year, length_ft, hin, engines) VALUES (?, ?, ?, ?, ?, ?, ?, ?::jsonb)`,
      [userIdOf(username), boat.name, boat.make, boat.model, boat.year, boat.lengthFt, boat.hin, JSON.stringify(boat.engines)],
    );
  }
  return boats.length;
}
