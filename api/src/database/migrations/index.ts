import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121000000Init } from './Migration20261121000000Init';
import { Migration20261121010000Accounts } from './Migration20261121010000Accounts';
import { Migration20261121020000Listings } from './Migration20261121020000Listings';
import { Migration20261121030000Community } from './Migration20261121030000Community';
import { Migration20261121040000Offline } from './Migration20261121040000Offline';
import { Migration20261121050000Search } from './Migration20261121050000Search';
import { Migration20261125000000Contact } from './Migration20261125000000Contact';
import { Migration20261125020000Chat } from './Migration20261125020000Chat';
import { Migration20261125010000NewsFeeds } from './Migration20261125010000NewsFeeds';
import { Migration20261125030000Moderation } from './Migration20261125030000Moderation';
import { Migration20261125040000Trust } from './Migration20261125040000Trust';
import { Migration20261125050000ModerationHiding } from './Migration20261125050000ModerationHiding';
import { Migration20261125060000SavedSearches } from './Migration20261125060000SavedSearches';
import { Migration20261125070000Alerts } from './Migration20261125070000Alerts';
import { Migration20261126000000AlertDelivery } from './Migration20261126000000AlertDelivery';
import { Migration20261129000000PartFitment } from './Migration20261129000000PartFitment';
import { Migration20261129010000Boats } from './Migration20261129010000Boats';
import { Migration20261129020000SavedSearchFitment } from './Migration20261129020000SavedSearchFitment';
import { Migration20261129030000FitmentIndexes } from './Migration20261129030000FitmentIndexes';

/**
 * Forward-only migrations, listed explicitly so the compiled build needs no file globbing.
 * Add each new migration at the end.
 */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261121000000Init', class: Migration20261121000000Init },
  { name: 'Migration20261121010000Accounts', class: Migration20261121010000Accounts },
  { name: 'Migration20261121020000Listings', class: Migration20261121020000Listings },
  { name: 'Migration20261121030000Community', class: Migration20261121030000Community },
  { name: 'Migration20261121040000Offline', class: Migration20261121040000Offline },
  { name: 'Migration20261121050000Search', class: Migration20261121050000Search },
  { name: 'Migration20261125000000Contact', class: Migration20261125000000Contact },
  { name: 'Migration20261125010000NewsFeeds', class: Migration20261125010000NewsFeeds },
  { name: 'Migration20261125020000Chat', class: Migration20261125020000Chat },
  { name: 'Migration20261125030000Moderation', class: Migration20261125030000Moderation },
  { name: 'Migration20261125040000Trust', class: Migration20261125040000Trust },
  { name: 'Migration20261125050000ModerationHiding', class: Migration20261125050000ModerationHiding },
  { name: 'Migration20261125060000SavedSearches', class: Migration20261125060000SavedSearches },
  { name: 'Migration20261125070000Alerts', class: Migration20261125070000Alerts },
  { name: 'Migration20261126000000AlertDelivery', class: Migration20261126000000AlertDelivery },
  { name: 'Migration20261129000000PartFitment', class: Migration20261129000000PartFitment },
  { name: 'Migration20261129010000Boats', class: Migration20261129010000Boats },
  { name: 'Migration20261129020000SavedSearchFitment', class: Migration20261129020000SavedSearchFitment },
  { name: 'Migration20261129030000FitmentIndexes', class: Migration20261129030000FitmentIndexes },
];
