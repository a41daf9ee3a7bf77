import { Body, Controller, HttpCode, HttpStatus, Post, Req, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  AdvertiseInquirySchema,
  BuyInquirySchema,
  CONTACT_RATE_LIMIT,
  type AdvertiseInquiry,
  type BuyInquiry,
  type ContactKind,
  type ContactReceipt,
  type SupportRequest,
  SupportRequestSchema,
  type WantedPartInquiry,
  WantedPartInquirySchema,
} from '@dockside/shared/contact';
import { ValibotPipe } from '../../common/pipes/valibot.pipe';
import { RateLimitByIp } from '../../common/rate-limit/rate-limit.guard';
import type { RateLimitRule } from '../../common/rate-limit/rate-limiter';
import { ContactService, type SubmissionContext } from './contact.service';

/** At most CONTACT_RATE_LIMIT.max submissions of one form per client address an hour. */
const perForm = (kind: ContactKind): RateLimitRule => ({
  name: `contact-${kind}`,
  limit: CONTACT_RATE_LIMIT.max,
  windowMs: CONTACT_RATE_LIMIT.windowMs,
});

const contextOf = (request: FastifyRequest): SubmissionContext => ({
  clientIp: request.ip,
  userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : undefined,
  user: request.session?.user,
});

/** The public forms that reach the team (spec §7): each answers 201 `{ reference }`. */
@Controller()
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post('contact/buy')
  @HttpCode(HttpStatus.CREATED)
  @UseGuards(RateLimitByIp(perForm('buy')))
  buy(@Body(new ValibotPipe(BuyInquirySchema)) input: BuyInquiry, @Req() request: FastifyRequest): Promise<ContactReceipt> {
    return this.contact.inquiry('buy', input, contextOf(request));
  }

  @Post('contact/wanted-part')
  @HttpCode(HttpStatus.CREATED)
  @UseGuards(RateLimitByIp(perForm('wanted-part')))
  wantedPart(
    @Body(new ValibotPipe(WantedPartInquirySchema)) input: WantedPartInquiry,
    @Req() request: FastifyRequest,
  ): Promise<ContactReceipt> {
    return this.contact.inquiry('wanted-part', input, contextOf(request));
  }

  @Post('contact/advertise')
  @HttpCode(HttpStatus.CREATED)
  @UseGuards(RateLimitByIp(perForm('advertise')))
  advertise(
    @Body(new ValibotPipe(AdvertiseInquirySchema)) input: AdvertiseInquiry,
    @Req() request: FastifyRequest,
  ): Promise<ContactReceipt> {
    return this.contact.advertise(input, contextOf(request));
  }

  @Post('support')
  @HttpCode(HttpStatus.CREATED)
  @UseGuards(RateLimitByIp(perForm('support')))
  support(@Body(new ValibotPipe(SupportRequestSchema)) input: SupportRequest, @Req() request: FastifyRequest): Promise<ContactReceipt> {
    return this.contact.support(input, contextOf(request));
  }
}
