import type { Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property, Unique } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../database/base.entity';
import { User } from '../users/user.entity';

@Entity({ tableName: 'expert_questions' })
export class ExpertQuestionEntity extends BaseEntity {
  @Property({ type: 'string', length: 100 })
  title!: string;

  @Property({ type: 'text' })
  content!: string;

  /** Absent means anonymous (spec §3). */
  @ManyToOne(() => User, { nullable: true, fieldName: 'user_id', deleteRule: 'set null' })
  user: User | null = null;

  @Property({ type: 'string', length: 40 })
  @Index()
  category!: string;

  @Property({ type: 'string', length: 20, default: 'pending' })
  status: Opt<'pending' | 'answered'> = 'pending';

  @Property({ type: 'integer', default: 0 })
  upvotes: Opt<number> = 0;

  @Property({ type: 'integer', default: 0 })
  views: Opt<number> = 0;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  deletedAt: Date | null = null;
}

@Entity({ tableName: 'expert_answers' })
export class ExpertAnswerEntity extends BaseEntity {
  @Property({ type: 'text' })
  content!: string;

  @ManyToOne(() => ExpertQuestionEntity, { fieldName: 'question_id', deleteRule: 'cascade' })
  @Index()
  question!: ExpertQuestionEntity;

  @ManyToOne(() => User, { nullable: true, fieldName: 'user_id', deleteRule: 'set null' })
  user: User | null = null;

  /** The answerer's own claim (checkbox), stored as such. */
  @Property({ type: 'boolean', default: false })
  isExpert: Opt<boolean> = false;

  @Property({ type: 'integer', default: 0 })
  upvotes: Opt<number> = 0;

  @Property({ type: 'boolean', default: false })
  accepted: Opt<boolean> = false;
}

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

@Entity({ tableName: 'chat_rooms' })
export class ChatRoomEntity extends BaseEntity {
  @Property({ type: 'string', length: 100 })
  @Unique()
  name!: string;

  @Property({ type: 'string', length: 500, nullable: true })
  description: string | null = null;
}
