import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, type PipeTransform, Post, Put, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import * as v from 'valibot';
import { CHAT_LIMITS, CHAT_MESSAGES, MarkReadSchema, RoomIdSchema, StartConversationSchema } from '@dockside/shared/chat';
import { bigIdTextSchema } from '@dockside/shared/common';
import { IdParamPipe } from '../../common/pipes/id-param.pipe';
import { ValibotPipe } from '../../common/pipes/valibot.pipe';
import { CurrentUserParam, RequireSignIn } from '../../common/auth/access';
import type { User } from '../users/user.entity';
import { ChatException, ChatService } from './chat.service';

const HistoryQuerySchema = v.object({
  before: v.optional(bigIdTextSchema("'before' must be a message id")),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, "'limit' must be 1–100"),
      v.transform(Number),
      v.minValue(1, "'limit' must be 1–100"),
      v.maxValue(CHAT_LIMITS.pageMax, "'limit' must be 1–100"),
    ),
    String(CHAT_LIMITS.pageDefault),
  ),
});

/** A room id in the path: one that cannot name a room is answered like a missing room (404). */
class RoomIdPipe implements PipeTransform<unknown, string> {
  transform(value: unknown): string {
    const result = v.safeParse(RoomIdSchema, value);
    if (!result.success) throw new ChatException('ROOM_NOT_FOUND', CHAT_MESSAGES.roomNotFound, HttpStatus.NOT_FOUND);
    return result.output;
  }
}

/** Another user's id in the path (blocks). */
const UserIdPipe = new IdParamPipe(() => new ChatException('USER_NOT_FOUND', CHAT_MESSAGES.userNotFound, HttpStatus.NOT_FOUND));

/** Chat over REST (docs/decisions.md "Chat"): conversations, rooms with unread counts, history, read markers, blocks. */
@Controller('chat')
@RequireSignIn()
export class ChatController {
  constructor(private readonly chat: ChatService) {}

  /** Creates or returns the private conversation about a listing (idempotent): 201 when created, else 200. */
  @Post('conversations')
  async start(
    @CurrentUserParam() user: User,
    @Body(new ValibotPipe(StartConversationSchema)) input: { partId: number },
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { id, created } = await this.chat.startConversation(user.id, input.partId);
    void reply.status(created ? HttpStatus.CREATED : HttpStatus.OK);
    return { id };
  }

  /** The Marine Professionals tab: business sellers and experts with their presence. */
  @Get('professionals')
  professionals() {
    return this.chat.professionals();
  }

  @Get('rooms')
  rooms(@CurrentUserParam() user: User) {
    return this.chat.rooms(user.id);
  }

  @Get('rooms/:id/messages')
  messages(
    @CurrentUserParam() user: User,
    @Param('id', RoomIdPipe) roomId: string,
    @Query(new ValibotPipe(HistoryQuerySchema)) query: v.InferOutput<typeof HistoryQuerySchema>,
  ) {
    return this.chat.history(user.id, roomId, query.before, query.limit);
  }

  @Post('rooms/:id/read')
  @HttpCode(HttpStatus.NO_CONTENT)
  async read(
    @CurrentUserParam() user: User,
    @Param('id', RoomIdPipe) roomId: string,
    @Body(new ValibotPipe(MarkReadSchema)) input: { messageId: number },
  ): Promise<void> {
    await this.chat.markRead(user.id, roomId, input.messageId);
  }

  @Put('blocks/:userId')
  @HttpCode(HttpStatus.NO_CONTENT)
  async block(@CurrentUserParam() user: User, @Param('userId', UserIdPipe) otherId: number): Promise<void> {
    await this.chat.block(user.id, otherId, true);
  }

  @Delete('blocks/:userId')
  @HttpCode(HttpStatus.NO_CONTENT)
  async unblock(@CurrentUserParam() user: User, @Param('userId', UserIdPipe) otherId: number): Promise<void> {
    await this.chat.block(user.id, otherId, false);
  }
}
