import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-local';
import type { User } from '../../users/user.entity';
import { AccountSuspendedException } from '../accounts.exception';
import { AccountsService } from '../accounts.service';

/** passport-local: username (or e-mail) + password → the user, or a domain error. */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, 'local') {
  constructor(private readonly accounts: AccountsService) {
    super({ usernameField: 'username', passwordField: 'password', session: false });
  }

  /** A suspended account is refused after the password check (so the refusal reveals nothing to a guesser). */
  async validate(username: string, password: string): Promise<User> {
    const user = await this.accounts.verifyCredentials(username, password);
    if (user.suspendedAt) throw new AccountSuspendedException();
    return user;
  }
}
