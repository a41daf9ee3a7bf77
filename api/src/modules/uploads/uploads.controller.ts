import { Controller, Get, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type ImageBaseUrl, UPLOAD_LIMITS } from '@dockside/shared/listings';
import { RateLimitByIp } from '../../common/rate-limit/rate-limit.guard';
import { CurrentUserParam, RequireSignIn } from '../../common/auth/access';
import { IdempotencyInHandler } from '../../common/sync/idempotency/idempotency.interceptor';
import { IdempotencyService } from '../../common/sync/idempotency/idempotency.service';
import { multipartRequestHash } from '../../common/sync/idempotency/request-fingerprint';
import type { User } from '../users/user.entity';
import { readImageField } from './multipart-image';
import { UPLOAD_PER_IP } from './uploads.rate-limits';
import { UploadsService } from './uploads.service';

/**
 * Spec §7: POST /api/upload-image, multipart field `image` → `{ url }` (plus the responsive variants);
 * GET /api/upload-image/base-url: where images are served from when that is another origin (S3).
 */
@Controller('upload-image')
export class UploadsController {
  constructor(
    private readonly uploads: UploadsService,
    private readonly idempotency: IdempotencyService,
  ) {}

  /** Public: the service worker reads it to know which cross-origin images it may cache (docs/architecture.md §6.2). */
  @Get('base-url')
  baseUrl(): ImageBaseUrl {
    return { baseUrl: this.uploads.crossOriginBaseUrl() };
  }

  @Post()
  @RequireSignIn()
  @UseGuards(RateLimitByIp(UPLOAD_PER_IP))
  @IdempotencyInHandler()
  async upload(@CurrentUserParam() user: User, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const bytes = await readImageField(request);
    // Idempotency-Key: the fingerprint is the file's bytes and field name, known only once the body is read.
    return this.idempotency.run(request, reply, multipartRequestHash(UPLOAD_LIMITS.fieldName, bytes), () =>
      this.uploads.upload(user.id, bytes),
    );
  }
}
