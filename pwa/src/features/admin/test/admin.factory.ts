import type { AdminUser, AuditEntry, ModerationQueueItem, ReportGroup } from '@dockside/shared/moderation';

let nextId = 500;

/** A listing of GET /api/admin/moderation; override what a test is about. */
export function queueItemFactory(overrides: Partial<ModerationQueueItem> = {}): ModerationQueueItem {
  const id = overrides.id ?? nextId++;
  return {
    id,
    title: `Bronze propeller ${id}`,
    description: 'A three-blade bronze propeller, 14 inch.',
    category: 'Propellers',
    price: '45.00',
    imageUrls: [`/uploads/u/prop-${id}-1280.webp`],
    userId: 7,
    sellerUsername: 'quick_seller',
    status: 'active',
    moderationStatus: 'review',
    approvalStatus: 'pending',
    moderationNotes: 'Automatic check: price far below its category',
    rejectionReason: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** One item's open reports of GET /api/admin/reports. */
export function reportGroupFactory(overrides: Partial<ReportGroup> = {}): ReportGroup {
  const id = overrides.id ?? nextId++;
  return {
    id,
    reportIds: [id],
    targetType: 'listing',
    targetId: 42,
    title: 'Cheap outboard, pay by gift card',
    content: null,
    ownerId: 7,
    ownerUsername: 'quick_seller',
    reasons: ['scam'],
    notes: ['Asks for Western Union payment'],
    count: 1,
    hidden: false,
    firstReportedAt: '2026-11-20T10:00:00.000Z',
    lastReportedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** A row of GET /api/admin/users. */
export function adminUserFactory(overrides: Partial<AdminUser> = {}): AdminUser {
  const id = overrides.id ?? nextId++;
  return {
    id,
    username: `sailor_${id}`,
    fullName: `Sailor ${id}`,
    email: `sailor_${id}@example.com`,
    role: 'member',
    createdAt: '2026-10-01T09:00:00.000Z',
    suspendedAt: null,
    suspensionReason: null,
    ...overrides,
  };
}

/** A row of GET /api/admin/audit. */
export function auditEntryFactory(overrides: Partial<AuditEntry> = {}): AuditEntry {
  const id = overrides.id ?? nextId++;
  return {
    id,
    actorId: 3,
    actorUsername: 'harbour_mod',
    action: 'listing.reject',
    targetType: 'listing',
    targetId: '42',
    reason: 'Scam',
    details: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** The calls a stubbed fetch received, as 'METHOD /path' with the JSON body. */
export function apiCalls(fetchMock: { mock: { calls: unknown[][] } }) {
  return fetchMock.mock.calls.map((args) => {
    const [input, init] = args as [RequestInfo | URL, RequestInit | undefined];
    return {
      call: `${init?.method ?? 'GET'} ${String(input)}`,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
  });
}
