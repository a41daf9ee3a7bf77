import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type CreateSavedSearchInput, SAVED_SEARCH_LIMITS, type SavedSearch, type UpdateSavedSearchInput } from '@dockside/shared/alerts';
import { toSavedSearch } from './saved-search.mapper';
import { ListingsService } from '../listings/listings.service';
import { BoatsService } from '../boats/boats.service';
import { engineKeys } from '../listings/search/engine-keys.types';
import { normaliseSavedQuery } from './saved-search-query';
import { SavedSearchNotFoundException, SavedSearchQueryEmptyException, TooManySavedSearchesException } from './saved-searches.exception';
import { SavedSearchesRepository } from './saved-searches.repository';

/**
 * Saved searches (docs/decisions.md "Saved searches and alerts"): a user's catalogue searches with a name and an alert frequency,
 * at most SAVED_SEARCH_LIMITS.perUser each. Only the owner sees or changes one; for anyone else it does
 * not exist (404). Alerts are a later slice.
 */
@Injectable()
export class SavedSearchesService {
  constructor(
    private readonly em: EntityManager,
    private readonly repo: SavedSearchesRepository,
    private readonly listings: ListingsService,
    private readonly boats: BoatsService,
  ) {}

  async list(userId: number): Promise<SavedSearch[]> {
    return (await this.repo.findByUser(this.em, userId)).map(toSavedSearch);
  }

  /**
   * 400 INVALID_QUERY naming the parameter, 400 when nothing is searched for, 409 past the limit; 404
   * for `fits=` naming a boat that is not the user's. The engine filters are kept as the keys the
   * matching job compares (fits: the boat's engines now; the job follows the boat's later changes).
   */
  async create(userId: number, input: CreateSavedSearchInput): Promise<SavedSearch> {
    const { query, filters } = normaliseSavedQuery(input.query, (query) => this.listings.readCatalogQuery(query));
    if (query === '') throw new SavedSearchQueryEmptyException();
    const boat = filters.fitsBoatId !== undefined ? await this.boats.get(userId, filters.fitsBoatId) : null;
    const fits = boat ? { boatId: boat.id, engines: boat.engines.map(engineKeys), version: boat.version } : null;
    const engine = filters.engine ? engineKeys(filters.engine) : null;
    return this.em.transactional(async (tx) => {
      await this.repo.lockUser(tx, userId);
      if ((await this.repo.countByUser(tx, userId)) >= SAVED_SEARCH_LIMITS.perUser) throw new TooManySavedSearchesException();
      return toSavedSearch(
        await this.repo.insert(tx, userId, { name: input.name, query, frequency: input.frequency, filters, engine, fits }),
      );
    });
  }

  async update(userId: number, id: number, input: UpdateSavedSearchInput): Promise<SavedSearch> {
    const row = await this.repo.update(this.em, userId, id, input);
    if (!row) throw new SavedSearchNotFoundException();
    return toSavedSearch(row);
  }

  async remove(userId: number, id: number): Promise<void> {
    if (!(await this.repo.delete(this.em, userId, id))) throw new SavedSearchNotFoundException();
  }
}
