import { Body, Controller, Get, HttpCode, Param, Patch, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  type ChangePasswordInput,
  ChangePasswordSchema,
  type RegisterInput,
  RegisterSchema,
  type UpdateProfileInput,
  UpdateProfileSchema,
} from '@dockside/shared/accounts';
import { ValibotPipe } from '../../common/pipes/valibot.pipe';
import { RateLimitByIp } from '../../common/rate-limit/rate-limit.guard';
import { CaptchaService } from '../captcha/captcha.service';
import { IdempotencyKeyIgnored } from '../../common/sync/idempotency/idempotency.interceptor';
import type { User } from '../users/user.entity';
import { toCurrentUser } from './user.mapper';
import { CaptchaFailedException } from './accounts.exception';
import { REGISTER_PER_IP, USERNAME_CHECK_PER_IP } from './accounts.rate-limits';
import { AccountsService } from './accounts.service';
import { LOGIN_GUARDS } from './guards/login.guards';
import { CurrentUserParam, RequireSignIn, SessionIdParam } from '../../common/auth/access';
import { KnownDevicesService } from './sessions/known-devices.service';
import { SessionsService } from './sessions/sessions.service';

/** Spec §7 auth calls, plus PATCH /api/user and POST /api/user/password. */
@Controller()
export class AccountsController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly sessions: SessionsService,
    private readonly captcha: CaptchaService,
    private readonly devices: KnownDevicesService,
  ) {}

  @Post('register')
  @IdempotencyKeyIgnored()
  @UseGuards(RateLimitByIp(REGISTER_PER_IP))
  async register(
    @Body(new ValibotPipe(RegisterSchema)) input: RegisterInput,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    if (!(await this.captcha.verify(input.recaptchaToken, request.ip))) throw new CaptchaFailedException();
    const user = await this.accounts.register(input);
    await this.sessions.start(user, request, reply);
    await this.devices.remember(user.id, request, reply);
    return toCurrentUser(user);
  }

  @Post('login')
  @IdempotencyKeyIgnored()
  @HttpCode(200)
  @UseGuards(...LOGIN_GUARDS)
  async login(@Req() request: FastifyRequest & { user: User }, @Res({ passthrough: true }) reply: FastifyReply) {
    await this.sessions.start(request.user, request, reply);
    // The session cookie first: clients that read only the first Set-Cookie keep working.
    await this.devices.remember(request.user.id, request, reply);
    return toCurrentUser(request.user);
  }

  @Post('logout')
  @IdempotencyKeyIgnored()
  @HttpCode(200)
  async logout(
    @SessionIdParam() sessionId: string | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    await this.sessions.end(sessionId, request, reply);
    return { message: 'Logged out successfully' };
  }

  @Get('user')
  @RequireSignIn()
  current(@CurrentUserParam() user: User) {
    return toCurrentUser(user);
  }

  @Patch('user')
  @RequireSignIn()
  async update(@CurrentUserParam() user: User, @Body(new ValibotPipe(UpdateProfileSchema)) input: UpdateProfileInput) {
    return toCurrentUser(await this.accounts.updateProfile(user, input));
  }

  @Post('user/password')
  @HttpCode(200)
  @RequireSignIn()
  async changePassword(
    @CurrentUserParam() user: User,
    @SessionIdParam() sessionId: string,
    @Body(new ValibotPipe(ChangePasswordSchema)) input: ChangePasswordInput,
  ) {
    await this.accounts.changePassword(user, input);
    const ended = await this.sessions.endOthers(user.id, sessionId);
    return { message: 'Password changed', otherSessionsEnded: ended };
  }

  @Get('check-username/:username')
  @UseGuards(RateLimitByIp(USERNAME_CHECK_PER_IP))
  checkUsername(@Param('username') username: string) {
    return this.accounts.usernameAvailability(username);
  }
}
