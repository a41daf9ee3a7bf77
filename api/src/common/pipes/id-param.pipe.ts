import type { PipeTransform } from '@nestjs/common';
import * as v from 'valibot';
import { ID_MAX, idTextSchema } from '@dockside/shared/common';
import { NotFoundDomainException } from '../exceptions/domain.exception';

/**
 * An id in the path (`:id`, `:partId`, `:userId`): plain digits naming a row of an integer column.
 * Anything else — malformed (`-1`, `1.5`, `1e3`, `abc`) or out of the column's range (`2147483648`) —
 * cannot name a row, so it gets the route's not-found answer, exactly as a missing row does.
 */
export class IdParamPipe implements PipeTransform<unknown, number> {
  private readonly schema;

  constructor(
    private readonly notFound: () => Error = () => new NotFoundDomainException(),
    max: number = ID_MAX,
  ) {
    this.schema = idTextSchema(undefined, max);
  }

  transform(value: unknown): number {
    const result = v.safeParse(this.schema, value);
    if (!result.success) throw this.notFound();
    return result.output;
  }
}
