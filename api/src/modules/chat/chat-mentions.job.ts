import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { Jobs } from '../../jobs/jobs.service';
import { type JobRunResult, RETRY_TWICE } from '../../jobs/job.types';
import { AppUrl } from '../../mail/app-url';
import { renderMail } from '../../mail/mail-layout';
import { OutboxService } from '../../mail/outbox.service';
import { ChatRepository } from './chat.repository';

const BATCH = 100;
const EVERY_MS = 15_000;

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
    private readonly chat: ChatRepository,
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
      const due = await this.chat.dueMentions(tx, BATCH);
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
          await this.chat.recordMentionMail(tx, mention.user_id, mention.room_id);
        }
        await this.chat.settleMention(tx, mention.id, send ? 'sent' : 'skipped');
      }
      return { more: due.length === BATCH };
    });
  }
}
