import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type {
  AdvertiseInquiry,
  BuyInquiry,
  ContactKind,
  ContactReceipt,
  SupportRequest,
  WantedPartInquiry,
} from '@dockside/shared/contact';
import { CONTACT_MESSAGES } from '@dockside/shared/contact';
import { DomainException } from '../../common/exceptions/domain.exception';
import { RateLimiter, type RateLimitRule } from '../../common/rate-limit/rate-limiter';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { CaptchaService } from '../captcha/captcha.service';
import { OutboxService } from '../../mail/outbox.service';
import type { User } from '../users/user.entity';
import { contactMails, type Submission } from './contact.mails';
import { ContactRepository } from './contact.repository';
import { newReference } from './reference';

export interface SubmissionContext {
  clientIp?: string;
  userAgent?: string;
  user?: User;
}

type Inquiry = BuyInquiry | WantedPartInquiry;

const HOUR = 60 * 60_000;
/** Confirmations to one address per hour, whatever the form and whoever sends them. */
export const CONFIRMATIONS_PER_RECIPIENT: RateLimitRule = { name: 'contact-confirmation-recipient', limit: 3, windowMs: HOUR };

/**
 * The contact forms (docs/decisions.md "Mail, forms and jobs"): each submission is checked (captcha), stored and, in the same
 * transaction, two e-mails are queued — the team's copy and the sender's confirmation with the
 * reference. A filled honeypot is stored as spam, answered like any other and e-mails nobody.
 */
@Injectable()
export class ContactService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly em: EntityManager,
    private readonly submissions: ContactRepository,
    private readonly captcha: CaptchaService,
    private readonly outbox: OutboxService,
    private readonly limiter: RateLimiter,
  ) {}

  /**
   * Whether a confirmation may go to `email`: within the per-address and the overall hourly cap. Past
   * either, the submission is still stored and the team still gets it; only the sender's copy is dropped,
   * so the forms cannot be used to flood an address or to send mail in bulk under Dockside's name.
   */
  private async mayConfirm(email: string): Promise<boolean> {
    if ((await this.limiter.hit(CONFIRMATIONS_PER_RECIPIENT, email.toLowerCase())) > 0) return false;
    // All confirmations per hour (CONFIRMATION_MAILS_PER_HOUR), across every replica.
    const overall: RateLimitRule = { name: 'contact-confirmation-all', limit: this.config.confirmationMailsPerHour, windowMs: HOUR };
    return (await this.limiter.hit(overall, 'all')) === 0;
  }

  inquiry(kind: 'buy' | 'wanted-part', input: Inquiry, context: SubmissionContext): Promise<ContactReceipt> {
    return this.submit(kind, input, context, {
      name: input.name,
      email: input.email,
      details: [
        ['Name', input.name],
        ['Email', input.email],
        ['Phone', input.phone],
        [kind === 'buy' ? 'Boat wanted' : 'Part wanted', input.boatDetails],
        ['Budget', input.budget ?? 'Not given'],
        ['Timeframe', input.timeframe ?? 'Not given'],
      ],
    });
  }

  advertise(input: AdvertiseInquiry, context: SubmissionContext): Promise<ContactReceipt> {
    return this.submit('advertise', input, context, {
      name: input.name,
      email: input.email,
      details: [
        ['Name', input.name],
        ['Company', input.companyName],
        ['Email', input.email],
        ['Phone', input.phone],
        ['Advertising interest', input.advertisingInterest],
      ],
    });
  }

  support(input: SupportRequest, context: SubmissionContext): Promise<ContactReceipt> {
    // Signed in without an e-mail in the form: the confirmation goes to the account's address.
    const email = input.email ?? context.user?.email;
    return this.submit('support', input, context, {
      name: input.username,
      email,
      details: [
        ['Username', input.username],
        ['Email', email ?? 'Not given'],
        ...(context.user ? [['Signed in as', context.user.username] as [string, string]] : []),
        ['Issue', input.issue],
      ],
    });
  }

  private async submit(
    kind: ContactKind,
    input: { recaptchaToken: string; website?: string },
    context: SubmissionContext,
    mail: Pick<Submission, 'name' | 'email' | 'details'>,
  ): Promise<ContactReceipt> {
    if (!(await this.captcha.verify(input.recaptchaToken, context.clientIp))) {
      throw new DomainException('CAPTCHA_FAILED', CONTACT_MESSAGES.captchaFailed, HttpStatus.BAD_REQUEST);
    }
    const spam = !!input.website;
    const confirm = !spam && !!mail.email && (await this.mayConfirm(mail.email));
    const user = context.user;
    const ownVerifiedAddress = !!user?.emailVerifiedAt && mail.email?.toLowerCase() === user.email.toLowerCase();
    const { recaptchaToken: _token, website: _honeypot, ...payload } = input;
    const reference = newReference();
    await this.em.transactional(async (tx) => {
      await this.submissions.insert(tx, {
        reference,
        kind,
        userId: context.user?.id ?? null,
        name: mail.name,
        email: mail.email ?? null,
        payload,
        clientIp: context.clientIp ?? null,
        userAgent: context.userAgent?.slice(0, 512) ?? null,
        status: spam ? 'spam' : 'received',
      });
      if (!spam) {
        const submission = { kind, reference, ...mail, clientIp: context.clientIp, quoteInConfirmation: ownVerifiedAddress };
        await this.outbox.enqueue(tx, contactMails(submission, this.config.mail.teamEmail, confirm));
      }
    });
    return { reference };
  }
}
