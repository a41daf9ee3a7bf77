import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sqlRows } from '../../database/sql';

const CONFIRM_VALID = '7 days';
/** A repeated subscribe within this time sends no second confirmation (no mail bombing through our form). */
const RESEND_AFTER = '10 minutes';

export interface SubscriptionRow {
  id: string;
  email: string;
  status: 'pending' | 'subscribed' | 'unsubscribed';
  recently_sent: boolean;
}

/** The newsletter_subscriptions table; the methods taking `tx` run in the caller's open transaction. */
@Injectable()
export class NewsletterRepository {
  constructor(private readonly em: EntityManager) {}

  /** The address's subscription, created pending when new, locked until the transaction ends. */
  async lockOrCreate(tx: EntityManager, email: string, clientIp: string | null): Promise<SubscriptionRow> {
    await sqlRows(
      tx,
      `INSERT INTO newsletter_subscriptions (email, status, client_ip) VALUES (?, 'pending', ?) ON CONFLICT ((lower(email))) DO NOTHING`,
      [email, clientIp],
    );
    const [row] = await sqlRows<SubscriptionRow>(
      tx,
      `SELECT id, email, status, coalesce(confirm_sent_at > now() - interval '${RESEND_AFTER}', false) AS recently_sent
         FROM newsletter_subscriptions WHERE lower(email) = lower(?) FOR UPDATE`,
      [email],
    );
    return row;
  }

  /** Stores a new confirmation token's hash (valid CONFIRM_VALID) and notes the confirmation as sent now. */
  async startConfirmation(tx: EntityManager, id: string, tokenHash: string, clientIp: string | null): Promise<void> {
    await sqlRows(
      tx,
      `UPDATE newsletter_subscriptions SET status = 'pending', confirm_token_hash = ?, confirm_expires_at = now() + interval '${CONFIRM_VALID}',
              confirm_sent_at = now(), client_ip = coalesce(?, client_ip) WHERE id = ?`,
      [tokenHash, clientIp, id],
    );
  }

  /** The subscription a still-valid confirmation token names (not unsubscribed), locked; undefined if none. */
  async lockByConfirmToken(tx: EntityManager, tokenHash: string): Promise<SubscriptionRow | undefined> {
    const [row] = await sqlRows<SubscriptionRow>(
      tx,
      `SELECT id, email, status FROM newsletter_subscriptions
        WHERE confirm_token_hash = ? AND confirm_expires_at > now() AND status <> 'unsubscribed' FOR UPDATE`,
      [tokenHash],
    );
    return row;
  }

  async markSubscribed(tx: EntityManager, id: string): Promise<void> {
    await sqlRows(tx, `UPDATE newsletter_subscriptions SET status = 'subscribed', confirmed_at = now() WHERE id = ?`, [id]);
  }

  /** Unsubscribes (idempotent: the first date stays); false when no subscription has that id. */
  async unsubscribe(id: string): Promise<boolean> {
    const rows = await sqlRows<{ id: string }>(
      this.em,
      `UPDATE newsletter_subscriptions
          SET status = 'unsubscribed', unsubscribed_at = coalesce(unsubscribed_at, now()), confirm_token_hash = NULL
        WHERE id = ? RETURNING id`,
      [id],
    );
    return rows.length > 0;
  }
}
