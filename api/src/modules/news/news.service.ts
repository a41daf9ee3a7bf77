import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NewsItem } from '@dockside/shared/news';
import { syncHorizon } from '../../common/sync/delta-http';
import { type DeltaPage, type DeltaRequest, deltaPage } from '../../common/sync/sync-token';
import type { ListPage } from '../../common/sync/synced-list';
import { type NewsSearch, encodeNewsCursor } from './news-query';
import { toNewsItem } from './news.mapper';
import { NewsRepository } from './news.repository';

/** The yacht news feed (spec §2 /news): public, newest first. */
@Injectable()
export class NewsService {
  constructor(
    private readonly news: NewsRepository,
    private readonly em: EntityManager,
  ) {}

  async list(search: NewsSearch): Promise<ListPage<NewsItem>> {
    const rows = await this.news.search(search);
    const page = rows.slice(0, search.limit);
    const last = page[page.length - 1];
    return {
      items: page.map(toNewsItem),
      nextCursor: rows.length > search.limit && last?.sort_key ? encodeNewsCursor(last.sort_key, last.id) : undefined,
    };
  }

  async changes(request: DeltaRequest): Promise<DeltaPage<NewsItem>> {
    const horizon = await syncHorizon(this.em);
    return deltaPage(await this.news.findChangedSince(request), request, horizon, toNewsItem);
  }
}
