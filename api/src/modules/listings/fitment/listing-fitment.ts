import { type ExecutionContext, createParamDecorator } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { UserRole } from '@dockside/shared/accounts';
import type { PartNumberSource } from '@dockside/shared/fitment';
import type { ListingInput } from '@dockside/shared/listings';
import type { BoatPartEntity } from '../listing.entity';
import { type StoredPartNumber, toStoredFitment, toStoredPartNumbers } from './fitment-storage';

/** Which of a listing body's fitment entries the client sent (an edit keeps those it left out). */
export interface StatedFitment {
  fitment: boolean;
  specs: boolean;
  partNumbers: boolean;
}

export const ALL_STATED: StatedFitment = { fitment: true, specs: true, partNumbers: true };

/**
 * The fitment entries present in the request body, read before the schema fills its defaults: a client
 * that does not know them (an edit queued by an older app) leaves the stored ones alone, while an empty
 * list clears them (docs/decisions.md "Fitment").
 */
export const StatedFitmentParam = createParamDecorator((_data: unknown, context: ExecutionContext): StatedFitment => {
  const body = context.switchToHttp().getRequest<FastifyRequest>().body;
  const has = (key: keyof StatedFitment) =>
    typeof body === 'object' && body !== null && Object.hasOwn(body, key) && (body as Record<string, unknown>)[key] !== undefined;
  return { fitment: has('fitment'), specs: has('specs'), partNumbers: has('partNumbers') };
});

/** A part number's source is the writer's role: moderators and admins write as 'moderator'. */
export const partNumberSource = (role: UserRole): PartNumberSource => (role === 'moderator' || role === 'admin' ? 'moderator' : 'seller');

type FitmentColumns = Partial<Pick<BoatPartEntity, 'fitment' | 'specs' | 'partNumbers'>>;

/**
 * The entity's fitment columns for a write, each only when stated. A part number the listing already had
 * (same number, brand and relation) keeps its source; a new one gets the writer's.
 */
export function fitmentColumns(
  input: Pick<ListingInput, 'fitment' | 'specs' | 'partNumbers'>,
  writer: { role: UserRole },
  stated: StatedFitment = ALL_STATED,
  previous: readonly StoredPartNumber[] = [],
): FitmentColumns {
  const sameAs = (a: StoredPartNumber) => (b: StoredPartNumber) =>
    a.normalized === b.normalized && a.relation === b.relation && (a.brand ?? '') === (b.brand ?? '');
  return {
    ...(stated.fitment ? { fitment: toStoredFitment(input.fitment) } : {}),
    ...(stated.specs ? { specs: input.specs } : {}),
    ...(stated.partNumbers
      ? {
          partNumbers: toStoredPartNumbers(input.partNumbers, partNumberSource(writer.role)).map((n) => ({
            ...n,
            source: previous.find(sameAs(n))?.source ?? n.source,
          })),
        }
      : {}),
  };
}
