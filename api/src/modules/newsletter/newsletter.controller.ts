import { Body, Controller, HttpCode, HttpStatus, Post, Req, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  CONTACT_RATE_LIMIT,
  type NewsletterResult,
  type NewsletterSubscribe,
  NewsletterSubscribeSchema,
  NewsletterTokenSchema,
} from '@dockside/shared/contact';
import { ValibotPipe } from '../../common/pipes/valibot.pipe';
import { RateLimitByIp } from '../../common/rate-limit/rate-limit.guard';
import { NewsletterService } from './newsletter.service';

const SUBSCRIBE_PER_IP = { name: 'newsletter-ip', limit: CONTACT_RATE_LIMIT.max, windowMs: CONTACT_RATE_LIMIT.windowMs };
const TOKEN_PER_IP = { name: 'newsletter-token-ip', limit: 60, windowMs: 60 * 60_000 };

/** The footer and blog Subscribe boxes, and the two links of the e-mails (public, no sign-in). */
@Controller('newsletter')
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  @Post()
  @HttpCode(HttpStatus.ACCEPTED)
  @UseGuards(RateLimitByIp(SUBSCRIBE_PER_IP))
  subscribe(
    @Body(new ValibotPipe(NewsletterSubscribeSchema)) input: NewsletterSubscribe,
    @Req() request: FastifyRequest,
  ): Promise<NewsletterResult> {
    return this.newsletter.subscribe(input.email, request.ip);
  }

  @Post('confirm')
  @HttpCode(HttpStatus.OK)
  @UseGuards(RateLimitByIp(TOKEN_PER_IP))
  confirm(@Body(new ValibotPipe(NewsletterTokenSchema)) input: { token: string }): Promise<NewsletterResult> {
    return this.newsletter.confirm(input.token);
  }

  @Post('unsubscribe')
  @HttpCode(HttpStatus.OK)
  @UseGuards(RateLimitByIp(TOKEN_PER_IP))
  unsubscribe(@Body(new ValibotPipe(NewsletterTokenSchema)) input: { token: string }): Promise<NewsletterResult> {
    return this.newsletter.unsubscribe(input.token);
  }
}
