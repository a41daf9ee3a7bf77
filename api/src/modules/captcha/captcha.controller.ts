import { Controller, Get, HttpStatus } from '@nestjs/common';
import { DomainException } from '../../common/exceptions/domain.exception';
import { CaptchaService } from './captcha.service';

@Controller('captcha')
export class CaptchaController {
  constructor(private readonly captcha: CaptchaService) {}

  /** Which captcha the forms must show. */
  @Get()
  describe() {
    return this.captcha.describe();
  }

  /** A fresh ALTCHA challenge (only when ALTCHA is the provider). */
  @Get('challenge')
  async challenge() {
    if (this.captcha.describe().provider !== 'altcha') {
      throw new DomainException('CAPTCHA_NOT_ALTCHA', 'This server does not use ALTCHA', HttpStatus.NOT_FOUND);
    }
    return this.captcha.createChallenge();
  }
}
