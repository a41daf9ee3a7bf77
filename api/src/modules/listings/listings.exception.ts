import { HttpStatus } from '@nestjs/common';
import { LISTING_MESSAGES as M } from '@dockside/shared/listings';
import { DomainException, NotFoundDomainException } from '../../common/exceptions/domain.exception';

export class PartNotFoundException extends NotFoundDomainException {
  constructor() {
    super(M.notFound, 'PART_NOT_FOUND');
  }
}

/** Spec §2 Edit listing, "Unauthorized": someone else's listing. */
export class NotListingOwnerException extends DomainException {
  constructor(action: 'edit' | 'delete' = 'edit') {
    super('NOT_LISTING_OWNER', action === 'edit' ? M.notOwner : M.notOwnerDelete, HttpStatus.FORBIDDEN);
  }
}
