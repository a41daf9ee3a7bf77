import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { Jobs } from '../../../jobs/jobs.service';
import { RETRY_TWICE } from '../../../jobs/job.types';
import { appSecret } from '../../../common/secrets/app-secret';
import { QuestionRepository } from './question.repository';
import { type Viewer, utcDay, viewerKey } from './viewer-key';

/** Hourly, at minute 35. */
const CLEANUP_CRON = '35 * * * *';
const SECRET_KEY = 'question_view_secret';

/**
 * Counts a question view at most once per viewer per day (question_views), and deletes the rows of past
 * days hourly. The hashing secret is generated once and kept in app_settings, so every replica computes
 * the same key for the same anonymous visitor.
 */
@Injectable()
export class QuestionViewsService implements OnModuleInit {
  private readonly logger = new Logger('QuestionViews');
  private secret: Promise<string> | null = null;

  constructor(
    private readonly questions: QuestionRepository,
    private readonly orm: MikroORM,
    private readonly jobs: Jobs,
  ) {}

  onModuleInit(): void {
    this.jobs.register({
      name: 'question-views-cleanup',
      schedule: { cron: CLEANUP_CRON },
      singleton: true,
      retry: RETRY_TWICE,
      deadLetter: false,
      run: () => this.cleanup(),
    });
  }

  async count(questionId: number, viewer: Viewer): Promise<void> {
    const key = viewer.userId ? viewerKey(viewer, '', '') : viewerKey(viewer, utcDay(), await this.hashSecret());
    await this.questions.countView(questionId, key);
  }

  async cleanup(): Promise<void> {
    try {
      await this.questions.deleteOldViews();
    } catch (error) {
      this.logger.warn(`question view cleanup failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private hashSecret(): Promise<string> {
    this.secret ??= appSecret(this.orm.em.fork(), SECRET_KEY).catch((error: unknown) => {
      // Try again on the next view rather than failing every view from now on.
      this.secret = null;
      throw error;
    });
    return this.secret;
  }
}
