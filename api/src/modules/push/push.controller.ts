import { Body, Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import {
  DeletePushSubscriptionSchema,
  type PushPublicKey,
  type PushSubscriptionInput,
  PushSubscriptionSchema,
} from '@dockside/shared/alerts';
import { ValibotPipe } from '../../common/pipes/valibot.pipe';
import { CurrentUserParam, RequireSignIn } from '../../common/auth/access';
import type { User } from '../users/user.entity';
import { PushService } from './push.service';

/** Web Push for alerts: the VAPID public key and the signed-in user's device subscriptions. */
@Controller('push')
export class PushController {
  constructor(private readonly push: PushService) {}

  /** The applicationServerKey for PushManager.subscribe (base64url). */
  @Get('public-key')
  async publicKey(): Promise<PushPublicKey> {
    return { publicKey: await this.push.publicKey() };
  }

  /** Body: the device's PushSubscription.toJSON(). 201; 400 PUSH_ENDPOINT_REFUSED for an endpoint the server may not post to. */
  @Post('subscriptions')
  @RequireSignIn()
  async subscribe(
    @CurrentUserParam() user: User,
    @Body(new ValibotPipe(PushSubscriptionSchema)) input: PushSubscriptionInput,
  ): Promise<{ endpoint: string }> {
    await this.push.register(user.id, input);
    return { endpoint: input.endpoint };
  }

  /** Body: { endpoint }. 204, also when this user had no such subscription. */
  @Delete('subscriptions')
  @RequireSignIn()
  @HttpCode(204)
  async unsubscribe(
    @CurrentUserParam() user: User,
    @Body(new ValibotPipe(DeletePushSubscriptionSchema)) input: { endpoint: string },
  ): Promise<void> {
    await this.push.unregister(user.id, input.endpoint);
  }
}
