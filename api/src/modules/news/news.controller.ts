import { Controller, Get, Query } from '@nestjs/common';
import type { NewsItem } from '@dockside/shared/news';
import type { RawQuery } from '../../common/http/query-params';
import type { DeltaRequest } from '../../common/sync/sync-token';
import { DeltaPull, SyncedList, type SyncedAnswer } from '../../common/sync/synced-list';
import { parseNewsQuery } from './news-query';
import { NewsService } from './news.service';

/** Spec §7: GET /api/news. */
@Controller('news')
export class NewsController {
  constructor(private readonly news: NewsService) {}

  /**
   * News items, newest first (`category`: a category or source, `limit`, `cursor`): a JSON array, next
   * page in `Link`. With `updatedSince`: a delta pull (`X-Sync-Token`), other filters ignored.
   */
  @Get()
  @SyncedList({ deltaPulls: true })
  list(@DeltaPull() pull: DeltaRequest | undefined, @Query() query: RawQuery): SyncedAnswer<NewsItem> {
    return pull ? this.news.changes(pull) : this.news.list(parseNewsQuery(query));
  }
}
