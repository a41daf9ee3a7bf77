import { Module } from '@nestjs/common';
import { NewsFeedsController } from './feeds/news-feeds.controller';
import { NewsFeedsRepository } from './feeds/news-feeds.repository';
import { NewsFeedsService } from './feeds/news-feeds.service';
import { NewsPollJob } from './feeds/news-poll.job';
import { NewsController } from './news.controller';
import { NewsRepository } from './news.repository';
import { NewsService } from './news.service';

/**
 * GET /api/news over the news_items table (entity in news-item.entity.ts), and the feed reader
 * (feeds/): the 'news-poll' job fills news_items from the NEWS_FEEDS feeds; GET /api/admin/news-feeds
 * shows each feed's state.
 */
@Module({
  controllers: [NewsController, NewsFeedsController],
  providers: [NewsService, NewsRepository, NewsFeedsService, NewsFeedsRepository, NewsPollJob],
})
export class NewsModule {}
