import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import {
  type CreateSavedSearchInput,
  CreateSavedSearchSchema,
  type SavedSearch,
  type UpdateSavedSearchInput,
  UpdateSavedSearchSchema,
} from '@dockside/shared/alerts';
import { ValibotPipe } from '../../common/pipes/valibot.pipe';
import { CurrentUserParam, RequireSignIn } from '../../common/auth/access';
import { IdParamPipe } from '../../common/pipes/id-param.pipe';
import type { User } from '../users/user.entity';
import { SavedSearchNotFoundException } from './saved-searches.exception';
import { SavedSearchesService } from './saved-searches.service';

const SavedSearchIdPipe = new IdParamPipe(() => new SavedSearchNotFoundException());

/** GET and POST /api/saved-searches, PATCH and DELETE /api/saved-searches/{id} — the signed-in user's saved searches. */
@Controller('saved-searches')
@RequireSignIn()
export class SavedSearchesController {
  constructor(private readonly searches: SavedSearchesService) {}

  /** Newest first. */
  @Get()
  list(@CurrentUserParam() user: User): Promise<SavedSearch[]> {
    return this.searches.list(user.id);
  }

  /** 201 with the saved search; `query` is the catalogue's query string, kept normalised. */
  @Post()
  create(
    @CurrentUserParam() user: User,
    @Body(new ValibotPipe(CreateSavedSearchSchema)) input: CreateSavedSearchInput,
  ): Promise<SavedSearch> {
    return this.searches.create(user.id, input);
  }

  /** Rename, change the frequency, pause or resume. */
  @Patch(':id')
  update(
    @CurrentUserParam() user: User,
    @Param('id', SavedSearchIdPipe) id: number,
    @Body(new ValibotPipe(UpdateSavedSearchSchema)) input: UpdateSavedSearchInput,
  ): Promise<SavedSearch> {
    return this.searches.update(user.id, id, input);
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentUserParam() user: User, @Param('id', SavedSearchIdPipe) id: number): Promise<void> {
    await this.searches.remove(user.id, id);
  }
}
