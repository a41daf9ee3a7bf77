import { FITMENT_MESSAGES } from '@dockside/shared/fitment';
import { NotFoundDomainException } from '../../common/exceptions/domain.exception';

/** Unknown, another user's, deleted, or an id that cannot be one: the same 404. */
export class BoatNotFoundException extends NotFoundDomainException {
  constructor() {
    super(FITMENT_MESSAGES.boatNotFound, 'BOAT_NOT_FOUND');
  }
}
