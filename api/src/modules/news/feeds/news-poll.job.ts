import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../../config/config';
import { Jobs } from '../../../jobs/jobs.service';
import { RETRY_TWICE } from '../../../jobs/job.types';
import { FeedFetchError, fetchFeed } from './feed-fetcher';
import { FEED_LIMITS, backoffMs } from './feed-limits';
import { parseFeedItems } from './feed-items';
import type { FeedConfig } from '../../../config/feed-list';
import { type NewsFeedRow, NewsFeedsRepository } from './news-feeds.repository';

export const NEWS_POLL_JOB = 'news-poll';

/**
 * The 'news-poll' job (docs/conventions.md §17): right after start-up and then every NEWS_POLL_MINUTES,
 * fetches each configured feed that is due — one replica at a time (the scheduler's advisory lock), one
 * feed after another — stores new items once, records each feed's outcome, and prunes old items. A
 * failing feed is recorded and backed off; it never stops the others. Without NEWS_FEEDS no job is
 * registered and the seeded items stay.
 */
@Injectable()
export class NewsPollJob implements OnModuleInit {
  private readonly logger = new Logger('NewsFeeds');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jobs: Jobs,
    private readonly feeds: NewsFeedsRepository,
    private readonly em: EntityManager,
  ) {}

  onModuleInit(): void {
    if (this.config.news.feeds.length === 0) return;
    const schedule = { everyMs: this.config.news.pollMs, firstRunMs: 0 };
    this.jobs.register({
      name: NEWS_POLL_JOB,
      schedule,
      singleton: true,
      retry: RETRY_TWICE,
      deadLetter: false,
      run: (signal) => this.poll(signal),
    });
  }

  async poll(signal: AbortSignal): Promise<void> {
    const em = this.em.fork();
    const configured = this.config.news.feeds;
    await this.feeds.syncConfigured(em, configured);
    const byUrl = new Map(configured.map((feed) => [feed.url, feed]));
    for (const row of await this.feeds.findDue(em)) {
      if (signal.aborted) return;
      const feed = byUrl.get(row.url);
      if (feed) await this.pollFeed(em, row, feed, signal);
    }
    const pruned = await this.feeds.prune(em, FEED_LIMITS.retentionMs, true);
    if (pruned > 0) this.logger.log(`withdrew ${pruned} news item(s) past retention`);
  }

  private async pollFeed(em: EntityManager, row: NewsFeedRow, feed: FeedConfig, signal: AbortSignal): Promise<void> {
    const pollMs = this.config.news.pollMs;
    try {
      const outcome = await fetchFeed(
        feed.url,
        { etag: row.etag, lastModified: row.last_modified },
        { timeoutMs: FEED_LIMITS.timeoutMs, maxBytes: FEED_LIMITS.maxBytes, signal },
      );
      if (outcome.kind === 'not-modified') {
        await this.feeds.recordFetch(em, row.id, {
          status: 'not-modified',
          httpStatus: 304,
          error: null,
          newItems: 0,
          nextFetchInMs: pollMs,
        });
        return;
      }
      let parsed;
      try {
        parsed = parseFeedItems(outcome.body, feed, new Date(), FEED_LIMITS.retentionMs);
      } catch (error) {
        throw new FeedFetchError(`not a readable feed: ${error instanceof Error ? error.message : String(error)}`, outcome.status);
      }
      const newItems = await em.transactional((tx) => this.feeds.insertItems(tx, row.id, parsed.items));
      await this.feeds.recordFetch(em, row.id, {
        status: 'ok',
        httpStatus: outcome.status,
        error: null,
        newItems,
        validators: outcome.validators,
        nextFetchInMs: pollMs,
      });
    } catch (error) {
      if (signal.aborted) return; // shutting down: not the feed's fault
      const message = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').slice(0, 500);
      const status = error instanceof FeedFetchError ? error.status : null;
      const wait = backoffMs(row.consecutive_failures + 1, pollMs);
      await this.feeds.recordFetch(em, row.id, { status: 'failed', httpStatus: status, error: message, newItems: 0, nextFetchInMs: wait });
      this.logger.warn(
        `feed ${feed.url} failed (${row.consecutive_failures + 1} in a row, next try in ${Math.round(wait / 1000)} s): ${message}`,
      );
    }
  }
}
