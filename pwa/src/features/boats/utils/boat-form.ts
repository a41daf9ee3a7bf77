import * as v from 'valibot';
import { type BoatInput, BoatSchema, type EngineInput } from '@dockside/shared/fitment';

/**
 * The boat form's values for useSchemaForm (flat text fields): the hull's fields by name, `engines` the
 * ids of the engine sub-forms in order, and each engine's fields as `engine.<id>.<field>`. BoatFormSchema
 * builds the body from them and validates it with the shared BoatSchema, putting each message on the
 * field it names (`engines.1.serial` → `engine.<id of the second>.serial`).
 */
export type BoatFormValues = Record<string, string | readonly string[]> & { engines: readonly string[] };

export const ENGINE_FIELDS = ['make', 'model', 'hp', 'year', 'serial', 'shaftLength', 'rotation', 'fuel', 'drive'] as const;
export type EngineField = (typeof ENGINE_FIELDS)[number];
const HULL_FIELDS = ['name', 'make', 'model', 'year', 'lengthFt', 'hin'] as const;

export const engineKey = (id: string, field: EngineField) => `engine.${id}.${field}`;

let nextEngine = 0;
/** A new engine sub-form's id (unique within the page). */
export const newEngineId = () => `e${++nextEngine}`;

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** The form's values for a boat (or an empty form with one engine). */
export function toFormValues(boat?: BoatInput): BoatFormValues {
  const engines: EngineInput[] = boat ? boat.engines : [];
  const ids = engines.map(() => newEngineId());
  const values: BoatFormValues = { engines: ids };
  for (const field of HULL_FIELDS) values[field] = text(boat?.[field]);
  engines.forEach((engine, i) => {
    for (const field of ENGINE_FIELDS) values[engineKey(ids[i], field)] = text(engine[field]);
  });
  return values;
}

const read = (values: Record<string, unknown>, key: string) => (typeof values[key] === 'string' ? (values[key] as string) : '');

/** The body the form's values make (text as typed; the schema reads numbers and empty fields). */
export function toBoatBody(values: Record<string, unknown>) {
  const ids = Array.isArray(values.engines) ? (values.engines as string[]) : [];
  const hull = Object.fromEntries(HULL_FIELDS.map((field) => [field, read(values, field)]));
  const engines = ids.map((id) => Object.fromEntries(ENGINE_FIELDS.map((field) => [field, read(values, engineKey(id, field))])));
  return { ...hull, engines };
}

/** The form field an issue of BoatSchema belongs to. */
function fieldOf(path: readonly { key: unknown }[] | undefined, ids: readonly string[]): string {
  const [first, index, field] = (path ?? []).map((item) => item.key);
  if (first === 'engines' && typeof index === 'number' && typeof field === 'string' && ids[index])
    return engineKey(ids[index], field as EngineField);
  return typeof first === 'string' ? first : 'name';
}

/** BoatSchema over the form's flat values (see BoatFormValues). */
export const BoatFormSchema = v.pipe(
  v.unknown(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const values = (typeof dataset.value === 'object' && dataset.value !== null ? dataset.value : {}) as Record<string, unknown>;
    const result = v.safeParse(BoatSchema, toBoatBody(values));
    if (result.success) return result.output;
    const ids = Array.isArray(values.engines) ? (values.engines as string[]) : [];
    for (const issue of result.issues) {
      const key = fieldOf(issue.path, ids);
      addIssue({ message: issue.message, path: [{ type: 'object', origin: 'value', input: values, key, value: values[key] }] });
    }
    return NEVER;
  }),
);
