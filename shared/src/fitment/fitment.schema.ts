import * as v from 'valibot';
import { normalizeEngineMake, normalizeEngineModel } from './engine-makes';
import {
  ENGINE_DRIVES,
  ENGINE_FUELS,
  FITMENT_LIMITS as L,
  FITMENT_MESSAGES as M,
  PART_NUMBER_RELATIONS,
  ROTATIONS,
  SHAFT_LENGTHS,
  SPEC_UNITS,
  maxModelYear,
} from './fitment.constants';
import { parseHin, tidyHin } from './hin';
import { partNumberKey } from './part-number';
import { serialKey, serialProblem } from './serial';

/*
 * Boats (POST/PUT /api/boats) and a listing's fitment, specs and part numbers (POST/PUT /api/boat-parts).
 * Every message names its field. '' and null mean "not given" and come out as null; numbers may come as
 * numeric text (forms hold text). `source` of a part number is the server's (who wrote it), never the body's.
 */

const nothing = v.pipe(
  v.union([v.literal(''), v.null()]),
  v.transform(() => null),
);
const optional = <T extends v.GenericSchema<unknown, unknown>>(schema: T, message: string) =>
  v.optional(v.union([nothing, schema], message), null);

const text = (max: number, message: string) => v.pipe(v.string(message), v.trim(), v.maxLength(max, message));
const requiredText = (max: number, message: string) =>
  v.pipe(v.optional(v.string(message), ''), v.trim(), v.nonEmpty(message), v.maxLength(max, message));

/** A number, or numeric text, within [min, max]; `integer` for years and counts. */
const numberIn = (min: number | (() => number), max: number | (() => number), message: string | (() => string), integer = false) =>
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^\d+(\.\d+)?$/), v.transform(Number))], message),
    v.check((n) => {
      const lo = typeof min === 'function' ? min() : min;
      const hi = typeof max === 'function' ? max() : max;
      return Number.isFinite(n) && n >= lo && n <= hi && (!integer || Number.isInteger(n));
    }, message),
  );

const Year = optional(
  numberIn(L.yearMin, maxModelYear, () => M.year(), true),
  M.year(),
);
const Hp = optional(numberIn(0, L.hpMax, M.hp), M.hp);

export const EngineSchema = v.pipe(
  v.object({
    make: v.pipe(requiredText(L.textMax, M.engineMake), v.transform(normalizeEngineMake)),
    model: optional(text(L.textMax, M.model), M.model),
    hp: Hp,
    year: Year,
    serial: optional(text(24, M.serialGeneric), M.serialGeneric),
    shaftLength: optional(v.picklist(SHAFT_LENGTHS, M.shaftLength), M.shaftLength),
    rotation: optional(v.picklist(ROTATIONS, M.rotation), M.rotation),
    fuel: optional(v.picklist(ENGINE_FUELS, M.fuel), M.fuel),
    drive: optional(v.picklist(ENGINE_DRIVES, M.drive), M.drive),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed || !dataset.value.serial) return;
    const problem = serialProblem(dataset.value.make, dataset.value.serial);
    if (problem)
      addIssue({
        message: problem,
        path: [{ type: 'object', origin: 'value', input: dataset.value, key: 'serial', value: dataset.value.serial }],
      });
  }),
  v.transform((engine) => ({ ...engine, model: engine.model ? normalizeEngineModel(engine.make, engine.model) : null })),
);
export type EngineInput = v.InferOutput<typeof EngineSchema>;

/*
 * The HIN is checked here and tidied by BoatSchema's own transform: a failed check keeps the value typed, so
 * the `optional` union around it reports the check's message (a transformation that fails would leave it
 * untyped, and the union would answer its generic one).
 */
const Hin = v.pipe(
  v.string(M.hinLength),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const parsed = parseHin(dataset.value);
    if (!parsed.ok) addIssue({ message: parsed.message });
  }),
);

/** POST /api/boats and PUT /api/boats/{id}. */
export const BoatSchema = v.pipe(
  v.object({
    name: requiredText(L.nameMax, M.boatName),
    make: optional(text(L.textMax, M.make), M.make),
    model: optional(text(L.textMax, M.model), M.model),
    year: Year,
    lengthFt: optional(numberIn(1, L.lengthFtMax, M.lengthFt), M.lengthFt),
    hin: optional(Hin, M.hinLength),
    engines: v.optional(v.pipe(v.array(EngineSchema, M.enginesMax), v.maxLength(L.enginesMax, M.enginesMax)), []),
  }),
  v.transform((boat) => ({ ...boat, hin: boat.hin === null ? null : tidyHin(boat.hin) })),
);
export type BoatInput = v.InferOutput<typeof BoatSchema>;

/** A fitment row of a listing: ranges in order, serials in the make's format. */
export const FitmentRowSchema = v.pipe(
  v.object({
    engineMake: v.pipe(requiredText(L.textMax, M.engineMake), v.transform(normalizeEngineMake)),
    engineModel: optional(text(L.textMax, M.model), M.model),
    hpFrom: Hp,
    hpTo: Hp,
    yearFrom: Year,
    yearTo: Year,
    serialFrom: optional(text(24, M.serialGeneric), M.serialGeneric),
    serialTo: optional(text(24, M.serialGeneric), M.serialGeneric),
    note: optional(text(L.noteMax, M.note), M.note),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const row = dataset.value;
    const at = (key: keyof typeof row): [v.IssuePathItem] => [{ type: 'object', origin: 'value', input: row, key, value: row[key] }];
    if (row.hpFrom !== null && row.hpTo !== null && row.hpFrom > row.hpTo) addIssue({ message: M.hpRange, path: at('hpFrom') });
    if (row.yearFrom !== null && row.yearTo !== null && row.yearFrom > row.yearTo) addIssue({ message: M.yearRange, path: at('yearFrom') });
    for (const key of ['serialFrom', 'serialTo'] as const) {
      const problem = row[key] ? serialProblem(row.engineMake, row[key]) : null;
      if (problem) addIssue({ message: problem, path: at(key) });
    }
    const from = serialKey(row.engineMake, row.serialFrom);
    const to = serialKey(row.engineMake, row.serialTo);
    if (from !== null && to !== null && from > to) addIssue({ message: M.serialRange, path: at('serialFrom') });
  }),
  v.transform((row) => ({ ...row, engineModel: row.engineModel ? normalizeEngineModel(row.engineMake, row.engineModel) : null })),
);

/** Units in their stored spelling ('inches' → 'in', 'volts' → 'V'); unknown units are refused. */
export const SpecSchema = v.pipe(
  v.object({
    key: v.pipe(requiredText(40, M.specKey), v.toLowerCase()),
    value: requiredText(L.specValueMax, M.specValue),
    unit: optional(text(12, M.specUnit('')), M.specUnit('')),
  }),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const spec = dataset.value;
    if (spec.unit === null) return spec;
    const unit = SPEC_UNITS[spec.unit.toLowerCase()];
    if (!unit) {
      addIssue({ message: M.specUnit(spec.unit) });
      return NEVER;
    }
    return { ...spec, unit };
  }),
);

export const PartNumberInputSchema = v.object({
  number: v.pipe(
    requiredText(L.partNumberMax, M.partNumber),
    v.check((n) => partNumberKey(n).length >= 3, M.partNumber),
  ),
  brand: optional(text(L.textMax, M.partNumberBrand), M.partNumberBrand),
  relation: v.optional(v.picklist(PART_NUMBER_RELATIONS, M.relation), 'own'),
});
export type PartNumberInput = v.InferOutput<typeof PartNumberInputSchema>;

/** The fitment entries of a listing body (merged into the listing schemas). */
export const ListingFitmentEntries = {
  fitment: v.optional(v.pipe(v.array(FitmentRowSchema, M.fitmentMax), v.maxLength(L.fitmentRowsMax, M.fitmentMax)), []),
  specs: v.optional(v.pipe(v.array(SpecSchema, M.specsMax), v.maxLength(L.specsMax, M.specsMax)), []),
  partNumbers: v.optional(
    v.pipe(
      v.array(PartNumberInputSchema, M.partNumbersMax),
      v.maxLength(L.partNumbersMax, M.partNumbersMax),
      v.check(
        (numbers) => !numbers.some((n) => n.relation === 'supersedes') || numbers.some((n) => n.relation === 'own'),
        M.supersedesWithoutOwn,
      ),
    ),
    [],
  ),
};
export type FitmentRowInput = v.InferOutput<typeof FitmentRowSchema>;
export type SpecInput = v.InferOutput<typeof SpecSchema>;
