import { HttpStatus } from '@nestjs/common';

/**
 * A rule broken in the domain. Services throw these; the global filter turns them into
 * `{ message, code }` with `status`. `message` is the spec's text where it has one.
 */
export class DomainException extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: HttpStatus = HttpStatus.BAD_REQUEST,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export class NotFoundDomainException extends DomainException {
  constructor(message = 'Not found', code = 'NOT_FOUND') {
    super(code, message, HttpStatus.NOT_FOUND);
  }
}
