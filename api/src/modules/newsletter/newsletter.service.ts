import { HttpStatus, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { CONTACT_MESSAGES, NEWSLETTER_TEXTS, type NewsletterResult } from '@dockside/shared/contact';
import { DomainException } from '../../common/exceptions/domain.exception';
import { appSecret } from '../../common/secrets/app-secret';
import { sqlRows } from '../../database/sql';
import { AppUrl } from '../../mail/app-url';
import { OutboxService } from '../../mail/outbox.service';
import { confirmationMail, welcomeMail } from './newsletter.mails';
import { hashToken, newConfirmToken, readUnsubscribeToken, unsubscribeToken } from './newsletter.tokens';

const CONFIRM_VALID = '7 days';
/** A repeated subscribe within this time sends no second confirmation (no mail bombing through our form). */
const RESEND_AFTER = '10 minutes';
const SECRET_KEY = 'newsletter_hmac_secret';

interface SubscriptionRow {
  id: string;
  email: string;
  status: 'pending' | 'subscribed' | 'unsubscribed';
  recently_sent: boolean;
}

/**
 * Newsletter with double opt-in (docs/decisions.md "Mail, forms and jobs"): subscribing only sends a confirmation link; following it
 * subscribes; every newsletter e-mail carries an unsubscribe link that works without signing in.
 * Subscribing again is harmless: the answer is the same whatever the address's state (no probing).
 */
@Injectable()
export class NewsletterService {
  constructor(
    private readonly em: EntityManager,
    private readonly outbox: OutboxService,
    private readonly appUrl: AppUrl,
  ) {}

  async subscribe(email: string, clientIp?: string): Promise<NewsletterResult> {
    await this.em.transactional(async (tx) => {
      await sqlRows(
        tx,
        `INSERT INTO newsletter_subscriptions (email, status, client_ip) VALUES (?, 'pending', ?) ON CONFLICT ((lower(email))) DO NOTHING`,
        [email, clientIp ?? null],
      );
      const [row] = await sqlRows<SubscriptionRow>(
        tx,
        `SELECT id, email, status, coalesce(confirm_sent_at > now() - interval '${RESEND_AFTER}', false) AS recently_sent
           FROM newsletter_subscriptions WHERE lower(email) = lower(?) FOR UPDATE`,
        [email],
      );
      if (row.status === 'subscribed' || row.recently_sent) return;
      const { token, hash } = newConfirmToken();
      await sqlRows(
        tx,
        `UPDATE newsletter_subscriptions SET status = 'pending', confirm_token_hash = ?, confirm_expires_at = now() + interval '${CONFIRM_VALID}',
                confirm_sent_at = now(), client_ip = coalesce(?, client_ip) WHERE id = ?`,
        [hash, clientIp ?? null, row.id],
      );
      await this.outbox.enqueue(tx, [confirmationMail(row.email, this.appUrl.to(`/newsletter/confirm?token=${token}`))]);
    });
    return { status: 'pending', message: NEWSLETTER_TEXTS.checkInbox };
  }

  async confirm(token: string): Promise<NewsletterResult> {
    await this.em.transactional(async (tx) => {
      const [row] = await sqlRows<SubscriptionRow>(
        tx,
        `SELECT id, email, status FROM newsletter_subscriptions
          WHERE confirm_token_hash = ? AND confirm_expires_at > now() AND status <> 'unsubscribed' FOR UPDATE`,
        [hashToken(token)],
      );
      if (!row) throw invalidLink();
      if (row.status === 'subscribed') return; // the link followed twice
      await sqlRows(tx, `UPDATE newsletter_subscriptions SET status = 'subscribed', confirmed_at = now() WHERE id = ?`, [row.id]);
      const secret = await appSecret(tx, SECRET_KEY);
      await this.outbox.enqueue(tx, [welcomeMail(row.email, this.unsubscribeUrl(row.id, secret))]);
    });
    return { status: 'subscribed', message: NEWSLETTER_TEXTS.confirmed };
  }

  async unsubscribe(token: string): Promise<NewsletterResult> {
    const id = readUnsubscribeToken(token, await appSecret(this.em, SECRET_KEY));
    if (!id) throw invalidLink();
    const rows = await sqlRows<{ id: string }>(
      this.em,
      `UPDATE newsletter_subscriptions
          SET status = 'unsubscribed', unsubscribed_at = coalesce(unsubscribed_at, now()), confirm_token_hash = NULL
        WHERE id = ? RETURNING id`,
      [id],
    );
    if (rows.length === 0) throw invalidLink();
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
