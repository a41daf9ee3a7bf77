import * as v from 'valibot';

/**
 * Ids at the edge: every id a client sends (path, query, JSON body, socket payload) is checked here
 * before it reaches SQL, so a value PostgreSQL cannot hold never becomes a 500.
 *
 * - `ID_MAX`: the largest value of an `integer` / `serial` column (users, listings, questions, answers,
 *   saved searches, reports, chat rooms).
 * - `BIG_ID_MAX`: ids of `bigint` / `bigserial` columns (chat messages, alerts, a report's target) as far
 *   as a JSON number holds them exactly (2^53 − 1, well inside bigint's 2^63 − 1).
 */
export const ID_MAX = 2_147_483_647;
export const BIG_ID_MAX = Number.MAX_SAFE_INTEGER;

/** The default text of a refused id; schemas pass the spec's message where the spec has one. */
export const ID_MESSAGE = 'Not a valid id';

/** Every id schema made below, so tools and tests can find the id fields of a schema (`idFieldsOf`). */
const ID_SCHEMAS = new WeakSet<object>();
const mark = <T extends object>(schema: T): T => {
  ID_SCHEMAS.add(schema);
  return schema;
};

/** An id as a JSON number: an integer from 1 to `max`. */
export const idSchema = (message: string = ID_MESSAGE, max: number = ID_MAX) =>
  mark(v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(max, message)));

/** An id of a `bigint` column as a JSON number (chat messages, alerts, report targets). */
export const bigIdSchema = (message: string = ID_MESSAGE) => idSchema(message, BIG_ID_MAX);

/** Digits without sign, leading zero or exponent; longer than `max` has digits is refused before Number(). */
const digitsFor = (max: number) => new RegExp(`^[1-9]\\d{0,${String(max).length - 1}}$`);

/**
 * An id as text (a path parameter, a query value): plain digits only — no sign, leading zero, exponent,
 * fraction or spaces — read as a number from 1 to `max`.
 */
export const idTextSchema = (message: string = ID_MESSAGE, max: number = ID_MAX) =>
  mark(v.pipe(v.string(message), v.regex(digitsFor(max), message), v.transform(Number), v.maxValue(max, message)));

/** An id of a `bigint` column as text (`before` cursors of chat history and alerts). */
export const bigIdTextSchema = (message: string = ID_MESSAGE) => idTextSchema(message, BIG_ID_MAX);

/** An id given as a number or as digits (HTML forms and URLs hold text); surrounding spaces are trimmed. */
export const idValueSchema = (message: string = ID_MESSAGE, max: number = ID_MAX) =>
  mark(
    v.union(
      [
        idSchema(message, max),
        v.pipe(v.string(message), v.trim(), v.regex(digitsFor(max), message), v.transform(Number), v.maxValue(max, message)),
      ],
      message,
    ),
  );

/** The plain id schemas: a number (JSON) and text (path parameters), with the default message. */
export const IdSchema = idSchema();
export const IdTextSchema = idTextSchema();

/** True for a number that can name a row of an `integer` id column. */
export function isId(value: unknown, max: number = ID_MAX): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= max;
}

/** Whether `schema` is one of the id schemas above. */
export function isIdSchema(schema: unknown): boolean {
  return typeof schema === 'object' && schema !== null && ID_SCHEMAS.has(schema);
}

/**
 * The dotted paths of the id fields in a schema ('' for a schema that is an id itself): objects, pipes,
 * optional/nullable wrappers, unions and arrays are looked into. Used by the API's tests to list every
 * id a route or socket event accepts.
 */
export function idFieldsOf(schema: unknown, path = ''): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  if (isIdSchema(schema)) return [path];
  const s = schema as { entries?: Record<string, unknown>; pipe?: unknown[]; wrapped?: unknown; options?: unknown[]; item?: unknown };
  const found: string[] = [];
  if (s.entries) for (const [key, inner] of Object.entries(s.entries)) found.push(...idFieldsOf(inner, path ? `${path}.${key}` : key));
  // A pipe's first item is the schema it refines; the rest are actions.
  if (Array.isArray(s.pipe)) found.push(...idFieldsOf(s.pipe[0], path));
  if (s.wrapped) found.push(...idFieldsOf(s.wrapped, path));
  if (Array.isArray(s.options)) for (const option of s.options) found.push(...idFieldsOf(option, path));
  if (s.item) found.push(...idFieldsOf(s.item, path ? `${path}.*` : '*'));
  return [...new Set(found)];
}
