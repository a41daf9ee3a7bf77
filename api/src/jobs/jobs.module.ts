import { Global, Module } from '@nestjs/common';
import { Jobs } from './jobs.service';

/** The background-job mechanism (the API's floor), available to every module: they register their jobs at init. */
@Global()
@Module({ providers: [Jobs], exports: [Jobs] })
export class JobsModule {}
