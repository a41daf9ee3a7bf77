import { Migration } from '@mikro-orm/migrations';

/**
 * The news feed reader (docs/decisions.md "Community"):
 * - news_feeds: one row per feed URL ever configured in NEWS_FEEDS (`configured` = in the current file),
 *   with the conditional-GET validators (etag, last_modified), the outcome of the last fetch (time,
 *   status, HTTP status, error, new items) and the failure backoff (consecutive_failures, next_fetch_at).
 * - news_items.feed_id: which feed brought the item (NULL = seeded); news_items.guid_key: the dedup key of
 *   the item's guid (see decisions.md); `link` (already UNIQUE) holds the normalised link, so an item is
 *   stored once whichever of the two it repeats, across polls and across feeds.
 */
export class Migration20261125010000NewsFeeds extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE news_feeds (
        id serial PRIMARY KEY,
        url varchar(2048) NOT NULL UNIQUE,
        source varchar(100) NOT NULL,
        category varchar(60) NULL,
        configured boolean NOT NULL DEFAULT true,
        etag varchar(512) NULL,
        last_modified varchar(100) NULL,
        last_fetched_at timestamptz NULL,
        last_success_at timestamptz NULL,
        last_status varchar(12) NULL CHECK (last_status IN ('ok', 'not-modified', 'failed')),
        last_http_status integer NULL,
        last_error text NULL,
        last_new_items integer NOT NULL DEFAULT 0,
        consecutive_failures integer NOT NULL DEFAULT 0,
        next_fetch_at timestamptz NOT NULL DEFAULT now(),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );`);
    this.addSql(`ALTER TABLE news_items ADD COLUMN feed_id integer NULL REFERENCES news_feeds (id) ON DELETE SET NULL;`);
    this.addSql(`ALTER TABLE news_items ADD COLUMN guid_key varchar(2048) NULL;`);
    this.addSql(`CREATE UNIQUE INDEX news_items_guid_key ON news_items (guid_key);`);
    this.addSql(`CREATE INDEX news_items_feed ON news_items (feed_id) WHERE deleted_at IS NULL;`);
  }
}
