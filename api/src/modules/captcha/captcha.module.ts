import { Global, Module } from '@nestjs/common';
import { CaptchaController } from './captcha.controller';
import { CaptchaRepository } from './captcha.repository';
import { CaptchaService } from './captcha.service';

/** Used by registration and, later, every public form (advertise, support, questions). */
@Global()
@Module({ controllers: [CaptchaController], providers: [CaptchaService, CaptchaRepository], exports: [CaptchaService] })
export class CaptchaModule {}
