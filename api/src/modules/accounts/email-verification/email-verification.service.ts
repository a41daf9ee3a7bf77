import { createHash, randomBytes } from 'node:crypto';
import { HttpStatus, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  ACCOUNT_MESSAGES,
  EMAIL_VERIFICATION_LIMITS as L,
  EMAIL_VERIFICATION_MESSAGES as M,
  type EmailVerificationResult,
} from '@dockside/shared/accounts';
import { DomainException } from '../../../common/exceptions/domain.exception';
import { RateLimitedException, RateLimiter, type RateLimitRule } from '../../../common/rate-limit/rate-limiter';
import { AppUrl } from '../../../mail/app-url';
import { OutboxService } from '../../../mail/outbox.service';
import type { User } from '../../users/user.entity';
import { EmailVerificationRepository } from './email-verification.repository';
import { type VerificationReason, verificationMail } from './email-verification.mails';

/** Resend requests per signed-in user (the e-mail goes to their own address, but each one is a mail we send). */
export const VERIFY_EMAIL_RESEND_PER_USER: RateLimitRule = {
  name: 'verify-email-resend-user',
  limit: L.resendPerWindow,
  windowMs: L.resendWindowMs,
};

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * Verified e-mail (docs/decisions.md "Accounts"): a link at registration, at every e-mail change and on request. The token
 * is 192 random bits in the link; only its SHA-256 is stored, with the address it was sent to and an
 * expiry. Following a link verifies that address only if the account still has it.
 */
@Injectable()
export class EmailVerificationService {
  constructor(
    private readonly em: EntityManager,
    private readonly links: EmailVerificationRepository,
    private readonly outbox: OutboxService,
    private readonly appUrl: AppUrl,
    private readonly limiter: RateLimiter,
  ) {}

  /**
   * In the caller's transaction (`em` inside `em.transactional`): a new link for the user's current
   * address, e-mailed through the outbox — so the e-mail exists exactly when the account or the change does.
   */
  async sendLink(em: EntityManager, user: Pick<User, 'id' | 'email' | 'username'>, reason: VerificationReason): Promise<void> {
    const token = randomBytes(24).toString('base64url');
    if (reason === 'email-change') await this.links.deleteForOtherAddresses(em, user.id, user.email);
    await this.links.insert(em, user.id, user.email, hashToken(token), L.validHours);
    const url = this.appUrl.to(`/verify-email?token=${token}`);
    await this.outbox.enqueue(em, [verificationMail(user.email, user.username, url, reason)]);
  }

  /**
   * The link followed. Wrong, or for an address the account no longer has → 400 invalid; past its
   * expiry → 400 expired; followed again once the address is verified → the same success (a second
   * click, or a mail scanner, must not show an error).
   */
  async verify(token: string): Promise<EmailVerificationResult> {
    return this.em.transactional(async (tx) => {
      const row = await this.links.findByTokenHashForUpdate(tx, hashToken(token));
      if (!row || row.email !== row.current_email) throw invalidLink();
      if (row.used) {
        if (row.verified) return { emailVerified: true, message: M.alreadyVerified };
        throw invalidLink();
      }
      if (row.expired) throw expiredLink();
      await this.links.markVerified(tx, row);
      return { emailVerified: true, message: M.verified };
    });
  }

  /** A new link for the signed-in user, at most `resendPerWindow` an hour; none when already verified. */
  async resend(user: User): Promise<EmailVerificationResult> {
    const wait = await this.limiter.hit(VERIFY_EMAIL_RESEND_PER_USER, String(user.id));
    if (wait > 0) throw new RateLimitedException(ACCOUNT_MESSAGES.tooManyAttempts, wait);
    if (user.emailVerifiedAt) return { emailVerified: true, message: M.alreadyVerified };
    await this.em.transactional((tx) => this.sendLink(tx, user, 'resend'));
    return { emailVerified: false, message: M.sent };
  }
}

const invalidLink = () => new DomainException('VERIFICATION_LINK_INVALID', M.invalidLink, HttpStatus.BAD_REQUEST);
const expiredLink = () => new DomainException('VERIFICATION_LINK_EXPIRED', M.expiredLink, HttpStatus.BAD_REQUEST);
