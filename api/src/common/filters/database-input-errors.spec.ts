import { describe, expect, it } from 'vitest';
import { ForeignKeyConstraintViolationException, UniqueConstraintViolationException } from '@mikro-orm/core';
import { databaseInputError } from './database-input-errors';

/** What node-postgres throws: an Error with the SQLSTATE in `code`. */
function pgError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code, severity: 'ERROR' });
}

describe('databaseInputError', () => {
  it('a foreign key pointing at a missing row (insert or update) → 404 not found', () => {
    const error = pgError('23503', 'insert or update on table "chat_blocks" violates foreign key constraint "chat_blocks_blocked_id_fkey"');
    expect(databaseInputError(error)).toEqual({ status: 404, body: { message: 'Not found', code: 'NOT_FOUND' }, sqlState: '23503' });
  });

  it('a row still referenced (update or delete) → 409', () => {
    const error = pgError(
      '23503',
      'update or delete on table "boat_parts" violates foreign key constraint "x" on table "chat_conversations"',
    );
    expect(databaseInputError(error)?.status).toBe(409);
  });

  it("MikroORM's driver exception (SQL prefixed to the message, SQLSTATE copied) is read the same way", () => {
    const cause = pgError('23503', 'insert or update on table "reports" violates foreign key constraint "reports_owner_id_fkey"');
    const wrapped = new ForeignKeyConstraintViolationException(
      Object.assign(cause, { message: `insert into "reports" … - ${cause.message}` }),
    );
    expect(databaseInputError(wrapped)?.status).toBe(404);
  });

  it.each([
    ['22003', 'value "100000000000000000000" is out of range for type bigint'],
    ['22P02', 'invalid input syntax for type integer: "1e3"'],
    ['22001', 'value too long for type character varying(40)'],
    ['22021', 'invalid byte sequence for encoding "UTF8": 0x00'],
    ['22008', 'date/time field value out of range'],
  ])('data exception %s → 400 with a message that names no SQL', (code, message) => {
    const result = databaseInputError(pgError(code, message));
    expect(result?.status).toBe(400);
    expect(result?.body.code).toBe('BAD_REQUEST');
    expect(result?.body.message).not.toMatch(/bigint|integer|varying|UTF8|\d{5}/);
  });

  it('looks through `cause`', () => {
    const outer = new Error('query failed', { cause: pgError('22003', 'value out of range') });
    expect(databaseInputError(outer)?.status).toBe(400);
  });

  it('leaves bugs and outages alone (they stay 500 / 503)', () => {
    expect(databaseInputError(new UniqueConstraintViolationException(pgError('23505', 'duplicate key')))).toBeUndefined();
    expect(databaseInputError(pgError('23502', 'null value in column'))).toBeUndefined();
    expect(databaseInputError(pgError('23514', 'violates check constraint'))).toBeUndefined();
    expect(databaseInputError(pgError('42601', 'syntax error'))).toBeUndefined();
    expect(databaseInputError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBeUndefined();
    expect(databaseInputError(pgError('57P01', 'terminating connection due to administrator command'))).toBeUndefined();
    expect(databaseInputError('not an error')).toBeUndefined();
    expect(databaseInputError(new Error('plain'))).toBeUndefined();
  });
});
