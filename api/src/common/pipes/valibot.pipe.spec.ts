import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DomainException } from '../exceptions/domain.exception';
import { ValibotPipe, issueMessage } from './valibot.pipe';

const schema = v.object({
  name: v.pipe(v.string('Name is required'), v.minLength(2, 'Name is required')),
  subscribed: v.optional(v.boolean()),
  tags: v.optional(v.array(v.string())),
});
const pipe = new ValibotPipe(schema);

function failure(value: unknown): { message: string; code: string; issues: Array<{ path: string; message: string }> } {
  try {
    pipe.transform(value);
  } catch (error) {
    expect(error).toBeInstanceOf(DomainException);
    const e = error as DomainException;
    return { message: e.message, code: e.code, ...(e.extra as { issues: Array<{ path: string; message: string }> }) };
  }
  throw new Error('expected a validation failure');
}

describe('ValibotPipe', () => {
  it("answers the schema's own message first", () => {
    expect(failure({ name: 'x' })).toMatchObject({ message: 'Name is required', code: 'VALIDATION_FAILED' });
  });

  it("names the field instead of valibot's default text, and never echoes the input", () => {
    const huge = 'y'.repeat(10_000);
    const res = failure({ name: 'Robin', subscribed: huge });
    expect(res.message).toBe("Invalid value for 'subscribed' (expected true or false)");
    expect(failure({ name: 'Robin', tags: ['a', 5] }).issues[0]).toEqual({
      path: 'tags.1',
      message: "Invalid value for 'tags.1' (expected text)",
    });
  });

  it('says when the body is not an object at all', () => {
    for (const body of [[1, 2], 'text', 42, null, undefined]) {
      expect(failure(body).message).toBe('The request body must be a JSON object');
    }
  });

  it('refuses U+0000 in a kept value (PostgreSQL text cannot hold it), naming the field; dropped keys do not matter', () => {
    expect(failure({ name: 'Ro\u0000bin' })).toMatchObject({
      message: "'name' contains a NUL character (U+0000), which is not allowed",
      issues: [{ path: 'name' }],
    });
    expect(failure({ name: 'Robin', tags: ['ok', 'n\u0000'] }).issues[0].path).toBe('tags.1');
    expect(pipe.transform({ name: 'Robin', unknown: '\u0000' })).toEqual({ name: 'Robin' });
  });

  it('issueMessage keeps messages that are not valibot defaults', () => {
    expect(issueMessage('email', 'Please enter a valid email', 'string')).toBe('Please enter a valid email');
    expect(issueMessage('phone', 'Invalid type: Expected ("" | string) but received 5', '("" | string)')).toBe("Invalid value for 'phone'");
  });
});
