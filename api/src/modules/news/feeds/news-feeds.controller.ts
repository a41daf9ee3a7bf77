import { Controller, Get } from '@nestjs/common';
import { CurrentUserParam, RequireSignIn } from '../../../common/auth/access';
import type { User } from '../../users/user.entity';
import { NewsFeedsService } from './news-feeds.service';

/** GET /api/admin/news-feeds (docs/decisions.md "Community"): each configured feed's last fetch, status and error. */
@Controller('admin/news-feeds')
export class NewsFeedsController {
  constructor(private readonly feeds: NewsFeedsService) {}

  /** Admins only: 401 signed out, 403 for any other role. */
  @Get()
  @RequireSignIn()
  list(@CurrentUserParam() user: User) {
    return this.feeds.listForAdmin(user);
  }
}
