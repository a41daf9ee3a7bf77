import { HttpStatus, type PipeTransform } from '@nestjs/common';
import * as v from 'valibot';
import { DomainException } from '../exceptions/domain.exception';

/**
 * Validates a body/query/param with a valibot schema from @dockside/shared.
 * A failure answers 400 `{ message: <first issue's message — the spec's text>, code, issues }`.
 */
export class ValibotPipe<TSchema extends v.GenericSchema> implements PipeTransform<unknown, v.InferOutput<TSchema>> {
  constructor(private readonly schema: TSchema) {}

  transform(value: unknown): v.InferOutput<TSchema> {
    const result = v.safeParse(this.schema, value);
    if (result.success) return result.output;
    const issues = result.issues.map((issue) => ({
      path: issue.path?.map((p) => String(p.key)).join('.') ?? '',
      message: issue.message,
    }));
    throw new DomainException('VALIDATION_FAILED', issues[0].message, HttpStatus.BAD_REQUEST, { issues });
  }
}
