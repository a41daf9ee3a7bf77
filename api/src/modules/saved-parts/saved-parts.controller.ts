import { Controller, Delete, Get, HttpCode, Param, Put } from '@nestjs/common';
import { CurrentUserParam, RequireSignIn } from '../accounts/guards/session.guard';
import { PartIdPipe } from '../listings/part-id.pipe';
import type { User } from '../users/user.entity';
import { SavedPartsService } from './saved-parts.service';

/** GET /api/saved-parts, PUT and DELETE /api/saved-parts/{partId} — the signed-in user's saved listings. */
@Controller('saved-parts')
@RequireSignIn()
export class SavedPartsController {
  constructor(private readonly saved: SavedPartsService) {}

  @Get()
  list(@CurrentUserParam() user: User) {
    return this.saved.list(user.id);
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
