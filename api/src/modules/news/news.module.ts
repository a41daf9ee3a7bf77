import { Module } from '@nestjs/common';
import { NewsController } from './news.controller';
import { NewsRepository } from './news.repository';
import { NewsService } from './news.service';

/** GET /api/news over the news_items table (entity in community.entities.ts). */
@Module({
  controllers: [NewsController],
  providers: [NewsService, NewsRepository],
})
export class NewsModule {}
