import { Migration } from '@mikro-orm/migrations';

/**
 * Reaching the team (docs/decisions.md "Mail, forms and jobs"):
 * - mail_outbox: every outgoing e-mail, written in the transaction of what caused it and sent by the
 *   'mail-outbox' job (status pending → sent, or failed after the last attempt; attempts and last error
 *   kept). message_id is fixed at insert so a re-send after a crash carries the same Message-ID.
 * - contact_submissions: buy, wanted-part, advertise and support forms (who, what, when, client
 *   address, status; honeypot hits are kept as 'spam' and e-mail nobody).
 * - newsletter_subscriptions: double opt-in (pending → subscribed → unsubscribed); only a hash of the
 *   confirmation token is stored.
 */
export class Migration20261125000000Contact extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE mail_outbox (
        id bigserial PRIMARY KEY,
        message_id varchar(255) NOT NULL UNIQUE,
        kind varchar(40) NOT NULL,
        to_address varchar(254) NOT NULL,
        reply_to varchar(254) NULL,
        subject varchar(300) NOT NULL,
        text_body text NOT NULL,
        html_body text NOT NULL,
        headers jsonb NOT NULL DEFAULT '{}'::jsonb,
        status varchar(10) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        last_error text NULL,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz NULL
      );`);
    this.addSql(`CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at, id) WHERE status = 'pending';`);

    this.addSql(`
      CREATE TABLE contact_submissions (
        id bigserial PRIMARY KEY,
        reference varchar(16) NOT NULL UNIQUE,
        kind varchar(20) NOT NULL CHECK (kind IN ('buy', 'wanted-part', 'advertise', 'support')),
        user_id integer NULL REFERENCES users (id) ON DELETE SET NULL,
        name varchar(254) NOT NULL,
        email varchar(254) NULL,
        payload jsonb NOT NULL,
        client_ip varchar(64) NULL,
        user_agent varchar(512) NULL,
        status varchar(12) NOT NULL DEFAULT 'received' CHECK (status IN ('received', 'spam', 'closed')),
        created_at timestamptz NOT NULL DEFAULT now()
      );`);
    this.addSql(`CREATE INDEX contact_submissions_kind_created ON contact_submissions (kind, created_at DESC);`);

    this.addSql(`
      CREATE TABLE newsletter_subscriptions (
        id bigserial PRIMARY KEY,
        email varchar(254) NOT NULL,
        status varchar(14) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'subscribed', 'unsubscribed')),
        confirm_token_hash char(64) NULL UNIQUE,
        confirm_expires_at timestamptz NULL,
        confirm_sent_at timestamptz NULL,
        confirmed_at timestamptz NULL,
        unsubscribed_at timestamptz NULL,
        client_ip varchar(64) NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );`);
    this.addSql(`CREATE UNIQUE INDEX newsletter_subscriptions_email ON newsletter_subscriptions (lower(email));`);
  }
}
