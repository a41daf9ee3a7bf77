import { HttpStatus, type PipeTransform } from '@nestjs/common';
import * as v from 'valibot';
import { DomainException } from '../exceptions/domain.exception';

/** valibot's own text for a rule without a message of ours: "Invalid type: Expected … but received …". */
const VALIBOT_DEFAULT_MESSAGE = /^Invalid [\w ]+: (Expected [\s\S]* but r|R)eceived /;
const SIMPLE_EXPECTATION: Record<string, string> = {
  string: 'text',
  boolean: 'true or false',
  number: 'a number',
  Object: 'an object',
  Array: 'a list',
};

/**
 * A client-facing text for an issue: the schema's own message (the spec's text), or, where the schema
 * has none, one naming the field — never valibot's default, which echoes the whole input back.
 */
export function issueMessage(path: string, message: string, expected: string | null): string {
  if (!VALIBOT_DEFAULT_MESSAGE.test(message)) return message;
  const wanted = expected ? SIMPLE_EXPECTATION[expected] : undefined;
  if (path === '') return expected === 'Object' ? 'The request body must be a JSON object' : 'Invalid request body';
  return `Invalid value for '${path}'${wanted ? ` (expected ${wanted})` : ''}`;
}

const OBJECT_SCHEMAS = new Set(['object', 'loose_object', 'strict_object', 'object_with_rest']);

/** The path of the first string holding U+0000, which PostgreSQL text cannot store, or undefined. */
export function findNulCharacter(value: unknown, path: string[] = [], depth = 0): string[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (typeof value !== 'object' || value === null || depth > 32) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const found = findNulCharacter(inner, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * Validates a body/query/param with a valibot schema from @dockside/shared.
 * A failure answers 400 `{ message: <first issue's message — the spec's text>, code, issues }`.
 */
export class ValibotPipe<TSchema extends v.GenericSchema> implements PipeTransform<unknown, v.InferOutput<TSchema>> {
  constructor(private readonly schema: TSchema) {}

  transform(value: unknown): v.InferOutput<TSchema> {
    if (OBJECT_SCHEMAS.has(this.schema.type) && (typeof value !== 'object' || value === null || Array.isArray(value))) {
      const message = 'The request body must be a JSON object';
      throw new DomainException('VALIDATION_FAILED', message, HttpStatus.BAD_REQUEST, { issues: [{ path: '', message }] });
    }
    const result = v.safeParse(this.schema, value);
    if (!result.success) {
      const issues = result.issues.map((issue) => {
        const path = issue.path?.map((p) => String(p.key)).join('.') ?? '';
        return { path, message: issueMessage(path, issue.message, issue.expected) };
      });
      throw new DomainException('VALIDATION_FAILED', issues[0].message, HttpStatus.BAD_REQUEST, { issues });
    }
    // Checked on what the schema kept (unknown keys are already dropped).
    const nul = findNulCharacter(result.output);
    if (nul) {
      const path = nul.join('.');
      const message = `'${path}' contains a NUL character (U+0000), which is not allowed`;
      throw new DomainException('VALIDATION_FAILED', message, HttpStatus.BAD_REQUEST, { issues: [{ path, message }] });
    }
    return result.output;
  }
}
