import { HttpStatus } from '@nestjs/common';
import { SAVED_SEARCH_ERROR_CODES as C, SAVED_SEARCH_MESSAGES as M } from '@dockside/shared/alerts';
import { DomainException, NotFoundDomainException } from '../../common/exceptions/domain.exception';

/** Unknown, another user's, or an id that cannot be one: the same 404. */
export class SavedSearchNotFoundException extends NotFoundDomainException {
  constructor() {
    super(M.notFound, C.notFound);
  }
}
export class SavedSearchQueryEmptyException extends DomainException {
  constructor() {
    super(C.queryEmpty, M.queryEmpty, HttpStatus.BAD_REQUEST);
  }
}
export class TooManySavedSearchesException extends DomainException {
  constructor() {
    super(C.tooMany, M.tooMany, HttpStatus.CONFLICT);
  }
}
