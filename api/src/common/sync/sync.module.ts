import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { IdempotencyCleanupJob } from './idempotency/idempotency-cleanup.job';
import { IdempotencyInterceptor } from './idempotency/idempotency.interceptor';
import { IdempotencyRepository } from './idempotency/idempotency.repository';
import { IdempotencyService } from './idempotency/idempotency.service';

/** Offline sync plumbing: Idempotency-Key on every mutating endpoint (global interceptor) and its cleanup. */
@Global()
@Module({
  providers: [
    IdempotencyService,
    IdempotencyRepository,
    IdempotencyCleanupJob,
    { provide: APP_INTERCEPTOR, useClass: IdempotencyInterceptor },
  ],
  exports: [IdempotencyService],
})
export class SyncModule {}
