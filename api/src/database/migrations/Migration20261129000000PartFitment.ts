import { Migration } from '@mikro-orm/migrations';

/**
 * What a part fits and its numbers (docs/decisions.md "Fitment", docs/architecture.md §4.7):
 * - boat_parts.fitment / specs / part_numbers (jsonb): the listing's rows as written, each fitment row and
 *   part number with the keys it is searched by (`match`, `keys`; the API's responses leave them out);
 * - part_fitment, part_number_keys: the same rows unpacked for the catalogue's indexes. Statement
 *   triggers rebuild a listing's rows from its jsonb in the transaction that wrote it, so the two never
 *   disagree, and a bulk insert (seed, benchmark) costs one pass, not one trigger call per listing.
 * Keys are text in byte order (COLLATE "C"): serial keys are compared with < and >, part-number keys for equality.
 */
export class Migration20261129000000PartFitment extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      ALTER TABLE boat_parts
        ADD COLUMN fitment jsonb NOT NULL DEFAULT '[]',
        ADD COLUMN specs jsonb NOT NULL DEFAULT '[]',
        ADD COLUMN part_numbers jsonb NOT NULL DEFAULT '[]';`);
    this.addSql(`
      CREATE TABLE part_fitment (
        part_id integer NOT NULL REFERENCES boat_parts (id) ON DELETE CASCADE,
        position smallint NOT NULL,
        make_key text COLLATE "C" NOT NULL,
        model_tokens text[] NOT NULL DEFAULT '{}',
        hp_from numeric NULL,
        hp_to numeric NULL,
        year_from integer NULL,
        year_to integer NULL,
        serial_from_key text COLLATE "C" NULL,
        serial_to_key text COLLATE "C" NULL,
        PRIMARY KEY (part_id, position)
      );`);
    this.addSql(`CREATE INDEX part_fitment_make ON part_fitment (make_key, part_id);`);
    this.addSql(`
      CREATE TABLE part_number_keys (
        part_id integer NOT NULL REFERENCES boat_parts (id) ON DELETE CASCADE,
        position smallint NOT NULL,
        key text COLLATE "C" NOT NULL,
        normalized text COLLATE "C" NOT NULL,
        relation varchar(16) NOT NULL CHECK (relation IN ('own', 'supersedes', 'cross-reference')),
        PRIMARY KEY (part_id, position, key)
      );`);
    this.addSql(`CREATE INDEX part_number_keys_key ON part_number_keys (key, part_id);`);
    this.addSql(`CREATE INDEX part_number_keys_normalized ON part_number_keys (normalized, relation, part_id);`);

    // One statement for both tables, from the rows a statement wrote (changed rows only, on update).
    const unpack = (rows: string) => `
      INSERT INTO part_fitment (part_id, position, make_key, model_tokens, hp_from, hp_to, year_from, year_to, serial_from_key, serial_to_key)
        SELECT r.id, (f.n - 1)::smallint, f.value #>> '{match,make}',
               COALESCE(ARRAY(SELECT jsonb_array_elements_text(f.value #> '{match,model}')), '{}'),
               (f.value ->> 'hpFrom')::numeric, (f.value ->> 'hpTo')::numeric,
               (f.value ->> 'yearFrom')::integer, (f.value ->> 'yearTo')::integer,
               f.value #>> '{match,serialFrom}', f.value #>> '{match,serialTo}'
          FROM ${rows} r CROSS JOIN LATERAL jsonb_array_elements(r.fitment) WITH ORDINALITY AS f(value, n);
      INSERT INTO part_number_keys (part_id, position, key, normalized, relation)
        SELECT DISTINCT r.id, (pn.n - 1)::smallint, k.key, pn.value ->> 'normalized', pn.value ->> 'relation'
          FROM ${rows} r CROSS JOIN LATERAL jsonb_array_elements(r.part_numbers) WITH ORDINALITY AS pn(value, n)
               CROSS JOIN LATERAL jsonb_array_elements_text(pn.value -> 'keys') AS k(key);`;
    this.addSql(`
      CREATE FUNCTION dockside_part_fitment_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${unpack(`(SELECT id, fitment, part_numbers FROM new_rows WHERE fitment <> '[]' OR part_numbers <> '[]')`)}
        RETURN NULL;
      END $$;`);
    const changed = `(SELECT n.id, n.fitment, n.part_numbers FROM new_rows n JOIN old_rows o ON o.id = n.id
                       WHERE n.fitment IS DISTINCT FROM o.fitment OR n.part_numbers IS DISTINCT FROM o.part_numbers)`;
    this.addSql(`
      CREATE FUNCTION dockside_part_fitment_updated() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM part_fitment WHERE part_id IN (SELECT id FROM ${changed} c);
        DELETE FROM part_number_keys WHERE part_id IN (SELECT id FROM ${changed} c);
        ${unpack(changed)}
        RETURN NULL;
      END $$;`);
    this.addSql(`
      CREATE TRIGGER boat_parts_fitment_inserted AFTER INSERT ON boat_parts REFERENCING NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION dockside_part_fitment_inserted();`);
    this.addSql(`
      CREATE TRIGGER boat_parts_fitment_updated AFTER UPDATE ON boat_parts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION dockside_part_fitment_updated();`);
  }
}
