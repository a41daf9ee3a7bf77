import type { SavedSearch } from '@dockside/shared/alerts';

let nextId = 1;

/** A saved search as GET /api/saved-searches returns it, with overrides. */
export function savedSearchFactory(overrides: Partial<SavedSearch> = {}): SavedSearch {
  const id = overrides.id ?? nextId++;
  return {
    id,
    name: 'Impellers',
    query: 'q=impeller&category=Engine+Parts',
    frequency: 'instant',
    paused: false,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}
