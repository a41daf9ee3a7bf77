import { HttpStatus } from '@nestjs/common';
import type { BoatPart } from '@dockside/shared/listings';
import { SYNC_ERROR_CODES as C, SYNC_MESSAGES as M } from '@dockside/shared/sync';
import { DomainException } from '../exceptions/domain.exception';

export class IdempotencyKeyInvalidException extends DomainException {
  constructor() {
    super(C.keyInvalid, M.keyInvalid, HttpStatus.BAD_REQUEST);
  }
}

export class IdempotencyKeyInUseException extends DomainException {
  constructor() {
    super(C.keyInUse, M.keyInUse, HttpStatus.CONFLICT);
  }
}

export class IdempotencyKeyReusedException extends DomainException {
  constructor() {
    super(C.keyReused, M.keyReused, HttpStatus.UNPROCESSABLE_ENTITY);
  }
}

/** 412 with the listing as its owner sees it now (`current`). */
export class VersionConflictException extends DomainException {
  constructor(current: BoatPart) {
    super(C.versionConflict, M.versionConflict, HttpStatus.PRECONDITION_FAILED, { current });
  }
}

export class IfMatchInvalidException extends DomainException {
  constructor() {
    super(C.ifMatchInvalid, M.ifMatchInvalid, HttpStatus.BAD_REQUEST);
  }
}

/** 400 naming the parameter: `updatedSince`, or `seenUpTo` of a catalogue delta pull. */
export class SyncTokenInvalidException extends DomainException {
  constructor(parameter: 'updatedSince' | 'seenUpTo' = 'updatedSince') {
    super(C.syncTokenInvalid, parameter === 'seenUpTo' ? M.seenUpToInvalid : M.syncTokenInvalid, HttpStatus.BAD_REQUEST, { parameter });
  }
}

/** 410: `updatedSince` is older than SYNC_TOKEN_RETENTION_DAYS (the client refetches and starts again). */
export class SyncTokenExpiredException extends DomainException {
  constructor() {
    super(C.syncTokenExpired, M.syncTokenExpired, HttpStatus.GONE, { parameter: 'updatedSince' });
  }
}

/** `limit` of a delta pull: 400 naming the parameter, as the catalogue's INVALID_QUERY. */
export class DeltaLimitInvalidException extends DomainException {
  constructor(max: number) {
    super('INVALID_QUERY', `Invalid query parameter 'limit': must be a whole number from 1 to ${max}`, HttpStatus.BAD_REQUEST, {
      parameter: 'limit',
    });
  }
}
