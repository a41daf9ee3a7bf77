import type { Opt } from '@mikro-orm/core';
import { Entity, Enum, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../database/base.entity';
import { type SellerType, USER_ROLES, type UserRole } from '@dockside/shared/accounts';

@Entity({ tableName: 'users' })
export class User extends BaseEntity {
  /** Unique case-insensitively (unique index on lower(username)). */
  @Property({ type: 'string', length: 50 })
  username!: string;

  /** argon2id hash. Hidden: never serialised. */
  @Property({ type: 'string', fieldName: 'password_hash', hidden: true, lazy: true })
  passwordHash!: string;

  @Property({ type: 'string', length: 100 })
  fullName!: string;

  @Property({ type: 'string', length: 150 })
  company!: string;

  /** Stored normalised (trimmed, lower case); unique. */
  @Property({ type: 'string', length: 254 })
  email!: string;

  @Property({ type: 'string', nullable: true })
  avatarUrl: string | null = null;

  @Property({ type: 'boolean', default: false })
  isOnline: Opt<boolean> = false;

  @Property({ type: 'boolean', default: true })
  newsletterSubscribed: Opt<boolean> = true;

  @Enum({ items: () => USER_ROLES, default: 'member' })
  role: Opt<UserRole> = 'member';

  @Property({ type: 'string', length: 20, nullable: true })
  sellerType: SellerType | null = null;

  @Property({ type: 'string', length: 150, nullable: true })
  businessName: string | null = null;

  @Property({ type: 'string', length: 40, nullable: true })
  phone: string | null = null;

  @Property({ type: 'boolean', default: true })
  notifyBrowser: Opt<boolean> = true;

  @Property({ type: 'boolean', default: true })
  notifyEmail: Opt<boolean> = true;

  /** Saved-search and price-drop alert e-mails; an alert e-mail's unsubscribe link turns it off. */
  @Property({ type: 'boolean', default: true })
  alertEmails: Opt<boolean> = true;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  emailVerifiedAt: Date | null = null;

  /** Suspended by a moderator (docs/decisions.md "Moderation"): cannot sign in, listings out of the catalogue. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  suspendedAt: Date | null = null;

  @Property({ type: 'text', nullable: true, hidden: true })
  suspensionReason: string | null = null;
}
