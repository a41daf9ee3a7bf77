import { Controller, Get, Header } from '@nestjs/common';
import { ENGINE_MAKES, type EngineMake } from '@dockside/shared/fitment';

/** A day: the list changes only with a release of the project. */
const CACHE = 'public, max-age=86400';

/** GET /api/engine-makes — the reference list of engine makes (public; the same for everyone). */
@Controller('engine-makes')
export class EngineMakesController {
  @Get()
  @Header('cache-control', CACHE)
  list(): readonly EngineMake[] {
    return ENGINE_MAKES;
  }
}
