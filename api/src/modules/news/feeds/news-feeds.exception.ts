import { HttpStatus } from '@nestjs/common';
import { DomainException } from '../../../common/exceptions/domain.exception';

export class AdminOnlyException extends DomainException {
  constructor() {
    super('ADMIN_ONLY', 'Only administrators can see this', HttpStatus.FORBIDDEN);
  }
}
