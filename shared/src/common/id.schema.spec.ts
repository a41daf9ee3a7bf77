import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CLIENT_EVENT_PAYLOADS, MarkReadSchema, StartConversationSchema } from '../chat';
import { CreateAnswerSchema } from '../community';
import { CreateReportSchema } from '../moderation';
import { BIG_ID_MAX, ID_MAX, IdSchema, IdTextSchema, bigIdSchema, idFieldsOf, idSchema, idValueSchema, isId } from './id.schema';

const ok = (schema: v.GenericSchema, input: unknown) => v.safeParse(schema, input).success;

describe('id schemas', () => {
  it('IdSchema: an integer from 1 to ID_MAX (an integer column)', () => {
    expect(ID_MAX).toBe(2 ** 31 - 1);
    for (const good of [1, 42, ID_MAX]) expect(ok(IdSchema, good), String(good)).toBe(true);
    for (const bad of [0, -1, 1.5, ID_MAX + 1, 99_999_999_999, 1e15, 1e20, Number.NaN, Infinity, '1', '1e3', null, undefined, [1], {}]) {
      expect(ok(IdSchema, bad), String(bad)).toBe(false);
    }
  });

  it('bigIdSchema: up to 2^53 − 1 (a bigint column, as far as a JSON number is exact)', () => {
    const schema = bigIdSchema();
    for (const good of [1, ID_MAX + 1, 99_999_999_999, 1e15, BIG_ID_MAX]) expect(ok(schema, good), String(good)).toBe(true);
    for (const bad of [0, -1, 1.5, BIG_ID_MAX + 2, 1e20, '1']) expect(ok(schema, bad), String(bad)).toBe(false);
  });

  it('IdTextSchema: plain digits only, read as a number in range', () => {
    expect(v.parse(IdTextSchema, '42')).toBe(42);
    expect(v.parse(IdTextSchema, String(ID_MAX))).toBe(ID_MAX);
    for (const bad of ['0', '-1', '1.5', '1e3', '0x1', '00001', ' 1', '1 ', '', '2147483648', '99999999999', '1e20', 'abc', 42]) {
      expect(ok(IdTextSchema, bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it('idValueSchema: a number or digits (forms), trimmed', () => {
    const schema = idValueSchema('Pick a question');
    expect(v.parse(schema, 7)).toBe(7);
    expect(v.parse(schema, ' 7 ')).toBe(7);
    const result = v.safeParse(schema, '1e3');
    expect(result.success).toBe(false);
    expect(result.issues?.[0].message).toBe('Pick a question');
    expect(ok(schema, 2147483648)).toBe(false);
  });

  it("keeps the caller's message (the spec's text) for every refusal", () => {
    const schema = idSchema('This listing does not exist');
    for (const bad of ['x', 1.5, 0, 1e20]) expect(v.safeParse(schema, bad).issues?.[0].message).toBe('This listing does not exist');
  });

  it('isId', () => {
    expect(isId(1)).toBe(true);
    expect(isId(ID_MAX + 1)).toBe(false);
    expect(isId(ID_MAX + 1, BIG_ID_MAX)).toBe(true);
    expect(isId('1')).toBe(false);
  });

  it('idFieldsOf finds the id fields of the shared schemas', () => {
    expect(idFieldsOf(IdSchema)).toEqual(['']);
    expect(idFieldsOf(StartConversationSchema)).toEqual(['partId']);
    expect(idFieldsOf(MarkReadSchema)).toEqual(['messageId']);
    expect(idFieldsOf(CreateAnswerSchema)).toEqual(['questionId']);
    expect(idFieldsOf(CreateReportSchema)).toEqual(['targetId']);
    expect(idFieldsOf(v.object({ a: v.optional(IdSchema), b: v.array(IdSchema), c: v.string() }))).toEqual(['a', 'b.*']);
    expect(idFieldsOf(CLIENT_EVENT_PAYLOADS.markRead.schema)).toEqual(['messageId']);
  });

  it('the chat and report schemas refuse ids their columns cannot hold', () => {
    expect(ok(StartConversationSchema, { partId: 2147483648 })).toBe(false);
    expect(ok(StartConversationSchema, { partId: 1e15 })).toBe(false);
    expect(ok(MarkReadSchema, { messageId: 1e20 })).toBe(false);
    expect(ok(MarkReadSchema, { messageId: 99_999_999_999 })).toBe(true);
    expect(ok(CreateReportSchema, { targetType: 'message', targetId: 1e20, reason: 'scam' })).toBe(false);
  });
});
