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

/** A moderator removed the listing (docs/decisions.md "Moderation"): final, the seller cannot edit or relist it. */
export class ListingRemovedByModeratorException extends DomainException {
  constructor() {
    super('LISTING_REMOVED', 'This listing was removed by a moderator and can no longer be changed', HttpStatus.CONFLICT);
  }
}
