import { type EngineFilter, modelTokens, nameKey, serialKey } from '@dockside/shared/fitment';

/**
 * An engine as part_fitment rows are compared with it (rowCoversEngine): the make's key, the model's
 * words (null when no model is stated), hp, year and the serial's key in the make's order (null when
 * not stated). Saved searches keep these (saved_searches.engine_filter / fits_engines, read by
 * fitment_covers in SQL).
 */
export interface EngineKeys {
  make: string;
  model: string[] | null;
  hp: number | null;
  year: number | null;
  serial: string | null;
}

export function engineKeys(engine: EngineFilter): EngineKeys {
  return {
    make: nameKey(engine.make),
    model: engine.model ? modelTokens(engine.model) : null,
    hp: engine.hp,
    year: engine.year,
    serial: serialKey(engine.make, engine.serial),
  };
}

/**
 * The boat_parts.fitment_keys (Migration20261129030000FitmentIndexes) a listing must have one of to fit the
 * engine: `<make>` without a model; with one, `<make>:` (rows without a model) and `<make>:<prefix>` for
 * every prefix of every model word (a row's first word begins one of them).
 */
export function fitmentSearchKeys(engine: EngineKeys): string[] {
  if (!engine.model) return [engine.make];
  const keys = new Set([`${engine.make}:`]);
  for (const word of engine.model) for (let end = 1; end <= word.length; end += 1) keys.add(`${engine.make}:${word.slice(0, end)}`);
  return [...keys];
}
