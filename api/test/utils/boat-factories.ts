import { randomBytes } from 'node:crypto';

/** An engine body of POST/PUT /api/boats (a Yamaha F150 with a serial in Yamaha's format). */
export function engineFactory(overrides: Record<string, unknown> = {}) {
  return {
    make: 'Yamaha',
    model: 'F150',
    hp: 150,
    year: 2006,
    serial: '6EK-1012345',
    shaftLength: '25"',
    rotation: 'standard',
    fuel: 'gasoline',
    drive: 'outboard',
    ...overrides,
  };
}

/** A POST /api/boats body: a 2006 Grady-White with one engine and a current-format HIN. */
export function boatFactory(overrides: Record<string, unknown> = {}) {
  return {
    name: `Sea Breeze ${randomBytes(2).toString('hex')}`,
    make: 'Grady-White',
    model: 'Freedom 205',
    year: 2006,
    lengthFt: 20.5,
    hin: 'NTL12345F506',
    engines: [engineFactory()],
    ...overrides,
  };
}
