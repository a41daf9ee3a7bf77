import { Module } from '@nestjs/common';
import { CommunityModule } from '../community/community.module';
import { ListingsModule } from '../listings/listings.module';
import { PageHeadsService } from './page-heads.service';
import { SeoService } from './seo.service';
import { SitemapsRepository } from './sitemaps.repository';
import { SitemapsService } from './sitemaps.service';

/**
 * Page heads (docs/architecture.md §4.9): the <head> of each public page (canonical, Open Graph, JSON-LD),
 * sitemap.xml and robots.txt. Served outside /api by server.ts through SeoService.
 */
@Module({
  imports: [ListingsModule, CommunityModule],
  providers: [PageHeadsService, SitemapsService, SitemapsRepository, SeoService],
  exports: [SeoService],
})
export class SeoModule {}
