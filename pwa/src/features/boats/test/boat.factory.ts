import type { Boat } from '@dockside/shared/fitment';

/** A boat as GET /api/boats answers it. */
export function boatFactory(overrides: Partial<Boat> = {}): Boat {
  return {
    id: 1,
    name: 'Sea Breeze',
    make: 'Grady-White',
    model: 'Freedom 205',
    year: 2006,
    lengthFt: 20.5,
    hin: 'NTL12345F506',
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
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    version: 1,
    ...overrides,
  };
}
