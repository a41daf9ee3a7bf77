import { HttpStatus } from '@nestjs/common';
import { LISTING_MESSAGES } from '@dockside/shared/listings';
import { MODERATION_ERROR_CODES, MODERATION_MESSAGES as M } from '@dockside/shared/moderation';
import { DomainException, NotFoundDomainException } from '../../common/exceptions/domain.exception';

export class UserNotFoundException extends NotFoundDomainException {
  constructor() {
    super('User not found', 'USER_NOT_FOUND');
  }
}
/** A listing a moderator acts on that does not exist: answered as the listings' own 404 (PART_NOT_FOUND). */
export class ListingNotFoundException extends NotFoundDomainException {
  constructor() {
    super(LISTING_MESSAGES.notFound, 'PART_NOT_FOUND');
  }
}
export class ReportNotFoundException extends NotFoundDomainException {
  constructor() {
    super('Report not found', 'REPORT_NOT_FOUND');
  }
}
export class ReportTargetNotFoundException extends NotFoundDomainException {
  constructor() {
    super(M.targetNotFound, 'REPORT_TARGET_NOT_FOUND');
  }
}
export class AlreadyReportedException extends DomainException {
  constructor() {
    super(MODERATION_ERROR_CODES.alreadyReported, M.alreadyReported, HttpStatus.CONFLICT);
  }
}
export class OwnItemReportException extends DomainException {
  constructor() {
    super('OWN_ITEM', M.ownItem, HttpStatus.FORBIDDEN);
  }
}
export class ReportClosedException extends DomainException {
  constructor() {
    super('REPORT_CLOSED', M.reportClosed, HttpStatus.CONFLICT);
  }
}
export class StaffProtectedException extends DomainException {
  constructor(message: string = M.cannotSuspendStaff) {
    super('STAFF_PROTECTED', message, HttpStatus.FORBIDDEN);
  }
}
export class ListingAlreadyRemovedException extends DomainException {
  constructor() {
    super('LISTING_REMOVED', M.listingRemoved, HttpStatus.CONFLICT);
  }
}
