import Dexie, { liveQuery, type EntityTable, type Table } from 'dexie';
import type { BoatPart, SavedPart } from '@dockside/shared/listings';
import type { ExpertQuestion, Member, QuestionDetail } from '@dockside/shared/community';
import type { Boat } from '@dockside/shared/fitment';
import type { OutboxItem } from '../sync/outbox.types';
import { DATABASE_NAME, FACETS_COMPLETE, FITMENT_KEYS_COMPLETE } from './db.constants';
import { databaseLoaded } from './device';
import { toPartRow, type PartRow } from './part-row';

// Screens reach this module through ./device.ts (loaded on use), and read it live with this.
export { liveQuery };

/**
 * The device's copy of server data and the user's unsent work (docs/architecture.md §5.2, §6). Screens read it
 * through `useLiveQuery`; fetches and the sync engine write it. Nothing here is the truth about the
 * server — it is what the user last saw, plus what they have not sent yet (drafts, photos, outbox). Screens
 * load it through `./device.ts` (`useDeviceQuery`, `deviceDatabase`), so a first visit hydrates without it.
 */

/** A GET answer as a screen shows it, by URL (plus `#user-<id>` for private lists). */
export interface QueryRow {
  key: string;
  data: unknown;
  /** When the answer arrived (ms since epoch). */
  fetchedAt: number;
  /** Set when a change elsewhere made it outdated: the next reader refetches, showing it meanwhile. */
  invalidated: boolean;
  /** When it was last invalidated: each invalidation is a new value, so a reader notices one that follows another. */
  invalidatedAt?: number;
  /** Private to this user (cleared at sign-out); absent for public data. */
  userId?: number;
}

/** A saved part of one user, kept whole so the Saved Parts tab and its photos open offline. */
export interface SavedPartRow extends SavedPart {
  userId: number;
}

/** One of the signed-in user's boats (My Boat), as the server last sent it or as edited on the device. */
export interface BoatRow extends Boat {
  userId: number;
}

/** A question with its answers, as its page last showed it. */
export interface QuestionDetailRow extends QuestionDetail {
  id: number;
  fetchedAt: number;
}

export interface PartDetailRow extends BoatPart {
  fetchedAt: number;
}

/** A news item (spec §3). */
export interface NewsRow {
  id: number;
  title: string;
  description: string;
  link: string;
  pubDate: string;
  source: string;
  category: string;
}

/** A listing form in progress (create or edit), saved as the user types so nothing is lost. */
export interface DraftRow {
  /** `create:<userId>` or `edit:<userId>:<partId>`. */
  id: string;
  userId: number;
  values: Record<string, unknown>;
  updatedAt: number;
}

/** A photo taken for a listing while it could not be uploaded (compressed on the device). */
export interface PhotoRow {
  id: string;
  userId: number;
  blob: Blob;
  fileName: string;
  createdAt: number;
}

export interface SyncCursorRow {
  /** `<collection>:<userId|public>` */
  key: string;
  token: string;
  pulledAt: number;
}

/** A fact about the device's own data (not the server's), by name: see FRESH_DEVICE_META. */
export interface MetaRow {
  key: string;
  value: unknown;
}

/**
 * What a new database knows about itself (written when it is created): every part has its facets and its
 * fitment and part-number keys, since there are none yet and every write gives them (facets-backfill.ts,
 * fitment-keys-backfill.ts).
 */
export const FRESH_DEVICE_META: readonly MetaRow[] = [
  { key: FACETS_COMPLETE, value: true },
  { key: FITMENT_KEYS_COMPLETE, value: true },
];

export class DocksideDatabase extends Dexie {
  queries!: EntityTable<QueryRow, 'key'>;
  parts!: EntityTable<PartRow, 'id'>;
  partDetails!: EntityTable<PartDetailRow, 'id'>;
  savedParts!: Table<SavedPartRow, [number, number]>;
  news!: EntityTable<NewsRow, 'id'>;
  questions!: EntityTable<ExpertQuestion, 'id'>;
  questionDetails!: EntityTable<QuestionDetailRow, 'id'>;
  members!: EntityTable<Member, 'id'>;
  drafts!: EntityTable<DraftRow, 'id'>;
  photos!: EntityTable<PhotoRow, 'id'>;
  outbox!: EntityTable<OutboxItem, 'id'>;
  syncCursors!: EntityTable<SyncCursorRow, 'key'>;
  meta!: EntityTable<MetaRow, 'key'>;
  boats!: EntityTable<BoatRow, 'id'>;

  constructor(name = DATABASE_NAME) {
    super(name);
    for (const { version, stores, upgrade } of SCHEMA_VERSIONS) {
      const declared = this.version(version).stores(stores);
      if (upgrade) declared.upgrade(upgrade);
    }
    this.on('populate', (tx) => tx.table('meta').bulkAdd([...FRESH_DEVICE_META]));
  }
}

/**
 * Every schema version, oldest first; never edit a shipped one — add the next with its upgrade
 * (Dexie runs each upgrade in turn for a device that skipped versions).
 */
export const SCHEMA_VERSIONS: ReadonlyArray<{
  version: number;
  stores: Record<string, string | null>;
  upgrade?: Parameters<ReturnType<Dexie['version']>['upgrade']>[0];
}> = [
  {
    version: 1,
    stores: {
      queries: '&key, userId',
      parts: '&id, updatedAt, createdAt, price, category',
      partDetails: '&id, userId',
      savedParts: '&[userId+id], userId, savedAt',
      news: '&id, pubDate, category',
      questions: '&id, updatedAt, category',
      questionDetails: '&id',
      members: '&id',
      drafts: '&id, userId, updatedAt',
      photos: '&id, userId',
      outbox: '&id, seq, userId, status',
      syncCursors: '&key',
    },
  },
  {
    // 2: outbox items are read per user in order (the pending badge, My Listings), and photos per draft.
    version: 2,
    stores: { outbox: '&id, seq, userId, status, [userId+seq]', photos: '&id, userId, createdAt' },
    upgrade: async (tx) => {
      // Items queued by version 1 had no attempt counter.
      await tx
        .table('outbox')
        .toCollection()
        .modify((item: Partial<OutboxItem>) => {
          item.attempts ??= 0;
        });
    },
  },
  {
    // 3 (docs/architecture.md §6.2): an offline catalogue page is one walk down an index in the order it shows — newest
    // first, or by price, each also within one category — and a search starts from a words index. The
    // keys are written by toPartRow; rows already on the device get them here.
    version: 3,
    stores: {
      parts:
        '&id, updatedAt, createdAt, price, category, [visible+createdAt], [visible+priceNum], [visible+category+createdAt], [visible+category+priceNum], *headWords, *words',
    },
    upgrade: async (tx) => {
      await tx
        .table('parts')
        .toCollection()
        .modify((row: BoatPart, ref: { value: PartRow }) => {
          ref.value = toPartRow(row);
        });
    },
  },
  {
    // 4 (docs/architecture.md §6.5): the cache cap evicts the parts seen longest ago, walking this index from the oldest.
    // Rows already on the device count as seen when they last changed (or now, lacking that).
    version: 4,
    stores: {
      parts:
        '&id, updatedAt, createdAt, price, category, [visible+createdAt], [visible+priceNum], [visible+category+createdAt], [visible+category+priceNum], *headWords, *words, seenAt',
    },
    upgrade: async (tx) => {
      const now = Date.now();
      await tx
        .table('parts')
        .toCollection()
        .modify((row: PartRow) => {
          row.seenAt = Date.parse(row.updatedAt) || now;
        });
    },
  },
  {
    // 5 (docs/architecture.md §6.2): a filter the order's indexes do not hold (brand, condition, featured, location) finds
    // its parts through one multi-entry index of their values, instead of walking every part for a rare
    // one. No upgrade: rewriting every row would hold the database closed (seconds for thousands of parts);
    // rows already on the device get their keys after the first paint (facets-backfill.ts).
    version: 5,
    stores: {
      parts:
        '&id, updatedAt, createdAt, price, category, [visible+createdAt], [visible+priceNum], [visible+category+createdAt], [visible+category+priceNum], *headWords, *words, seenAt, *facets',
    },
  },
  {
    // 6: facts about the device's own data (MetaRow), so that an app start need not count every part to
    // learn them again — first, that every part has its facets (facets-backfill.ts). A device updated from
    // an earlier version starts without them: their absence is the safe way (the backfill checks, then sets).
    version: 6,
    stores: { meta: '&key' },
  },
  {
    // 7: the user's boats (My Boat), private like saved parts: cleared at sign-out by userId.
    version: 7,
    stores: { boats: '&id, userId' },
  },
  {
    // 8 (docs/architecture.md §6.2): the fitment filter reads the parts stated for an engine make newest first
    // (`fitMakes`), and the part-number lookup finds parts by any key of their numbers (`pnKeys`). No upgrade,
    // as in version 5: rows already on the device get their keys after the first paint (fitment-keys-backfill.ts).
    version: 8,
    stores: {
      parts:
        '&id, updatedAt, createdAt, price, category, [visible+createdAt], [visible+priceNum], [visible+category+createdAt], [visible+category+priceNum], *headWords, *words, seenAt, *facets, *fitMakes, *pnKeys',
    },
  },
];

export const db = new DocksideDatabase();

// However this module was loaded, the screens' way to it (./device.ts) knows it is in.
databaseLoaded({ db, liveQuery });
