import { HttpStatus } from '@nestjs/common';
import { ACCOUNT_MESSAGES as M } from '@dockside/shared/accounts';
import { DomainException } from '../../common/exceptions/domain.exception';

export class InvalidCredentialsException extends DomainException {
  constructor() {
    super('INVALID_CREDENTIALS', M.invalidCredentials, HttpStatus.UNAUTHORIZED);
  }
}
export class UsernameTakenException extends DomainException {
  constructor() {
    super('USERNAME_TAKEN', M.usernameTaken, HttpStatus.CONFLICT);
  }
}
export class EmailTakenException extends DomainException {
  constructor() {
    super('EMAIL_TAKEN', M.emailTaken, HttpStatus.CONFLICT);
  }
}
export class InappropriateUsernameException extends DomainException {
  constructor() {
    super('USERNAME_INAPPROPRIATE', M.usernameInappropriate, HttpStatus.BAD_REQUEST);
  }
}
export class CommonPasswordException extends DomainException {
  constructor() {
    super('PASSWORD_COMMON', M.passwordCommon, HttpStatus.BAD_REQUEST);
  }
}
export class CaptchaFailedException extends DomainException {
  constructor() {
    super('CAPTCHA_FAILED', M.captchaFailed, HttpStatus.BAD_REQUEST);
  }
}
export class WrongCurrentPasswordException extends DomainException {
  constructor() {
    super('CURRENT_PASSWORD_WRONG', M.currentPasswordWrong, HttpStatus.BAD_REQUEST);
  }
}
/** A suspended account signing in (docs/decisions.md "Moderation"). */
export class AccountSuspendedException extends DomainException {
  constructor() {
    super(
      'ACCOUNT_SUSPENDED',
      'Your account has been suspended. Please contact support if you think this is a mistake.',
      HttpStatus.FORBIDDEN,
    );
  }
}
