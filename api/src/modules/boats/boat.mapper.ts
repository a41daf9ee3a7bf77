import { type Boat, parseHin } from '@dockside/shared/fitment';
import type { BoatRow } from './boats.repository';

export function toBoat(row: BoatRow): Boat {
  const hin = row.hin ? parseHin(row.hin) : null;
  return {
    id: row.id,
    name: row.name,
    make: row.make,
    model: row.model,
    year: row.year,
    lengthFt: row.length_ft === null ? null : Number(row.length_ft),
    hin: row.hin,
    ...(hin?.ok ? { hinDecoded: hin.decoded } : {}),
    engines: row.engines,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    version: row.version,
  };
}
