import { Entity, Index, Property, Unique } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../database/base.entity';

@Entity({ tableName: 'news_items' })
export class NewsItemEntity extends BaseEntity {
  @Property({ type: 'string', length: 300 })
  title!: string;

  /** May contain markup from the feed; the client strips it for display. */
  @Property({ type: 'text' })
  description!: string;

  @Property({ type: 'string', length: 2048 })
  @Unique()
  link!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  @Index()
  pubDate!: Date;

  @Property({ type: 'string', length: 100 })
  source!: string;

  @Property({ type: 'string', length: 60 })
  category!: string;
}
