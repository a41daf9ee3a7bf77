import { Injectable } from '@nestjs/common';
import type { Boat, EngineFilter } from '@dockside/shared/fitment';
import { toBoat } from './boat.mapper';
import { BoatNotFoundException } from './boats.exception';
import { BoatsRepository } from './boats.repository';

/** A user's boats and their engines (docs/decisions.md "Fitment"). Other modules read them through this service. */
@Injectable()
export class BoatsService {
  constructor(private readonly boats: BoatsRepository) {}

  async list(userId: number): Promise<Boat[]> {
    return (await this.boats.findByUser(userId)).map(toBoat);
  }

  /** The owner's boat, or 404 (another user's boat is not found either). */
  async get(userId: number, id: number): Promise<Boat> {
    const row = await this.boats.findOwned(userId, id);
    if (!row) throw new BoatNotFoundException();
    return toBoat(row);
  }

  /** What the catalogue's `fits=<boatId>` compares listings with: each engine of the owner's boat. */
  async engineFilters(userId: number, boatId: number): Promise<EngineFilter[]> {
    const boat = await this.get(userId, boatId);
    return boat.engines.map((e) => ({ make: e.make, model: e.model, hp: e.hp, year: e.year, serial: e.serial }));
  }
}
