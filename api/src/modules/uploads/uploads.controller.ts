import { Controller, Post, Req, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { RateLimitByIp } from '../../common/rate-limit/rate-limit.guard';
import { CurrentUserParam, RequireSignIn } from '../accounts/guards/session.guard';
import type { User } from '../users/user.entity';
import { readImageField } from './multipart-image';
import { UPLOAD_PER_IP } from './uploads.rate-limits';
import { UploadsService } from './uploads.service';

/** Spec §7: POST /api/upload-image, multipart field `image` → `{ url }` (plus the responsive variants). */
@Controller('upload-image')
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  @Post()
  @RequireSignIn()
  @UseGuards(RateLimitByIp(UPLOAD_PER_IP))
  async upload(@CurrentUserParam() user: User, @Req() request: FastifyRequest) {
    return this.uploads.upload(user.id, await readImageField(request));
  }
}
