import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type Boat, type BoatDeleted, type BoatInput, type EngineFilter, FITMENT_LIMITS, FITMENT_MESSAGES } from '@dockside/shared/fitment';
import { syncHorizon } from '../../common/sync/delta-http';
import { type DeltaPage, type DeltaRequest, deltaPage } from '../../common/sync/sync-token';
import { toBoat } from './boat.mapper';
import { BoatNotFoundException, BoatVersionConflictException, TooManyBoatsException } from './boats.exception';
import { BoatsRepository } from './boats.repository';

/** A user's boats and their engines (docs/decisions.md "Fitment"). Other modules read them through this service. */
@Injectable()
export class BoatsService {
  constructor(
    private readonly boats: BoatsRepository,
    private readonly em: EntityManager,
  ) {}

  async list(userId: number): Promise<Boat[]> {
    return (await this.boats.findByUser(userId)).map(toBoat);
  }

  /** Delta pull: the user's boats created, edited or deleted since the token (deleted ones as tombstones). */
  async changes(userId: number, request: DeltaRequest): Promise<DeltaPage<Boat>> {
    const horizon = await syncHorizon(this.em);
    return deltaPage(await this.boats.findChangedSince(userId, request), request, horizon, toBoat);
  }

  /** The owner's boat, or 404 (another user's boat is not found either). */
  async get(userId: number, id: number): Promise<Boat> {
    const row = await this.boats.findOwned(userId, id);
    if (!row) throw new BoatNotFoundException();
    return toBoat(row);
  }

  /** 409 past FITMENT_LIMITS.boatsMax; the user's row is locked so concurrent creations cannot pass it. */
  async create(userId: number, input: BoatInput): Promise<Boat> {
    return this.em.transactional(async () => {
      await this.boats.lockUser(userId);
      if ((await this.boats.countByUser(userId)) >= FITMENT_LIMITS.boatsMax) throw new TooManyBoatsException();
      return toBoat(await this.boats.insert(userId, input));
    });
  }

  /** Replaces the boat. `expectedVersions` (If-Match): only when the boat is at one of them, else 412. */
  async update(userId: number, id: number, input: BoatInput, expectedVersions?: number[]): Promise<Boat> {
    return this.em.transactional(async () => {
      await this.ownedForWrite(userId, id, expectedVersions);
      const row = await this.boats.update(userId, id, input);
      if (!row) throw new BoatNotFoundException();
      return toBoat(row);
    });
  }

  /** Soft delete: the row stays as a tombstone (deleted_at, version bumped) for the owner's other devices. */
  async remove(userId: number, id: number, expectedVersions?: number[]): Promise<BoatDeleted> {
    await this.em.transactional(async () => {
      await this.ownedForWrite(userId, id, expectedVersions);
      if (!(await this.boats.softDelete(userId, id))) throw new BoatNotFoundException();
    });
    return { id, message: FITMENT_MESSAGES.boatDeleted };
  }

  /** What the catalogue's `fits=<boatId>` compares listings with: each engine of the owner's boat. */
  async engineFilters(userId: number, boatId: number): Promise<EngineFilter[]> {
    const boat = await this.get(userId, boatId);
    return boat.engines.map((e) => ({ make: e.make, model: e.model, hp: e.hp, year: e.year, serial: e.serial }));
  }

  /** Locks the owner's boat (404 otherwise), then checks If-Match against the version the write replaces. */
  private async ownedForWrite(userId: number, id: number, expectedVersions?: number[]): Promise<void> {
    const row = await this.boats.findOwnedForUpdate(userId, id);
    if (!row) throw new BoatNotFoundException();
    if (expectedVersions && !expectedVersions.includes(row.version)) throw new BoatVersionConflictException(toBoat(row));
  }
}
