import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { ChatMentionsJob } from './chat-mentions.job';
import { ChatController } from './chat.controller';
import { ChatGateway } from './chat.gateway';
import { ChatRepository } from './chat.repository';
import { ChatService } from './chat.service';
import { PresenceService } from './presence.service';
import { TypingGate } from './typing-gate';

/** Conversations (docs/decisions.md "Chat"): REST + the socket.io gateway on the same origin. */
@Module({
  imports: [AccountsModule],
  controllers: [ChatController],
  providers: [ChatService, ChatRepository, ChatGateway, PresenceService, ChatMentionsJob, TypingGate],
})
export class ChatModule {}
