import type { Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../database/base.entity';
import { User } from '../users/user.entity';

/** Spec §3 "Boat part". Search columns and indexes are created in the migrations. */
@Entity({ tableName: 'boat_parts' })
export class BoatPartEntity extends BaseEntity {
  @Property({ type: 'string', length: 100 })
  title!: string;

  @Property({ type: 'text' })
  description!: string;

  @Property({ type: 'string', length: 60 })
  category!: string;

  @Property({ type: 'string', length: 40 })
  condition!: string;

  /** numeric(10,2) comes back from pg as a string; we keep it a string to avoid float rounding. */
  @Property({ type: 'decimal', columnType: 'numeric(10,2)' })
  price!: string;

  @Property({ type: 'string', length: 100, nullable: true })
  brand: string | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  model: string | null = null;

  @Property({ type: 'integer', nullable: true })
  year: number | null = null;

  @Property({ type: 'string', length: 150, nullable: true })
  location: string | null = null;

  @ManyToOne(() => User, { nullable: true, fieldName: 'user_id', deleteRule: 'set null' })
  @Index()
  user: User | null = null;

  @Property({ type: 'string', length: 254 })
  contactEmail!: string;

  @Property({ type: 'string', length: 40, nullable: true })
  contactPhone: string | null = null;

  @Property({ type: 'string', length: 2048, nullable: true })
  websiteUrl: string | null = null;

  @Property({ type: 'json', default: '[]' })
  imageUrls: Opt<string[]> = [];

  @Property({ type: 'string', length: 20, default: 'active' })
  status: Opt<string> = 'active';

  @Property({ type: 'boolean', default: false })
  featured: Opt<boolean> = false;

  @Property({ type: 'string', length: 20, default: 'pending' })
  moderationStatus: Opt<string> = 'pending';

  @Property({ type: 'text', nullable: true })
  moderationNotes: string | null = null;

  @Property({ type: 'integer', nullable: true })
  moderatedBy: number | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  moderatedAt: Date | null = null;

  @Property({ type: 'string', length: 20, default: 'pending' })
  approvalStatus: Opt<string> = 'pending';

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  approvedAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  rejectionReason: string | null = null;

  /** Optimistic-concurrency version for If-Match (offline sync). */
  @Property({ type: 'integer', default: 1 })
  version: Opt<number> = 1;

  /** When the owner marked it sold (docs/decisions.md "Moderation"). */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  soldAt: Date | null = null;

  /** Set by the sold-listings job once the 'Sold' window has passed: the listing leaves the catalogue. */
  @Property({ type: 'boolean', default: false })
  soldExpired: Opt<boolean> = false;

  /** A copy of the owner's suspension, so catalogue reads need no join. */
  @Property({ type: 'boolean', default: false })
  sellerSuspended: Opt<boolean> = false;

  /** Soft delete: a removed listing keeps its row (tombstone for delta pulls). */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  deletedAt: Date | null = null;
}
