import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { SavedPart } from '@dockside/shared/listings';
import { toSavedPart } from '../listing.mapper';
import { ListingRepository } from '../listing.repository';
import { PartNotFoundException } from '../listings.exception';
import { syncHorizon } from '../../../common/sync/delta-http';
import { type DeltaPage, type DeltaRequest, deltaPage } from '../../../common/sync/sync-token';
import { SavedPartsRepository } from './saved-parts.repository';

/** Saved parts (the spec's "Save to Wishlist", built for real — docs/architecture.md §1.2): per user, idempotent. */
@Injectable()
export class SavedPartsService {
  constructor(
    private readonly saved: SavedPartsRepository,
    private readonly listings: ListingRepository,
    private readonly em: EntityManager,
  ) {}

  async list(userId: number): Promise<SavedPart[]> {
    return (await this.saved.findByUser(userId)).map(toSavedPart);
  }

  /** Delta pull: saved parts changed (saved, un-saved, listing edited) since the token; tombstones carry the part id. */
  async changes(userId: number, request: DeltaRequest): Promise<DeltaPage<SavedPart>> {
    const horizon = await syncHorizon(this.em);
    return deltaPage(await this.saved.findChangedSince(userId, request), request, horizon, toSavedPart);
  }

  async save(userId: number, partId: number): Promise<void> {
    if (!(await this.listings.existsNotDeleted(partId))) throw new PartNotFoundException();
    await this.saved.save(userId, partId);
  }

  /**
   * Unsaving is allowed for a listing deleted since (it is gone from the list anyway); the row stays as a
   * tombstone. An id that never named a listing is a 404, as for saving.
   */
  async unsave(userId: number, partId: number): Promise<void> {
    if (!(await this.listings.exists(partId))) throw new PartNotFoundException();
    await this.saved.unsave(userId, partId);
  }
}
