import { type Opt, PrimaryKey, Property } from '@mikro-orm/core';

/** Every table has an id and created_at/updated_at (ARCHITECTURE.md §4). */
export abstract class BaseEntity {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
