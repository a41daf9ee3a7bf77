import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { RateLimiter } from '../../common/rate-limit/rate-limiter';
import { UserRepository } from './user.repository';
import { AccountsController } from './accounts.controller';
import { AccountsService } from './accounts.service';
import { EmailVerificationController } from './email-verification/email-verification.controller';
import { EmailVerificationRepository } from './email-verification/email-verification.repository';
import { EmailVerificationService } from './email-verification/email-verification.service';
import { LocalStrategy } from './guards/local.strategy';
import { LocalAuthGuard, LoginBodyGuard } from './guards/login.guards';
import { SessionGuard } from './guards/session.guard';
import { KnownDevicesService } from './sessions/known-devices.service';
import { SessionEvents } from '../../common/auth/session-events';
import { SessionRepository } from './sessions/session.repository';
import { SessionsService } from './sessions/sessions.service';

@Module({
  imports: [PassportModule],
  controllers: [AccountsController, EmailVerificationController],
  providers: [
    AccountsService,
    EmailVerificationService,
    EmailVerificationRepository,
    SessionsService,
    KnownDevicesService,
    SessionEvents,
    SessionRepository,
    UserRepository,
    RateLimiter,
    LocalStrategy,
    LoginBodyGuard,
    LocalAuthGuard,
    { provide: APP_GUARD, useClass: SessionGuard },
  ],
  exports: [SessionsService, SessionEvents, RateLimiter],
})
export class AccountsModule {}
