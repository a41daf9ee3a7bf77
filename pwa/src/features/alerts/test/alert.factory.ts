import type { Alert, AlertPushPayload } from '@dockside/shared/alerts';

let nextId = 900;

/** An alert as GET /api/alerts returns it, with overrides (`part` merged). */
export function alertFactory(overrides: Partial<Omit<Alert, 'part'>> & { part?: Partial<Alert['part']> } = {}): Alert {
  const id = overrides.id ?? nextId++;
  const { part, ...rest } = overrides;
  return {
    id,
    kind: 'search',
    createdAt: '2026-11-20T10:00:00.000Z',
    channels: ['push'],
    savedSearch: { id: 3, name: 'F115 impeller' },
    ...rest,
    part: {
      id: 42,
      title: 'Yamaha F115 impeller kit',
      price: '64.50',
      imageUrl: '/uploads/u/impeller-1280.webp',
      status: 'active',
      ...part,
    },
  };
}

/** The JSON of an alert's Web Push message, with overrides. */
export function pushPayloadFactory(overrides: Partial<AlertPushPayload> = {}): AlertPushPayload {
  return {
    alertId: 901,
    kind: 'search',
    title: 'New match for "F115 impeller"',
    body: 'Yamaha F115 impeller kit — $64.50',
    url: '/boat-parts/42',
    image: '/uploads/u/impeller-640.webp',
    tag: 'part-42',
    ...overrides,
  };
}
