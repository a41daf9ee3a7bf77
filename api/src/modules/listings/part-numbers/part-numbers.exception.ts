import { HttpStatus } from '@nestjs/common';
import { FITMENT_MESSAGES } from '@dockside/shared/fitment';
import { DomainException, NotFoundDomainException } from '../../../common/exceptions/domain.exception';

/** No listing in the catalogue carries the number (nor a number it is found by). */
export class PartNumberUnknownException extends NotFoundDomainException {
  constructor() {
    super(FITMENT_MESSAGES.partNumberUnknown, 'PART_NUMBER_NOT_FOUND');
  }
}

/** A supersession that would close a cycle: a 400 on the `partNumbers` field, as the schema's own. */
export class SupersessionCycleException extends DomainException {
  constructor(number: string) {
    const message = FITMENT_MESSAGES.supersessionCycle(number);
    super('VALIDATION_FAILED', message, HttpStatus.BAD_REQUEST, { issues: [{ path: 'partNumbers', message }] });
  }
}
