import { Migration } from '@mikro-orm/migrations';

/** Server-side sessions, notification preferences, captcha replay protection, app settings. */
export class Migration20261121010000Accounts extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `ALTER TABLE users ADD COLUMN notify_browser boolean NOT NULL DEFAULT true, ADD COLUMN notify_email boolean NOT NULL DEFAULT true;`,
    );
    this.addSql(`
      CREATE TABLE sessions (
        id char(64) PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        user_agent varchar(400) NULL,
        ip varchar(64) NULL,
        last_seen_at timestamptz NOT NULL DEFAULT now(),
        idle_expires_at timestamptz NOT NULL,
        absolute_expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );`);
    this.addSql(`CREATE INDEX sessions_user_id_index ON sessions (user_id);`);
    this.addSql(`CREATE INDEX sessions_absolute_expires_index ON sessions (absolute_expires_at);`);
    this.addSql(`CREATE TABLE captcha_spent (id char(64) PRIMARY KEY, expires_at timestamptz NOT NULL);`);
    this.addSql(`CREATE INDEX captcha_spent_expires_index ON captcha_spent (expires_at);`);
    this.addSql(`
      CREATE TABLE app_settings (
        key varchar(100) PRIMARY KEY,
        value text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );`);
  }
}
