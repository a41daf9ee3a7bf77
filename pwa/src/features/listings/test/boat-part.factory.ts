import type { BoatPart } from '@dockside/shared/listings';

let nextId = 100;

/** A listing as the API returns it; override what a test is about. */
export function boatPartFactory(overrides: Partial<BoatPart> = {}): BoatPart {
  const id = overrides.id ?? nextId++;
  return {
    id,
    title: `Yamaha F150 outboard ${id}`,
    description: 'Low hours, serviced last spring, runs perfectly. Comes with the remote control box.',
    category: 'Engines & Motors',
    condition: 'Used - Good',
    price: '4500.00',
    brand: 'Yamaha',
    model: 'F150',
    year: 2015,
    location: 'Annapolis, MD',
    userId: 7,
    contactEmail: 'seller@example.com',
    contactPhone: null,
    websiteUrl: null,
    imageUrls: [`/uploads/u7/part-${id}-1280.webp`],
    createdAt: '2026-03-14T10:00:00.000Z',
    updatedAt: '2026-03-14T10:00:00.000Z',
    status: 'active',
    featured: false,
    moderationStatus: 'pending',
    approvalStatus: 'pending',
    version: 1,
    fitment: [],
    specs: [],
    partNumbers: [],
    ...overrides,
  };
}

/** The one `fetch` stub of the PWA's tests (src/test/stub-api.ts), re-exported for the listings specs. */
export { stubApi } from '@/test/stub-api';
