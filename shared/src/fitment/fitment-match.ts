import { modelCovers, modelTokens, nameKey } from './names';
import type { Boat, EngineFilter, FitmentRow, FitsMyBoat } from './fitment.types';
import { serialKey } from './serial';

/**
 * Whether a fitment row covers an engine (docs/decisions.md "Fitment"): the same make (by its reference
 * name or normalised spelling); the row's model family, when given, covers the engine's model (modelCovers);
 * the engine's horsepower, model year and serial lie within the row's ranges, bounds included. What the
 * engine does not state is not compared (an engine without a serial is not excluded by a serial range),
 * so the more an owner tells about the engine, the narrower the match. The API's SQL and the device's
 * catalogue implement this same rule.
 */
export function rowCoversEngine(row: FitmentRow, engine: EngineFilter): boolean {
  if (nameKey(row.engineMake) !== nameKey(engine.make)) return false;
  if (row.engineModel && engine.model && !modelCovers(modelTokens(row.engineModel), modelTokens(engine.model))) return false;
  if (engine.hp !== null) {
    if (row.hpFrom !== null && engine.hp < row.hpFrom) return false;
    if (row.hpTo !== null && engine.hp > row.hpTo) return false;
  }
  if (engine.year !== null) {
    if (row.yearFrom !== null && engine.year < row.yearFrom) return false;
    if (row.yearTo !== null && engine.year > row.yearTo) return false;
  }
  const serial = serialKey(engine.make, engine.serial);
  if (serial !== null) {
    const from = serialKey(row.engineMake, row.serialFrom);
    const to = serialKey(row.engineMake, row.serialTo);
    if (from !== null && serial < from) return false;
    if (to !== null && serial > to) return false;
  }
  return true;
}

/** The first row covering any of the engines, with that engine — or null. */
export function firstCoveringRow<E extends EngineFilter>(
  rows: readonly FitmentRow[],
  engines: readonly E[],
): { row: FitmentRow; engine: E } | null {
  for (const engine of engines) {
    const row = rows.find((r) => rowCoversEngine(r, engine));
    if (row) return { row, engine };
  }
  return null;
}

/** The detail page's answer for one boat: fits (with the engine and row), does not fit, or not stated. */
export function boatFit(boat: Boat, rows: readonly FitmentRow[]): FitsMyBoat {
  if (rows.length === 0 || boat.engines.length === 0) return { boatId: boat.id, fits: null, engine: null, row: null };
  const hit = firstCoveringRow(rows, boat.engines);
  return hit
    ? { boatId: boat.id, fits: true, engine: hit.engine, row: hit.row }
    : { boatId: boat.id, fits: false, engine: null, row: null };
}

/** 'Yamaha F115 (115 hp)' — how an engine is named on the part page. */
export function engineLabel(engine: { make: string; model: string | null; hp: number | null }): string {
  const name = [engine.make, engine.model].filter(Boolean).join(' ');
  return engine.hp !== null && !(engine.model ?? '').includes(String(engine.hp)) ? `${name} ${engine.hp} hp` : name;
}
