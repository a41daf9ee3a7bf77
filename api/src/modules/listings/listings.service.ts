import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { BoatPart, ListingDeleted, ListingInput } from '@dockside/shared/listings';
import type { OwnerListingStatus } from '@dockside/shared/moderation';
import { LISTING_MESSAGES } from '@dockside/shared/listings';
import { boatFit } from '@dockside/shared/fitment';
import type { User } from '../users/user.entity';
import { UploadsService } from '../uploads/uploads.service';
import type { BoatPartEntity } from './listing.entity';
import { toBoatPart } from './listing.mapper';
import { type ListingFields, ListingRepository } from './listing.repository';
import type { PartRow } from './listing.row';
import { ListingRemovedByModeratorException, NotListingOwnerException, PartNotFoundException } from './listings.exception';
import { listingCheckReasons } from '../../common/content-checks/listing-checks';
import { encodeCursor } from './search/catalog-cursor';
import { parseCatalogQuery } from './search/catalog-query';
import type { CatalogSearch } from './search/catalog-search.types';
import { CatalogSearchRepository } from './search/catalog-search.repository';
import { SellersService } from './sellers/sellers.service';
import { syncHorizon } from '../../common/sync/delta-http';
import { type DeltaPage, type DeltaRequest, deltaPage } from '../../common/sync/sync-token';
import type { ListPage } from '../../common/sync/synced-list';
import { VersionConflictException } from '../../common/sync/sync.exceptions';
import { pageRead } from '../../common/http/page-reads';
import { BoatsService } from '../boats/boats.service';
import { ALL_STATED, type StatedFitment, fitmentColumns } from './fitment/listing-fitment';
import { PartNumbersService } from './part-numbers/part-numbers.service';

/** The fitment columns a listing is stored with (the demo seed writes its listings through this too). */
export { fitmentColumns as storedFitmentColumns } from './fitment/listing-fitment';

/** Statuses a visitor may open on the detail page (lists: PUBLIC_WHERE, with the sold window). */
const VISIBLE_STATUSES = new Set(['active', 'sold']);
/** Moderation states in which a listing is public: not yet reviewed, or approved. */
const PUBLIC_MODERATION_STATUSES = new Set(['pending', 'approved']);

const automaticNote = (reasons: string[]) => `Automatic check: ${reasons.join('; ')}`;
const appendNote = (notes: string | null, line: string) => (notes ? `${notes}\n${line}` : line);

/**
 * Listing rules (spec §5, §6; docs/architecture.md §4.5): who sees what, who may change what. Fields the
 * server owns (userId, featured, status, moderation, approval, version) never come from a request.
 */
@Injectable()
export class ListingsService {
  constructor(
    private readonly listings: ListingRepository,
    private readonly catalog: CatalogSearchRepository,
    private readonly uploads: UploadsService,
    private readonly em: EntityManager,
    private readonly sellers: SellersService,
    private readonly partNumbers: PartNumbersService,
    private readonly boats: BoatsService,
  ) {}

  /**
   * The catalogue's reading of a query string (GET /api/boat-parts): a bad value is a 400 INVALID_QUERY
   * naming the parameter. Saved searches store what it reads.
   */
  readCatalogQuery(query: Record<string, unknown>): CatalogSearch {
    return parseCatalogQuery(query);
  }

  /** One catalogue page, with `seen` read after its rows (the `seenUpTo` bound of later pulls). */
  async search(search: CatalogSearch): Promise<ListPage<BoatPart>> {
    const { rows, typo } = await this.catalog.search(search);
    const page = rows.slice(0, search.limit);
    const last = page[page.length - 1];
    return {
      items: page.map((row) => {
        const part = toBoatPart(row);
        if (row.matched_part_number) part.matchedPartNumber = row.matched_part_number;
        if (row.superseded_by) part.supersededBy = row.superseded_by;
        return part;
      }),
      nextCursor:
        rows.length > search.limit && last ? encodeCursor({ sort: search.sort, key: last.sort_key, id: last.id, typo }) : undefined,
      seen: await this.listings.seenPosition(),
    };
  }

  /** The home page's featured parts (one read per page for its head's preload and its rendering). */
  featured(): Promise<BoatPart[]> {
    return pageRead('featured-parts', async () => (await this.listings.findFeatured()).map(toBoatPart));
  }

  /**
   * Visible to everyone when active or sold and not rejected; the owner sees their own in any status. A
   * visitor's read is one per page (the part page's head and its rendering, common/http/page-reads.ts).
   * A signed-in viewer with boats also learns, for each boat, whether the part fits it (`fitsMyBoats`).
   */
  async get(id: number, viewer: User | undefined): Promise<BoatPart> {
    if (!viewer) return pageRead(`part:${id}`, () => this.read(id, undefined));
    const [part, boats] = await Promise.all([this.read(id, viewer), this.boats.list(viewer.id)]);
    return boats.length > 0 ? { ...part, fitsMyBoats: boats.map((boat) => boatFit(boat, part.fitment)) } : part;
  }

  private async read(id: number, viewer: User | undefined): Promise<BoatPart> {
    const row = await this.listings.findByIdWithContact(id);
    if (!row || !(this.isPubliclyVisible(row) || (viewer && row.user_id === viewer.id))) throw new PartNotFoundException();
    // The seller card (docs/decisions.md "Accounts"): 'Verified Seller' or 'Member since', and the link to the seller page.
    return { ...toBoatPart(row), seller: row.user_id === null ? null : await this.sellers.summaryOf(row.user_id) };
  }

  async mine(user: User): Promise<BoatPart[]> {
    return (await this.listings.findByOwner(user.id)).map(toBoatPart);
  }

  /** The featured parts as a catalogue list answer, with `seen` read after them. */
  async featuredPage(): Promise<ListPage<BoatPart>> {
    return { items: await this.featured(), seen: await this.listings.seenPosition() };
  }

  /** Delta pull of the catalogue (public view; rows no longer public are tombstones). */
  async publicChanges(request: DeltaRequest): Promise<DeltaPage<BoatPart>> {
    const horizon = await syncHorizon(this.em);
    return deltaPage(await this.listings.findPublicChangedSince(request), request, horizon, toBoatPart);
  }

  /** Delta pull of the seller's own listings (deleted ones are tombstones). */
  async ownChanges(user: User, request: DeltaRequest): Promise<DeltaPage<BoatPart>> {
    const horizon = await syncHorizon(this.em);
    return deltaPage(await this.listings.findOwnChangedSince(user.id, request), request, horizon, toBoatPart);
  }

  async create(user: User, input: ListingInput): Promise<BoatPart> {
    const imageUrls = [...new Set(input.imageUrls)];
    const keys = await this.uploads.keysForListingImages(user.id, imageUrls);
    const held = await this.reviewReasons(user, input);
    const fitment = fitmentColumns(input, user);
    const id = await this.em.transactional(async () => {
      await this.partNumbers.assertNoCycle(null, fitment.partNumbers ?? []);
      const entity = await this.listings.insert(user.id, {
        ...this.fields(input, imageUrls, user),
        ...fitment,
        ...(held.length > 0 ? { moderationStatus: 'review', moderationNotes: automaticNote(held) } : {}),
      });
      await this.uploads.attach(keys, entity.id);
      return entity.id;
    });
    return this.ownView(id);
  }

  /**
   * `expectedVersions` (If-Match): the write happens only when the listing is at one of them, else 412.
   * Fitment entries the body left out (`stated`) keep their stored values.
   */
  async update(
    user: User,
    id: number,
    input: ListingInput,
    expectedVersions?: number[],
    stated: StatedFitment = ALL_STATED,
  ): Promise<BoatPart> {
    const imageUrls = [...new Set(input.imageUrls)];
    const held = await this.reviewReasons(user, input);
    await this.em.transactional(async () => {
      const entity = await this.ownedForWrite(user, id, 'edit', expectedVersions);
      if (entity.moderationStatus === 'removed') throw new ListingRemovedByModeratorException();
      const previous = entity.imageUrls;
      const added = await this.uploads.keysForListingImages(user.id, imageUrls, previous);
      const removed = this.uploads.keysOf(previous.filter((url) => !imageUrls.includes(url)));
      const fitment = fitmentColumns(input, user, stated, entity.partNumbers);
      if (fitment.partNumbers) await this.partNumbers.assertNoCycle(id, fitment.partNumbers);
      Object.assign(entity, this.fields(input, imageUrls, user), fitment);
      this.resubmitIfNeeded(entity, held);
      entity.version += 1;
      await this.listings.save();
      await this.uploads.attach(added, id);
      await this.uploads.release(id, removed);
    });
    return this.ownView(id);
  }

  /** Soft delete: the row stays as a tombstone (deleted_at, status removed, version bumped) for sync. */
  async remove(user: User, id: number, expectedVersions?: number[]): Promise<ListingDeleted> {
    await this.em.transactional(async () => {
      const entity = await this.ownedForWrite(user, id, 'delete', expectedVersions);
      entity.deletedAt = new Date();
      entity.status = 'removed';
      entity.version += 1;
      await this.listings.save();
      await this.uploads.release(id);
    });
    return { id, message: LISTING_MESSAGES.deleted };
  }

  /** PATCH /api/boat-parts/{id}/status: mark sold (stays in the catalogue with 'Sold' for a while) or relist. */
  async setStatus(user: User, id: number, status: OwnerListingStatus): Promise<BoatPart> {
    await this.em.transactional(async () => {
      const entity = await this.ownedForWrite(user, id, 'edit');
      if (entity.moderationStatus === 'removed') throw new ListingRemovedByModeratorException();
      if (entity.status === status) return;
      entity.status = status;
      entity.soldAt = status === 'sold' ? new Date() : null;
      entity.soldExpired = false;
      entity.version += 1;
      await this.listings.save();
    });
    return this.ownView(id);
  }

  /** Why a new or edited listing waits for review (docs/decisions.md "Moderation"). */
  private async reviewReasons(user: User, input: ListingInput): Promise<string[]> {
    const [categoryMedian, recentStrike] = await Promise.all([
      this.listings.categoryPriceStats(input.category),
      this.listings.hasRecentStrike(user.id),
    ]);
    return listingCheckReasons(input, { categoryMedian, recentStrike });
  }

  /**
   * An edit of a rejected listing resubmits it; an edit of a public one that now trips a check sends it
   * back to review. Listings already waiting stay waiting.
   */
  private resubmitIfNeeded(entity: BoatPartEntity, held: string[]): void {
    if (entity.moderationStatus === 'rejected') {
      entity.moderationStatus = 'review';
      entity.approvalStatus = 'pending';
      entity.moderationNotes = appendNote(
        entity.moderationNotes,
        held.length > 0 ? `Resubmitted after an edit; ${automaticNote(held)}` : 'Resubmitted after an edit',
      );
    } else if ((entity.moderationStatus === 'pending' || entity.moderationStatus === 'approved') && held.length > 0) {
      entity.moderationStatus = 'review';
      entity.moderationNotes = appendNote(entity.moderationNotes, automaticNote(held));
    }
  }

  /**
   * Inside a transaction: the row is locked until commit, so concurrent writes bump the version in turn,
   * and the If-Match check sees the version the write would replace (two writes with the same If-Match:
   * one succeeds, the other gets 412). Order of checks: 404, 403, 412.
   */
  private async ownedForWrite(user: User, id: number, action: 'edit' | 'delete', expectedVersions?: number[]): Promise<BoatPartEntity> {
    const entity = await this.listings.findEditableForUpdate(id);
    if (!entity) throw new PartNotFoundException();
    if (entity.user?.id !== user.id) throw new NotListingOwnerException(action);
    if (expectedVersions && !expectedVersions.includes(entity.version)) throw new VersionConflictException(await this.ownView(id));
    return entity;
  }

  private async ownView(id: number): Promise<BoatPart> {
    const row = await this.listings.findByIdWithContact(id);
    if (!row) throw new PartNotFoundException();
    return toBoatPart(row);
  }

  /** VISIBLE_WHERE (listing.entity.ts) on a fetched row. */
  private isPubliclyVisible(row: PartRow): boolean {
    return (
      VISIBLE_STATUSES.has(row.status) &&
      PUBLIC_MODERATION_STATUSES.has(row.moderation_status) &&
      row.approval_status !== 'rejected' &&
      !row.seller_suspended
    );
  }

  private fields(input: ListingInput, imageUrls: string[], owner: User): ListingFields {
    return {
      title: input.title,
      description: input.description,
      category: input.category,
      condition: input.condition,
      price: input.price.toFixed(2),
      brand: input.brand,
      model: input.model,
      year: input.year,
      location: input.location,
      contactEmail: input.contactEmail ?? owner.email,
      contactPhone: input.contactPhone,
      websiteUrl: input.websiteUrl,
      imageUrls,
    };
  }
}
