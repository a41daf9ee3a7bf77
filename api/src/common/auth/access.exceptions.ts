import { HttpStatus } from '@nestjs/common';
import { ACCOUNT_MESSAGES as M } from '@dockside/shared/accounts';
import { DomainException } from '../exceptions/domain.exception';

export class UnauthenticatedException extends DomainException {
  constructor() {
    super('UNAUTHENTICATED', M.signInRequired, HttpStatus.UNAUTHORIZED);
  }
}
/** Signed in, but without the role a route needs (docs/decisions.md "Moderation"). */
export class RoleRequiredException extends DomainException {
  constructor() {
    super('ROLE_REQUIRED', 'You do not have permission to do this', HttpStatus.FORBIDDEN);
  }
}
