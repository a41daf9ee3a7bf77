import { Module } from '@nestjs/common';
import { ListingsModule } from '../listings/listings.module';
import { SavedPartsController } from './saved-parts.controller';
import { SavedPartsRepository } from './saved-parts.repository';
import { SavedPartsService } from './saved-parts.service';

@Module({
  imports: [ListingsModule],
  controllers: [SavedPartsController],
  providers: [SavedPartsService, SavedPartsRepository],
})
export class SavedPartsModule {}
