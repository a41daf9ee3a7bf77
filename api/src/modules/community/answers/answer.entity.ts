import type { Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../../database/base.entity';
import { User } from '../../users/user.entity';
import { ExpertQuestionEntity } from '../questions/question.entity';

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
