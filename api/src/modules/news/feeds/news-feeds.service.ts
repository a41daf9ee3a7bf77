import { Injectable } from '@nestjs/common';
import type { User } from '../../users/user.entity';
import { AdminOnlyException } from './news-feeds.exception';
import { type NewsFeedStatus, toNewsFeedStatus } from './news-feeds.mapper';
import { NewsFeedsRepository } from './news-feeds.repository';

/** The feed reader's state for administrators. */
@Injectable()
export class NewsFeedsService {
  constructor(private readonly feeds: NewsFeedsRepository) {}

  async listForAdmin(user: User): Promise<NewsFeedStatus[]> {
    if (user.role !== 'admin') throw new AdminOnlyException();
    return (await this.feeds.listForAdmin()).map(toNewsFeedStatus);
  }
}
