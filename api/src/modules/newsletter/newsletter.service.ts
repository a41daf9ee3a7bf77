import { HttpStatus, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { CONTACT_MESSAGES, NEWSLETTER_TEXTS, type NewsletterResult } from '@dockside/shared/contact';
import { DomainException } from '../../common/exceptions/domain.exception';
import { appSecret } from '../../common/secrets/app-secret';
import { AppUrl } from '../../mail/app-url';
import { OutboxService } from '../../mail/outbox.service';
import { confirmationMail, welcomeMail } from './newsletter.mails';
import { NewsletterRepository } from './newsletter.repository';
import { hashToken, newConfirmToken, readUnsubscribeToken, unsubscribeToken } from './newsletter.tokens';

const SECRET_KEY = 'newsletter_hmac_secret';

/**
 * Newsletter with double opt-in (docs/decisions.md "Mail, forms and jobs"): subscribing only sends a confirmation link; following it
 * subscribes; every newsletter e-mail carries an unsubscribe link that works without signing in.
 * Subscribing again is harmless: the answer is the same whatever the address's state (no probing).
 */
@Injectable()
export class NewsletterService {
  constructor(
    private readonly em: EntityManager,
    private readonly subscriptions: NewsletterRepository,
    private readonly outbox: OutboxService,
    private readonly appUrl: AppUrl,
  ) {}

  async subscribe(email: string, clientIp?: string): Promise<NewsletterResult> {
    await this.em.transactional(async (tx) => {
      const row = await this.subscriptions.lockOrCreate(tx, email, clientIp ?? null);
      if (row.status === 'subscribed' || row.recently_sent) return;
      const { token, hash } = newConfirmToken();
      await this.subscriptions.startConfirmation(tx, row.id, hash, clientIp ?? null);
      await this.outbox.enqueue(tx, [confirmationMail(row.email, this.appUrl.to(`/newsletter/confirm?token=${token}`))]);
    });
    return { status: 'pending', message: NEWSLETTER_TEXTS.checkInbox };
  }

  async confirm(token: string): Promise<NewsletterResult> {
    await this.em.transactional(async (tx) => {
      const row = await this.subscriptions.lockByConfirmToken(tx, hashToken(token));
      if (!row) throw invalidLink();
      if (row.status === 'subscribed') return; // the link followed twice
      await this.subscriptions.markSubscribed(tx, row.id);
      const secret = await appSecret(tx, SECRET_KEY);
      await this.outbox.enqueue(tx, [welcomeMail(row.email, this.unsubscribeUrl(row.id, secret))]);
    });
    return { status: 'subscribed', message: NEWSLETTER_TEXTS.confirmed };
  }

  async unsubscribe(token: string): Promise<NewsletterResult> {
    const id = readUnsubscribeToken(token, await appSecret(this.em, SECRET_KEY));
    if (!id) throw invalidLink();
    if (!(await this.subscriptions.unsubscribe(id))) throw invalidLink();
    return { status: 'unsubscribed', message: NEWSLETTER_TEXTS.unsubscribed };
  }

  /** The unsubscribe link of a subscription, for every newsletter e-mail. */
  async unsubscribeUrlFor(id: string): Promise<string> {
    return this.unsubscribeUrl(id, await appSecret(this.em, SECRET_KEY));
  }

  private unsubscribeUrl(id: string, secret: string): string {
    return this.appUrl.to(`/newsletter/unsubscribe?token=${unsubscribeToken(id, secret)}`);
  }
}

const invalidLink = () => new DomainException('INVALID_TOKEN', CONTACT_MESSAGES.newsletterToken, HttpStatus.BAD_REQUEST);
