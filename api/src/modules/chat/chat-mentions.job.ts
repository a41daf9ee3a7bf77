import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { Jobs } from '../../jobs/jobs.service';
import { type JobRunResult, RETRY_TWICE } from '../../jobs/job.types';
import { sqlRows } from '../../database/sql';
import { AppUrl } from '../../mail/app-url';
import { renderMail } from '../../mail/mail-layout';
import { OutboxService } from '../../mail/outbox.service';

const BATCH = 100;
const EVERY_MS = 15_000;
/** At most one mention e-mail per user and room in this window (docs/decisions.md "Chat", as Zulip does). */
const WINDOW = '10 minutes';

interface DueMention {
  id: string;
  user_id: number;
  room_id: string;
  email: string;
  full_name: string;
  notify_email: boolean;
  sender: string;
  content: string;
  room_name: string;
  read: boolean;
  recent: boolean;
  hidden: boolean;
}

/**
 * E-mails people who were @mentioned (docs/decisions.md "Chat"): a mention waits CHAT_MENTION_DELAY_SECONDS; if the
 * person read the room past it meanwhile, or turned e-mail notifications off, or already got a mention
 * e-mail for that room in the last 10 minutes, or the message was hidden after reports (docs/decisions.md "Moderation"),
 * nothing is sent. E-mail goes through the outbox, in the same transaction that marks the mention sent.
 */
@Injectable()
export class ChatMentionsJob implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly jobs: Jobs,
    private readonly outbox: OutboxService,
    private readonly appUrl: AppUrl,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.jobs.register({
      name: 'chat-mentions',
      schedule: { everyMs: Math.min(EVERY_MS, Math.max(1000, this.config.chatMentionDelayMs)) },
      singleton: true,
      retry: RETRY_TWICE,
      deadLetter: false,
      run: () => this.sendDue(),
    });
  }

  async sendDue(): Promise<JobRunResult> {
    return this.em.fork().transactional(async (tx) => {
      const due = await sqlRows<DueMention>(
        tx,
        `SELECT cm.id, cm.user_id, cm.room_id, u.email, u.full_name, u.notify_email, s.full_name AS sender, m.content,
                coalesce(r.name, p.title, 'a conversation') AS room_name,
                coalesce(rd.message_id, 0) >= cm.message_id AS read,
                coalesce(ml.last_sent_at > now() - interval '${WINDOW}', false) AS recent, m.hidden_at IS NOT NULL AS hidden
           FROM chat_mentions cm
           JOIN users u ON u.id = cm.user_id
           JOIN chat_messages m ON m.id = cm.message_id
           JOIN users s ON s.id = m.user_id
           LEFT JOIN chat_rooms r ON r.id::text = cm.room_id
           LEFT JOIN chat_conversations c ON c.id = cm.room_id
           LEFT JOIN boat_parts p ON p.id = c.part_id
           LEFT JOIN chat_reads rd ON rd.user_id = cm.user_id AND rd.room_id = cm.room_id
           LEFT JOIN chat_mention_mails ml ON ml.user_id = cm.user_id AND ml.room_id = cm.room_id
          WHERE cm.status = 'pending' AND cm.due_at <= now()
          ORDER BY cm.id LIMIT ? FOR UPDATE OF cm SKIP LOCKED`,
        [BATCH],
      );
      const mailedNow = new Set<string>();
      for (const mention of due) {
        const key = `${mention.user_id}:${mention.room_id}`;
        const send = !mention.read && !mention.recent && !mention.hidden && mention.notify_email && !mailedNow.has(key);
        if (send) {
          mailedNow.add(key);
          const link = this.appUrl.to(`/chat?room=${encodeURIComponent(mention.room_id)}`);
          await this.outbox.enqueue(tx, [
            {
              kind: 'chat.mention',
              to: mention.email,
              subject: `${mention.sender} mentioned you in ${mention.room_name}`.replace(/[\r\n]+/g, ' ').slice(0, 250),
              ...renderMail({
                heading: `${mention.sender} mentioned you`,
                paragraphs: [
                  `Hello ${mention.full_name},`,
                  `${mention.sender} mentioned you in ${mention.room_name} on Dockside:`,
                  mention.content,
                ],
                action: { label: 'Open the conversation', url: link },
                footer: ['You get these e-mails because e-mail notifications are on in your Dockside account settings.'],
              }),
            },
          ]);
          await sqlRows(
            tx,
            `INSERT INTO chat_mention_mails (user_id, room_id, last_sent_at) VALUES (?, ?, now())
             ON CONFLICT (user_id, room_id) DO UPDATE SET last_sent_at = now()`,
            [mention.user_id, mention.room_id],
          );
        }
        await sqlRows(tx, `UPDATE chat_mentions SET status = ? WHERE id = ?`, [send ? 'sent' : 'skipped', mention.id]);
      }
      return { more: due.length === BATCH };
    });
  }
}
