import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { Strategy } from 'passport-local';
import type { User } from '../../users/user.entity';
import { AccountSuspendedException } from '../accounts.exception';
import { AccountsService } from '../accounts.service';

/** passport-local: username (or e-mail) + password → the user, or a domain error. */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, 'local') {
  constructor(private readonly accounts: AccountsService) {
    // The request too: the sign-in limits count per IP and know the browser's device cookie.
    super({ usernameField: 'username', passwordField: 'password', session: false, passReqToCallback: true });
  }

  /** A suspended account is refused after the password check (so the refusal reveals nothing to a guesser). */
  async validate(request: FastifyRequest, username: string, password: string): Promise<User> {
    const user = await this.accounts.verifyCredentials(username, password, request);
    if (user.suspendedAt) throw new AccountSuspendedException();
    return user;
  }
}
