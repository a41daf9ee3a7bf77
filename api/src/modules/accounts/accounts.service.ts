import { Injectable } from '@nestjs/common';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyRequest } from 'fastify';
import {
  ACCOUNT_MESSAGES as M,
  type ChangePasswordInput,
  type RegisterInput,
  type UpdateProfileInput,
  type UsernameAvailability,
  companyFor,
} from '@dockside/shared/accounts';
import { RateLimitedException, RateLimiter, type RateLimitRule } from '../../common/rate-limit/rate-limiter';
import { User } from '../users/user.entity';
import { UserRepository } from './user.repository';
import {
  CommonPasswordException,
  EmailTakenException,
  InappropriateUsernameException,
  InvalidCredentialsException,
  UsernameTakenException,
  WrongCurrentPasswordException,
} from './accounts.exception';
import {
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_FAILURES_PER_ACCOUNT_AND_IP,
  LOGIN_FAILURES_PER_DEVICE,
  PASSWORD_CHANGE_PER_USER,
} from './accounts.rate-limits';
import { KnownDevicesService } from './sessions/known-devices.service';
import { EmailVerificationService } from './email-verification/email-verification.service';
import { hashPassword, isCommonPassword, verifyPassword } from './policies/password.policy';
import { isInappropriateUsername } from './policies/username.policy';

/** Who the user is: registration, credentials, profile and password rules (spec §5, issue "Accounts"). */
@Injectable()
export class AccountsService {
  constructor(
    private readonly users: UserRepository,
    private readonly limiter: RateLimiter,
    private readonly em: EntityManager,
    private readonly verification: EmailVerificationService,
    private readonly devices: KnownDevicesService,
  ) {}

  async register(input: RegisterInput): Promise<User> {
    if (isInappropriateUsername(input.username)) throw new InappropriateUsernameException();
    if (isCommonPassword(input.password)) throw new CommonPasswordException();
    const email = input.email.toLowerCase();
    if (await this.users.usernameTaken(input.username)) throw new UsernameTakenException();
    if (await this.users.emailTaken(email)) throw new EmailTakenException();
    const passwordHash = await hashPassword(input.password);
    const create = () =>
      this.em.create(User, {
        username: input.username,
        passwordHash,
        fullName: input.fullName,
        email,
        company: companyFor(input),
        phone: input.phone ?? null,
        sellerType: input.sellerType ?? null,
        businessName: input.sellerType === 'business' ? (input.businessName ?? null) : null,
        newsletterSubscribed: input.newsletterSubscribed,
      });
    try {
      // One transaction: the account and its verification e-mail (docs/decisions.md "Accounts") exist together or not at all.
      return await this.em.transactional(async (tx) => {
        const user = await this.users.insert(create());
        await this.verification.sendLink(tx, user, 'registration');
        return user;
      });
    } catch (error) {
      // Two sign-ups racing for the same name: the unique index decides.
      if (error instanceof UniqueConstraintViolationException) {
        throw String(error.message).includes('email') ? new EmailTakenException() : new UsernameTakenException();
      }
      throw error;
    }
  }

  /**
   * Checks a username (or e-mail) and password. Unknown user and wrong password cost the same and fail
   * the same way. Failures are counted per account — the username and the e-mail resolve to the user, an
   * unknown name counts on its own — and per account and IP together; a browser that signed in to this
   * account before (its device cookie) is counted on its own instead, so strangers locking the account
   * do not lock its owner out. The per-IP limit (LOGIN_GUARDS) applies to everyone.
   */
  async verifyCredentials(login: string, password: string, request: FastifyRequest): Promise<User> {
    const identifier = login.trim().toLowerCase();
    const user = await this.users.findByLoginWithPasswordHash(identifier);
    const account = user ? `user:${user.id}` : `name:${identifier}`;
    const device = user ? await this.devices.recognise(request, user.id) : undefined;
    const counters: Array<[RateLimitRule, string]> = device
      ? [[LOGIN_FAILURES_PER_DEVICE, `${account}:${device}`]]
      : [
          [LOGIN_FAILURES_PER_ACCOUNT, account],
          [LOGIN_FAILURES_PER_ACCOUNT_AND_IP, `${account}@${request.ip}`],
        ];
    const waits = await Promise.all(counters.map(([rule, key]) => this.limiter.blockedFor(rule, key)));
    const wait = Math.max(...waits);
    if (wait > 0) throw new RateLimitedException(M.tooManyAttempts, wait);
    const ok = await verifyPassword(user?.passwordHash, password);
    if (!user || !ok) {
      await Promise.all(counters.map(([rule, key]) => this.limiter.hit(rule, key)));
      throw new InvalidCredentialsException();
    }
    // A known device's success clears only its own count: the account stays locked for the strangers.
    await Promise.all(counters.map(([rule, key]) => this.limiter.reset(rule, key)));
    return user;
  }

  async usernameAvailability(username: string): Promise<UsernameAvailability> {
    const name = username.trim();
    if (name.length < 3) return { available: false, message: M.usernameMin };
    if (name.length > 30) return { available: false, message: M.usernameMax };
    if (!/^[A-Za-z0-9._-]+$/.test(name)) return { available: false, message: M.usernameChars };
    if (isInappropriateUsername(name)) return { available: false, message: M.usernameInappropriate };
    if (await this.users.usernameTaken(name)) return { available: false, message: M.usernameTaken };
    return { available: true, message: M.usernameAvailable };
  }

  async updateProfile(user: User, input: UpdateProfileInput): Promise<User> {
    let emailChanged = false;
    if (input.email !== undefined) {
      const email = input.email.toLowerCase();
      if (email !== user.email && (await this.users.emailTaken(email, user.id))) throw new EmailTakenException();
      if (email !== user.email) {
        user.email = email;
        user.emailVerifiedAt = null;
        emailChanged = true;
      }
    }
    if (input.fullName !== undefined) user.fullName = input.fullName;
    if (input.company !== undefined) {
      user.company = input.company || (user.sellerType === 'individual' ? 'Individual Seller' : 'Individual');
      if (user.sellerType === 'business' && input.company) user.businessName = input.company;
    }
    if (input.phone !== undefined) user.phone = input.phone ?? null;
    if (input.avatarUrl !== undefined) user.avatarUrl = input.avatarUrl ?? null;
    if (input.newsletterSubscribed !== undefined) user.newsletterSubscribed = input.newsletterSubscribed;
    if (input.notifyBrowser !== undefined) user.notifyBrowser = input.notifyBrowser;
    if (input.notifyEmail !== undefined) user.notifyEmail = input.notifyEmail;
    if (input.alertEmails !== undefined) user.alertEmails = input.alertEmails;
    try {
      // A new address gets its verification link in the same transaction as the change (docs/decisions.md "Accounts").
      await this.em.transactional(async (tx) => {
        await this.users.save();
        if (emailChanged) await this.verification.sendLink(tx, user, 'email-change');
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new EmailTakenException();
      throw error;
    }
    return user;
  }

  /** Verifies the current password, stores the new one. The caller ends the other sessions. */
  async changePassword(user: User, input: ChangePasswordInput): Promise<void> {
    const wait = await this.limiter.hit(PASSWORD_CHANGE_PER_USER, String(user.id));
    if (wait > 0) throw new RateLimitedException(M.tooManyAttempts, wait);
    const withHash = await this.users.findByIdWithPasswordHash(user.id);
    if (!withHash || !(await verifyPassword(withHash.passwordHash, input.currentPassword))) throw new WrongCurrentPasswordException();
    if (isCommonPassword(input.newPassword)) throw new CommonPasswordException();
    withHash.passwordHash = await hashPassword(input.newPassword);
    await this.users.save();
  }
}
