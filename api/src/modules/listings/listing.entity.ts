import type { Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../database/base.entity';
import { User } from '../users/user.entity';
import type { PartSpec } from '@dockside/shared/fitment';
import type { StoredFitmentRow, StoredPartNumber } from './fitment/fitment-storage';

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

  /** What it fits, with the keys the catalogue compares (fitment/fitment-storage.ts). */
  @Property({ type: 'json', default: '[]' })
  fitment: Opt<StoredFitmentRow[]> = [];

  @Property({ type: 'json', default: '[]' })
  specs: Opt<PartSpec[]> = [];

  @Property({ type: 'json', default: '[]' })
  partNumbers: Opt<StoredPartNumber[]> = [];

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

/*
 * Which boat_parts rows the public may see, for plain-SQL reads of the table aliased `p` — here and in
 * other modules' queries (alerts, sitemaps) — so the rule has one home, next to the table's entity.
 */

/**
 * The catalogue (lists, search, featured, delta pulls): active or recently sold, not deleted, not held
 * for review, hidden, rejected or removed by moderation, the seller not suspended, and not sold more
 * than MODERATION_LIMITS.soldVisibleDays ago (docs/decisions.md "Moderation"). A sold listing without
 * sold_at (sold before sold dates were kept) is past its window. The partial
 * catalogue indexes' predicate is this, word for word (Moderation migration), and so is the test of the
 * triggers that queue newly public listings for saved-search matching (Alerts migration): change all together.
 */
export const PUBLIC_WHERE = `(p.status = 'active' OR (p.status = 'sold' AND p.sold_at IS NOT NULL AND NOT p.sold_expired)) AND p.deleted_at IS NULL AND p.moderation_status IN ('pending', 'approved') AND p.approval_status <> 'rejected' AND NOT p.seller_suspended`;

/** The detail page and saved lists: as the catalogue, but a sold listing stays reachable after its window. */
export const VISIBLE_WHERE = `p.status IN ('active', 'sold') AND p.deleted_at IS NULL AND p.moderation_status IN ('pending', 'approved') AND p.approval_status <> 'rejected' AND NOT p.seller_suspended`;
