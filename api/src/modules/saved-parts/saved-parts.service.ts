import { Injectable } from '@nestjs/common';
import type { SavedPart } from '@dockside/shared/listings';
import { toSavedPart } from '../listings/listing.mapper';
import { ListingRepository } from '../listings/listing.repository';
import { PartNotFoundException } from '../listings/listings.exception';
import { SavedPartsRepository } from './saved-parts.repository';

/** Saved parts (the spec's "Save to Wishlist", built for real — ARCHITECTURE.md §1): per user, idempotent. */
@Injectable()
export class SavedPartsService {
  constructor(
    private readonly saved: SavedPartsRepository,
    private readonly listings: ListingRepository,
  ) {}

  async list(userId: number): Promise<SavedPart[]> {
    return (await this.saved.findByUser(userId)).map(toSavedPart);
  }

  async save(userId: number, partId: number): Promise<void> {
    if (!(await this.listings.existsNotDeleted(partId))) throw new PartNotFoundException();
    await this.saved.save(userId, partId);
  }

  /** Unsaving is allowed for a listing deleted since (it is gone from the list anyway). */
  async unsave(userId: number, partId: number): Promise<void> {
    await this.saved.unsave(userId, partId);
  }
}
