import { DEFAULT_CHAT_ROOMS } from '@dockside/shared/community';
import { Migration } from '@mikro-orm/migrations';

/**
 * Conversations over REST (docs/decisions.md "Chat"):
 * - chat_conversations: one private conversation per (listing, seller, buyer), id
 *   `part-{partId}-{sellerId}-{buyerId}` (spec §2). The listing may later be removed: the conversation
 *   stays readable (no cascade).
 * - chat_messages: public rooms (room_id = chat_rooms.id as text) and conversations (room_id = the
 *   conversation id). (user_id, client_id) is unique: a re-sent message is one row.
 * - chat_reads: a read marker per user and room, so every device agrees on what is unread.
 * - chat_blocks: a user no longer receives private messages from another.
 * - chat_mentions: an @mention waiting for its e-mail (sent after a delay unless read meanwhile, at most
 *   one e-mail per user and room every 10 minutes — chat_mention_mails keeps the last one).
 * - The public rooms General, Marketplace and Technical Support are product structure, not demo data:
 *   created here (before, the demo seeder made them).
 */
export class Migration20261125020000Chat extends Migration {
  override async up(): Promise<void> {
    for (const room of DEFAULT_CHAT_ROOMS) {
      const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
      this.addSql(
        `INSERT INTO chat_rooms (name, description) VALUES (${quote(room.name)}, ${quote(room.description)}) ON CONFLICT (name) DO NOTHING;`,
      );
    }
    this.addSql(`
      CREATE TABLE chat_conversations (
        id varchar(40) PRIMARY KEY,
        part_id integer NOT NULL REFERENCES boat_parts (id),
        seller_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        buyer_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_message_at timestamptz NULL,
        CHECK (seller_id <> buyer_id)
      );`);
    this.addSql(`CREATE INDEX chat_conversations_seller ON chat_conversations (seller_id, last_message_at DESC NULLS LAST);`);
    this.addSql(`CREATE INDEX chat_conversations_buyer ON chat_conversations (buyer_id, last_message_at DESC NULLS LAST);`);

    this.addSql(`
      CREATE TABLE chat_messages (
        id bigserial PRIMARY KEY,
        room_id varchar(40) NOT NULL,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        content text NOT NULL,
        client_id uuid NULL,
        warning text NULL,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      );`);
    this.addSql(`CREATE INDEX chat_messages_room ON chat_messages (room_id, id DESC);`);
    this.addSql(`CREATE UNIQUE INDEX chat_messages_client ON chat_messages (user_id, client_id) WHERE client_id IS NOT NULL;`);

    this.addSql(`
      CREATE TABLE chat_reads (
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        room_id varchar(40) NOT NULL,
        message_id bigint NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, room_id)
      );`);

    this.addSql(`
      CREATE TABLE chat_blocks (
        blocker_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        blocked_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (blocker_id, blocked_id)
      );`);

    this.addSql(`
      CREATE TABLE chat_mentions (
        id bigserial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        room_id varchar(40) NOT NULL,
        message_id bigint NOT NULL REFERENCES chat_messages (id) ON DELETE CASCADE,
        due_at timestamptz NOT NULL,
        status varchar(10) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'skipped')),
        UNIQUE (user_id, message_id)
      );`);
    this.addSql(`CREATE INDEX chat_mentions_due ON chat_mentions (due_at) WHERE status = 'pending';`);
    this.addSql(`
      CREATE TABLE chat_mention_mails (
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        room_id varchar(40) NOT NULL,
        last_sent_at timestamptz NOT NULL,
        PRIMARY KEY (user_id, room_id)
      );`);
  }
}
