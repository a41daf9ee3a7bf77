import { Module } from '@nestjs/common';
import { UploadsModule } from '../uploads/uploads.module';
import { ListingRepository } from './listing.repository';
import { ListingsController } from './listings.controller';
import { ListingsService } from './listings.service';
import { CatalogSearchRepository } from './search/catalog-search.repository';

@Module({
  imports: [UploadsModule],
  controllers: [ListingsController],
  providers: [ListingsService, ListingRepository, CatalogSearchRepository],
  exports: [ListingRepository],
})
export class ListingsModule {}
