import type { Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../../users/user.entity';

/**
 * A server-side session. The id is the SHA-256 of the cookie's random token, so a leaked
 * table does not hand out live cookies.
 */
@Entity({ tableName: 'sessions' })
export class SessionEntity {
  @PrimaryKey({ type: 'string', columnType: 'char(64)' })
  id!: string;

  @ManyToOne(() => User, { fieldName: 'user_id', deleteRule: 'cascade' })
  user!: User;

  @Property({ type: 'string', length: 400, nullable: true })
  userAgent: string | null = null;

  @Property({ type: 'string', length: 64, nullable: true })
  ip: string | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  lastSeenAt: Date & Opt = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  idleExpiresAt!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  absoluteExpiresAt!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
