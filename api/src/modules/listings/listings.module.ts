import { Module } from '@nestjs/common';
import { UploadsModule } from '../uploads/uploads.module';
import { ListingRepository } from './listing.repository';
import { ListingsController } from './listings.controller';
import { ListingsService } from './listings.service';
import { CatalogSearchRepository } from './search/catalog-search.repository';
import { SoldListingsJob } from './sold-listings.job';
import { SellerRepository } from './sellers/seller.repository';
import { SellersController } from './sellers/sellers.controller';
import { SellersService } from './sellers/sellers.service';

@Module({
  imports: [UploadsModule],
  controllers: [ListingsController, SellersController],
  providers: [ListingsService, ListingRepository, CatalogSearchRepository, SellersService, SellerRepository, SoldListingsJob],
  exports: [ListingRepository, ListingsService],
})
export class ListingsModule {}
