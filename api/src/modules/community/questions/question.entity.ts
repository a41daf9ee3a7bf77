import type { Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../../database/base.entity';
import { User } from '../../users/user.entity';

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

/**
 * Questions readers see (plain-SQL reads of the table aliased `q`, here and in the sitemaps): not deleted,
 * and not hidden after reports (docs/decisions.md "Moderation"). Hidden ones are rare, so the partial indexes
 * on `deleted_at IS NULL` still serve every list and the extra test filters a few rows.
 */
export const QUESTION_SHOWN_WHERE = 'q.deleted_at IS NULL AND q.hidden_at IS NULL';
