import { HttpStatus } from '@nestjs/common';

/**
 * Database errors caused by what a client sent, not by the server: the safety net behind the checks at
 * the edge (the shared id schemas, IdParamPipe). Ids and values are validated before they reach SQL;
 * one that still gets through must not become a 500.
 *
 * - 23503 foreign_key_violation on insert or update: the row the request points at does not exist → 404.
 *   On update or delete (a row still referenced elsewhere) → 409.
 * - class 22 data exception (22003 numeric value out of range, 22P02 invalid text representation,
 *   22001 string too long, 22021 bad encoding, 22008 datetime out of range…) → 400.
 *
 * Everything else (unique, not-null and check violations, syntax errors) stays a 500: those are bugs.
 */
export interface DatabaseInputError {
  status: HttpStatus;
  body: { message: string; code: string };
  /** The SQLSTATE, for the log line. */
  sqlState: string;
}

export const DATABASE_INPUT_BODIES = {
  notFound: { message: 'Not found', code: 'NOT_FOUND' },
  conflict: { message: 'This item is still in use and cannot be changed', code: 'CONFLICT' },
  invalid: { message: 'A value in the request is out of range or not valid', code: 'BAD_REQUEST' },
} as const;

/** The SQLSTATE of a pg error or of MikroORM's driver exception (which copies it), looking through `cause`. */
function sqlStateOf(error: unknown, depth = 0): { state: string; message: string } | undefined {
  if (!(error instanceof Error) || depth > 4) return undefined;
  for (const key of ['code', 'sqlState'] as const) {
    const value = (error as unknown as Record<string, unknown>)[key];
    if (typeof value === 'string' && /^[0-9A-Z]{5}$/.test(value)) return { state: value, message: error.message };
  }
  return sqlStateOf(error.cause, depth + 1);
}

export function databaseInputError(error: unknown): DatabaseInputError | undefined {
  const found = sqlStateOf(error);
  if (!found) return undefined;
  const { state, message } = found;
  if (state === '23503') {
    // PostgreSQL words the two cases differently: "insert or update on table …" (the referenced row is
    // missing) and "update or delete on table …" (the row is still referenced).
    return /\bupdate or delete on table\b/.test(message)
      ? { status: HttpStatus.CONFLICT, body: { ...DATABASE_INPUT_BODIES.conflict }, sqlState: state }
      : { status: HttpStatus.NOT_FOUND, body: { ...DATABASE_INPUT_BODIES.notFound }, sqlState: state };
  }
  if (state.startsWith('22')) return { status: HttpStatus.BAD_REQUEST, body: { ...DATABASE_INPUT_BODIES.invalid }, sqlState: state };
  return undefined;
}
