import type { Engine, FitmentRow, PartNumber } from '@dockside/shared/fitment';
import type { BoatRow } from '@/lib/db/database';

let nextBoatId = 500;

export function engineFactory(overrides: Partial<Engine> = {}): Engine {
  return {
    make: 'Yamaha',
    model: 'F150',
    hp: 150,
    year: 2008,
    serial: null,
    shaftLength: null,
    rotation: null,
    fuel: null,
    drive: null,
    ...overrides,
  };
}

/** A boat as the device keeps it (the `boats` table), with one engine unless told. */
export function boatRowFactory(overrides: Partial<BoatRow> = {}): BoatRow {
  return {
    id: nextBoatId++,
    userId: 30,
    name: 'Sea Breeze',
    make: 'Grady-White',
    model: 'Fisherman 236',
    year: 2008,
    lengthFt: 23,
    hin: null,
    engines: [engineFactory()],
    createdAt: '2026-03-14T10:00:00.000Z',
    updatedAt: '2026-03-14T10:00:00.000Z',
    version: 1,
    ...overrides,
  };
}

export function fitmentRowFactory(overrides: Partial<FitmentRow> = {}): FitmentRow {
  return {
    engineMake: 'Yamaha',
    engineModel: 'F',
    hpFrom: 150,
    hpTo: 150,
    yearFrom: 2004,
    yearTo: 2012,
    serialFrom: null,
    serialTo: null,
    note: null,
    ...overrides,
  };
}

export function partNumberFactory(overrides: Partial<PartNumber> = {}): PartNumber {
  return { number: '47-43026Q06', brand: 'Mercury', relation: 'own', source: 'seller', normalized: '4743026Q6', ...overrides };
}
