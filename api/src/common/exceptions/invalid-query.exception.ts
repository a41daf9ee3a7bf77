import { HttpStatus } from '@nestjs/common';
import { DomainException } from './domain.exception';

/** 400 naming the parameter: `{ message, code: 'INVALID_QUERY', parameter }` (as the catalogue's). */
export class InvalidQueryException extends DomainException {
  constructor(parameter: string, message: string) {
    super('INVALID_QUERY', `Invalid query parameter '${parameter}': ${message}`, HttpStatus.BAD_REQUEST, { parameter });
  }
}
