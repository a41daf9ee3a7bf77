import { Module } from '@nestjs/common';
import { BoatsModule } from '../boats/boats.module';
import { ListingsModule } from '../listings/listings.module';
import { SavedSearchesController } from './saved-searches.controller';
import { SavedSearchesRepository } from './saved-searches.repository';
import { SavedSearchesService } from './saved-searches.service';

/** Saved searches (docs/decisions.md "Saved searches and alerts"): stored and managed; matching and alerts are the alerts module's. */
@Module({
  imports: [ListingsModule, BoatsModule],
  controllers: [SavedSearchesController],
  providers: [SavedSearchesService, SavedSearchesRepository],
})
export class SavedSearchesModule {}
