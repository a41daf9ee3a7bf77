import { Body, Controller, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import { type EmailVerificationResult, type VerifyEmailInput, VerifyEmailSchema } from '@dockside/shared/accounts';
import { ValibotPipe } from '../../../common/pipes/valibot.pipe';
import { RateLimitByIp } from '../../../common/rate-limit/rate-limit.guard';
import type { User } from '../../users/user.entity';
import { CurrentUserParam, RequireSignIn } from '../../../common/auth/access';
import { EmailVerificationService } from './email-verification.service';

/** Link guesses per client IP (a token has 192 random bits: this only keeps the noise down). */
const VERIFY_PER_IP = { name: 'verify-email-ip', limit: 60, windowMs: 60 * 60_000 };

/** The link of the verification e-mail (public: the token is the proof) and 'Resend verification e-mail'. */
@Controller('user')
export class EmailVerificationController {
  constructor(private readonly verification: EmailVerificationService) {}

  @Post('verify-email')
  @HttpCode(HttpStatus.OK)
  @UseGuards(RateLimitByIp(VERIFY_PER_IP))
  verify(@Body(new ValibotPipe(VerifyEmailSchema)) input: VerifyEmailInput): Promise<EmailVerificationResult> {
    return this.verification.verify(input.token);
  }

  @Post('verify-email/resend')
  @HttpCode(HttpStatus.OK)
  @RequireSignIn()
  resend(@CurrentUserParam() user: User): Promise<EmailVerificationResult> {
    return this.verification.resend(user);
  }
}
