import { Controller, Delete, Get, HttpCode, Param, Put } from '@nestjs/common';
import type { SavedPart } from '@dockside/shared/listings';
import { CurrentUserParam, RequireSignIn } from '../../../common/auth/access';
import { PartIdPipe } from '../part-id.pipe';
import type { DeltaRequest } from '../../../common/sync/sync-token';
import { DeltaPull, SyncedList, type SyncedAnswer } from '../../../common/sync/synced-list';
import type { User } from '../../users/user.entity';
import { SavedPartsService } from './saved-parts.service';

/** GET /api/saved-parts, PUT and DELETE /api/saved-parts/{partId} — the signed-in user's saved listings. */
@Controller('saved-parts')
@RequireSignIn()
export class SavedPartsController {
  constructor(private readonly saved: SavedPartsService) {}

  /** The saved parts; with `updatedSince` a delta pull (un-saved or no longer visible parts as tombstones). */
  @Get()
  @SyncedList({ deltaPulls: true })
  list(@CurrentUserParam() user: User, @DeltaPull() pull: DeltaRequest | undefined): SyncedAnswer<SavedPart> {
    return pull ? this.saved.changes(user.id, pull) : this.saved.list(user.id);
  }

  @Put(':partId')
  @HttpCode(204)
  async save(@CurrentUserParam() user: User, @Param('partId', PartIdPipe) partId: number): Promise<void> {
    await this.saved.save(user.id, partId);
  }

  @Delete(':partId')
  @HttpCode(204)
  async unsave(@CurrentUserParam() user: User, @Param('partId', PartIdPipe) partId: number): Promise<void> {
    await this.saved.unsave(user.id, partId);
  }
}
