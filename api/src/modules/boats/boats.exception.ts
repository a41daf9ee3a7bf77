import { HttpStatus } from '@nestjs/common';
import { type Boat, FITMENT_MESSAGES } from '@dockside/shared/fitment';
import { SYNC_ERROR_CODES } from '@dockside/shared/sync';
import { DomainException, NotFoundDomainException } from '../../common/exceptions/domain.exception';

/** Unknown, another user's, deleted, or an id that cannot be one: the same 404. */
export class BoatNotFoundException extends NotFoundDomainException {
  constructor() {
    super(FITMENT_MESSAGES.boatNotFound, 'BOAT_NOT_FOUND');
  }
}

/** 409: the user already keeps FITMENT_LIMITS.boatsMax boats. */
export class TooManyBoatsException extends DomainException {
  constructor() {
    super('TOO_MANY_BOATS', FITMENT_MESSAGES.boatsMax, HttpStatus.CONFLICT);
  }
}

/** 412 (If-Match named another version) with the boat as the server has it now (`current`), as for listings. */
export class BoatVersionConflictException extends DomainException {
  constructor(current: Boat) {
    super(SYNC_ERROR_CODES.versionConflict, FITMENT_MESSAGES.boatVersionConflict, HttpStatus.PRECONDITION_FAILED, { current });
  }
}
