import { Entity, Property, Unique } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../database/base.entity';

@Entity({ tableName: 'chat_rooms' })
export class ChatRoomEntity extends BaseEntity {
  @Property({ type: 'string', length: 100 })
  @Unique()
  name!: string;

  @Property({ type: 'string', length: 500, nullable: true })
  description: string | null = null;
}
