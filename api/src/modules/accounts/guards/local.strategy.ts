import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-local';
import type { User } from '../../users/user.entity';
import { AccountsService } from '../accounts.service';

/** passport-local: username (or e-mail) + password → the user, or a domain error. */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, 'local') {
  constructor(private readonly accounts: AccountsService) {
    super({ usernameField: 'username', passwordField: 'password', session: false });
  }

  validate(username: string, password: string): Promise<User> {
    return this.accounts.verifyCredentials(username, password);
  }
}
