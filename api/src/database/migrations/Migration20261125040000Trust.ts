import { Migration } from '@mikro-orm/migrations';

/**
 * Signals buyers can believe (docs/decisions.md "Accounts"):
 * - email_verifications: the links e-mailed at registration and on an e-mail change. Only a SHA-256 of
 *   the token is stored; each row names the address it was sent to, so a link sent to an old address
 *   cannot verify a new one. used_at marks a followed link (following it again is harmless).
 * - users (lower(username)) already has its unique index; the seller page looks sellers up by it.
 */
export class Migration20261125040000Trust extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE email_verifications (
        id bigserial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        email varchar(254) NOT NULL,
        token_hash char(64) NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );`);
    this.addSql(`CREATE INDEX email_verifications_user ON email_verifications (user_id, created_at DESC);`);
  }
}
