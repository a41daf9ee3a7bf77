import { Global, Module } from '@nestjs/common';
import { JobScheduler } from './job-scheduler';

/** The background-job mechanism, available to every module (they register their jobs at init). */
@Global()
@Module({ providers: [JobScheduler], exports: [JobScheduler] })
export class JobsModule {}
