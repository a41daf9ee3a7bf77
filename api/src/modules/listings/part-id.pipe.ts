import type { PipeTransform } from '@nestjs/common';
import * as v from 'valibot';
import { PartNotFoundException } from './listings.exception';

const PartId = v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/), v.transform(Number), v.maxValue(2_147_483_647));

/** A malformed id cannot name a listing: it is answered like a missing one. */
export class PartIdPipe implements PipeTransform<unknown, number> {
  transform(value: unknown): number {
    const result = v.safeParse(PartId, value);
    if (!result.success) throw new PartNotFoundException();
    return result.output;
  }
}
