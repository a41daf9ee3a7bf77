import { Module } from '@nestjs/common';
import { SavedSearchesController } from './saved-searches.controller';
import { SavedSearchesRepository } from './saved-searches.repository';
import { SavedSearchesService } from './saved-searches.service';

/** Saved searches (issue #16, first slice): stored and managed; matching and alerts come later. */
@Module({
  controllers: [SavedSearchesController],
  providers: [SavedSearchesService, SavedSearchesRepository],
})
export class SavedSearchesModule {}
