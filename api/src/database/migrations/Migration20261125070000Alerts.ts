import { Migration } from '@mikro-orm/migrations';

/** The catalogue's visibility (PUBLIC_WHERE in listing.entity.ts) for a row alias — word for word. */
export const isPublic = (a: string) =>
  `(${a}.status = 'active' OR (${a}.status = 'sold' AND ${a}.sold_at IS NOT NULL AND NOT ${a}.sold_expired)) AND ${a}.deleted_at IS NULL AND ${a}.moderation_status IN ('pending', 'approved') AND ${a}.approval_status <> 'rejected' AND NOT ${a}.seller_suspended`;

/**
 * Saved-search matching and alerts (docs/decisions.md "Saved searches and alerts"):
 * - saved_searches.tsq: what the search matches in search_vector — the catalogue's full-text query of q
 *   OR its typo query (each word of 4+ characters that is not in search_words OR-ed with its closest
 *   dictionary words; TYPO_* of search-text.ts: 4 characters, 3 alternatives, 0.1 margin).
 *   Both columns are set by a BEFORE trigger when a search is saved or its filters change.
 * - saved_searches.anchor: keys one of which a matching listing must have (saved_search_anchor); a GIN
 *   index finds a listing's candidate searches from its keys (listing_match_keys), which are then
 *   verified with tsq and the filters.
 * - listing_publications: a queue of listings that became public (inserted public, or changed from not
 *   public to public), filled by statement triggers, emptied by the 'saved-search-matching' job.
 * - alerts: one 'search' alert per user and listing.
 */
export class Migration20261125070000Alerts extends Migration {
  override async up(): Promise<void> {
    // The lexemes of a tsquery (from its text form: quoted, inner quotes doubled).
    this.addSql(`
      CREATE FUNCTION tsquery_lexemes(query tsquery) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT coalesce(array_agg(DISTINCT replace(m[1], '''''', '''')), '{}')
          FROM regexp_matches(query::text, '''((?:[^'']|'''')*)''', 'g') AS m
      $$;`);
    // The catalogue's typo corrections (CatalogSearchRepository.correctedQuery), word by word in order.
    this.addSql(`
      CREATE FUNCTION search_typo_groups(text_in text) RETURNS TABLE (word text, corrections text[])
        LANGUAGE sql STABLE AS $$
          SELECT w.word,
                 coalesce((SELECT array_agg(a ORDER BY i) FROM unnest(c.alternatives, c.similarities) WITH ORDINALITY AS x(a, s, i)
                            WHERE s >= c.similarities[1] - 0.1 - 1e-9), '{}')
            FROM (SELECT t.word, min(t.n) AS n FROM regexp_split_to_table(text_in, '[[:space:][:punct:]]+') WITH ORDINALITY AS t(word, n)
                   WHERE t.word <> '' GROUP BY t.word) w
            LEFT JOIN LATERAL (
              SELECT array_agg(d.word ORDER BY d.distance, d.word) AS alternatives,
                     array_agg(1 - d.distance ORDER BY d.distance, d.word) AS similarities
                FROM (SELECT s.word, s.word <-> w.word AS distance FROM search_words s
                       WHERE length(w.word) >= 4 AND s.word % w.word
                         AND NOT EXISTS (SELECT 1 FROM search_words known WHERE known.word = w.word)
                       ORDER BY s.word <-> w.word LIMIT 3) d) c ON true
           ORDER BY w.n
        $$;`);
    // tsq and anchor of a saved search; the anchor falls back to filter keys when q requires no word.
    this.addSql(`
      CREATE FUNCTION saved_search_match(q text, categories text[], conditions text[], brand text, OUT tsq tsquery, OUT anchor text[])
        LANGUAGE plpgsql STABLE AS $$
        DECLARE
          plain tsquery;
          typo text;
          corrected tsquery;
          grp tsquery;
          best_group text[];
          best_length int := -1;
          r record;
          c text;
        BEGIN
          anchor := NULL;
          IF q IS NOT NULL AND q <> '' THEN
            plain := websearch_to_tsquery('english', q);
            tsq := plain;
            typo := lower(trim(q));
            IF length(typo) >= 4 AND position('"' IN typo) = 0 AND typo !~ '(^|\\s)-' AND typo !~ '(^|\\s)or(\\s|$)' THEN
              FOR r IN SELECT * FROM search_typo_groups(typo) LOOP
                grp := plainto_tsquery('english', r.word);
                FOREACH c IN ARRAY r.corrections LOOP
                  grp := grp || plainto_tsquery('english', c);
                END LOOP;
                corrected := CASE WHEN corrected IS NULL THEN grp ELSE corrected && grp END;
                IF length(r.word) > best_length AND cardinality(tsquery_lexemes(grp)) > 0 THEN
                  best_length := length(r.word);
                  best_group := tsquery_lexemes(grp);
                END IF;
              END LOOP;
              -- Without operators every lexeme of the full-text query is required: its longest one anchors
              -- it, the longest word's group (with corrections) anchors the typo query.
              anchor := ARRAY(SELECT l FROM unnest(tsquery_lexemes(plain)) l ORDER BY length(l) DESC, l LIMIT 1);
              IF EXISTS (SELECT 1 FROM search_typo_groups(typo) g WHERE cardinality(g.corrections) > 0) THEN
                tsq := plain || corrected;
                anchor := anchor || coalesce(best_group, '{}');
              END IF;
            ELSIF NOT (''::tsvector @@ plain) THEN
              -- Operators (phrase, -word, or): a listing without any of the query's lexemes matches as an
              -- empty document would, which this query does not.
              anchor := tsquery_lexemes(plain);
            END IF;
          END IF;
          IF anchor IS NULL THEN
            anchor := CASE
              WHEN cardinality(categories) > 0 THEN ARRAY(SELECT 'category ' || x FROM unnest(categories) x)
              WHEN brand IS NOT NULL THEN ARRAY['brand ' || lower(brand)]
              WHEN cardinality(conditions) > 0 THEN ARRAY(SELECT 'condition ' || x FROM unnest(conditions) x)
              ELSE ARRAY['*'] END;
          END IF;
        END
      $$;`);
    // A listing's keys: its lexemes, and (with a space, which no lexeme has) its filter values; '*' for all.
    this.addSql(`
      CREATE FUNCTION listing_match_keys(search_vector tsvector, category text, condition text, brand text) RETURNS text[]
        LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
          SELECT tsvector_to_array(search_vector)
                 || ARRAY['*', 'category ' || category, 'condition ' || condition, 'brand ' || coalesce(lower(brand), '')]
        $$;`);

    this.addSql(`ALTER TABLE saved_searches ADD COLUMN tsq tsquery NULL, ADD COLUMN anchor text[] NOT NULL DEFAULT '{}';`);
    this.addSql(`
      UPDATE saved_searches s SET tsq = m.tsq, anchor = m.anchor
        FROM saved_searches x CROSS JOIN LATERAL saved_search_match(x.q, x.categories, x.conditions, x.brand) m
       WHERE x.id = s.id;`);
    this.addSql(`CREATE INDEX saved_searches_anchor ON saved_searches USING gin (anchor);`);
    // Computed by the database when a search is saved or its filters change, whoever writes the row.
    this.addSql(`
      CREATE FUNCTION saved_searches_match_columns() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          SELECT m.tsq, m.anchor INTO NEW.tsq, NEW.anchor FROM saved_search_match(NEW.q, NEW.categories, NEW.conditions, NEW.brand) m;
          RETURN NEW;
        END
      $$;`);
    this.addSql(`
      CREATE TRIGGER saved_searches_match_columns BEFORE INSERT OR UPDATE OF q, categories, conditions, brand ON saved_searches
        FOR EACH ROW EXECUTE FUNCTION saved_searches_match_columns();`);

    this.addSql(`
      CREATE TABLE listing_publications (
        id bigserial PRIMARY KEY,
        part_id integer NOT NULL,
        published_at timestamptz NOT NULL DEFAULT now()
      );`);
    // Only while someone has a saved search: alerts go to searches saved before the listing became public.
    this.addSql(`
      CREATE FUNCTION listing_publications_insert() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF EXISTS (SELECT 1 FROM saved_searches) THEN
            INSERT INTO listing_publications (part_id) SELECT p.id FROM changed p WHERE ${isPublic('p')};
          END IF;
          RETURN NULL;
        END
      $$;`);
    this.addSql(`
      CREATE FUNCTION listing_publications_update() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF EXISTS (SELECT 1 FROM saved_searches) THEN
            INSERT INTO listing_publications (part_id)
              SELECT p.id FROM changed p JOIN previous o ON o.id = p.id WHERE ${isPublic('p')} AND NOT (${isPublic('o')});
          END IF;
          RETURN NULL;
        END
      $$;`);
    this.addSql(`
      CREATE TRIGGER boat_parts_publications_insert AFTER INSERT ON boat_parts
        REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION listing_publications_insert();`);
    this.addSql(`
      CREATE TRIGGER boat_parts_publications_update AFTER UPDATE ON boat_parts
        REFERENCING OLD TABLE AS previous NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION listing_publications_update();`);

    this.addSql(`
      CREATE TABLE alerts (
        id bigserial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        part_id integer NOT NULL REFERENCES boat_parts (id) ON DELETE CASCADE,
        saved_search_id integer NULL REFERENCES saved_searches (id) ON DELETE SET NULL,
        kind varchar(20) NOT NULL CHECK (kind IN ('search', 'price-drop')),
        channels text[] NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now()
      );`);
    // One search alert per user and listing, however many searches match; price drops may repeat later.
    this.addSql(`CREATE UNIQUE INDEX alerts_one_search ON alerts (user_id, part_id) WHERE kind = 'search';`);
    this.addSql(`CREATE INDEX alerts_user ON alerts (user_id, id DESC);`);
    this.addSql(`CREATE INDEX alerts_saved_search ON alerts (saved_search_id) WHERE saved_search_id IS NOT NULL;`);
  }
}
