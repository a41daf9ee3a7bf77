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
    ...overrides,
  };
}

/** A `fetch` stub that answers by method and path; unknown requests answer 404. */
export function stubApi(routes: Record<string, (request: Request) => Response | Promise<Response>>) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost'), init);
    const url = new URL(request.url);
    const handler = routes[`${request.method} ${url.pathname}`];
    return handler ? handler(request) : Response.json({ message: 'Not found', code: 'NOT_FOUND' }, { status: 404 });
  };
}
