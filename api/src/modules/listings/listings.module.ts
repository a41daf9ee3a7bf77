import { Module } from '@nestjs/common';
import { BoatsModule } from '../boats/boats.module';
import { UploadsModule } from '../uploads/uploads.module';
import { ListingRepository } from './listing.repository';
import { ListingsController } from './listings.controller';
import { ListingsService } from './listings.service';
import { PartNumbersController } from './part-numbers/part-numbers.controller';
import { PartNumbersRepository } from './part-numbers/part-numbers.repository';
import { PartNumbersService } from './part-numbers/part-numbers.service';
import { SavedPartsController } from './saved-parts/saved-parts.controller';
import { SavedPartsRepository } from './saved-parts/saved-parts.repository';
import { SavedPartsService } from './saved-parts/saved-parts.service';
import { CatalogSearchRepository } from './search/catalog-search.repository';
import { SoldListingsJob } from './sold-listings.job';
import { SellerRepository } from './sellers/seller.repository';
import { SellersController } from './sellers/sellers.controller';
import { SellersService } from './sellers/sellers.service';

@Module({
  imports: [UploadsModule, BoatsModule],
  controllers: [ListingsController, SellersController, SavedPartsController, PartNumbersController],
  providers: [
    ListingsService,
    ListingRepository,
    CatalogSearchRepository,
    SellersService,
    SellerRepository,
    SavedPartsService,
    SavedPartsRepository,
    SoldListingsJob,
    PartNumbersService,
    PartNumbersRepository,
  ],
  exports: [ListingsService],
})
export class ListingsModule {}
