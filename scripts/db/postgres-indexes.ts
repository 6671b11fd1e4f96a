/**
 * Lets FerretDB's equality filters use an index on PostgreSQL.
 *
 * FerretDB 1.24 stores each document as one `jsonb` column and creates a collection's index on a field as a
 * btree on `(_jsonb -> 'field')`, but it pushes an equality filter down as jsonb containment,
 * `_jsonb -> 'field' @> '"value"'`, which a btree cannot answer: every lookup by phone (and by `_id`) read
 * the whole table. This adds, in the cluster's FerretDB database, a GIN "companion" on the same expression
 * to every single-field btree index FerretDB creates (an event trigger, so indexes the services create at
 * any time get one), drops it with its index, and gives one at every start to indexes that lack it (a
 * cluster made before this existed). The btree stays: it enforces `unique` and serves sorts.
 *
 * The companions are made without GIN's "fast update" (fastupdate = off): with it, every update of a row
 * appends to the index's pending list, which each lookup then reads in full until a vacuum merges it, so
 * an import updating thousands of guests got slower with every update (an update by `_id` took more than
 * twice as long with the pending list: scripts/db/postgres-indexes.int.test.ts checks the setting,
 * bench/guests-import-repeat.ts the import). A companion made before gets it at the next start, its pending
 * list merged.
 *
 * Why: FerretDB 1.24 on PostgreSQL answers an equality filter with jsonb containment, which its own btree
 * indexes cannot serve; every lookup read the whole table.
 * On MongoDB: an index on the field serves the equality filter; nothing like this is needed.
 * On a replica set: not loaded (it runs only when FerretDB on PostgreSQL is the engine); can be dropped
 * with FerretDB.
 */

/** The companion's name: the index's (cut so the suffix fits PostgreSQL's 63 bytes) + `_gin`. */
const COMPANION = `left(%s, 59) || '_gin'`;

export const GIN_COMPANIONS_SQL = `
CREATE OR REPLACE FUNCTION public.wedding_gin_companion(idx oid) RETURNS void
LANGUAGE plpgsql AS $fn$
DECLARE
  info record;
  field text;
  companion text;
BEGIN
  SELECT c.relname AS name, n.nspname AS schema, i.indrelid AS tbl, i.indnatts AS columns, am.amname AS method
    INTO info
    FROM pg_index i
    JOIN pg_class c ON c.oid = i.indexrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_am am ON am.oid = c.relam
   WHERE i.indexrelid = idx;
  IF info IS NULL OR info.method <> 'btree' OR info.columns <> 1
     OR info.schema IN ('pg_catalog', 'information_schema', 'pg_toast', 'public') THEN
    RETURN;
  END IF;
  -- FerretDB's single-field index: ((_jsonb -> 'field'::text)); dotted paths (#>), compound indexes and
  -- FerretDB's own metadata tables are left alone
  IF (SELECT relname FROM pg_class WHERE oid = info.tbl) LIKE '\\_ferretdb\\_%' THEN
    RETURN;
  END IF;
  field := substring(pg_get_indexdef(idx, 1, false) FROM '^\\(\\(_jsonb -> (''(?:[^'']|'''')*'')::text\\)\\)$');
  IF field IS NULL THEN
    RETURN;
  END IF;
  companion := ${COMPANION.replace('%s', 'info.name')};
  EXECUTE format('CREATE INDEX IF NOT EXISTS %I ON %s USING gin ((_jsonb -> %s)) WITH (fastupdate = off)',
                 companion, info.tbl::regclass, field);
  -- a companion made with the default fastupdate: turned off, and its pending list moved into the index
  IF NOT EXISTS (SELECT 1 FROM pg_class
                  WHERE relname = companion AND relnamespace = info.schema::regnamespace
                    AND 'fastupdate=off' = ANY (coalesce(reloptions, '{}'))) THEN
    EXECUTE format('ALTER INDEX %I.%I SET (fastupdate = off)', info.schema, companion);
    PERFORM gin_clean_pending_list(format('%I.%I', info.schema, companion)::regclass);
  END IF;
END
$fn$;

CREATE OR REPLACE FUNCTION public.wedding_gin_companions_created() RETURNS event_trigger
LANGUAGE plpgsql AS $fn$
DECLARE
  created record;
BEGIN
  FOR created IN SELECT objid FROM pg_event_trigger_ddl_commands() WHERE object_type = 'index' LOOP
    PERFORM public.wedding_gin_companion(created.objid);
  END LOOP;
END
$fn$;

CREATE OR REPLACE FUNCTION public.wedding_gin_companions_dropped() RETURNS event_trigger
LANGUAGE plpgsql AS $fn$
DECLARE
  dropped record;
BEGIN
  FOR dropped IN SELECT schema_name, object_name FROM pg_event_trigger_dropped_objects()
                  WHERE object_type = 'index' AND original AND object_name NOT LIKE '%\\_gin' LOOP
    EXECUTE format('DROP INDEX IF EXISTS %I.%I', dropped.schema_name, ${COMPANION.replace('%s', 'dropped.object_name')});
  END LOOP;
END
$fn$;

DO $do$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_event_trigger WHERE evtname = 'wedding_gin_companions_created') THEN
    CREATE EVENT TRIGGER wedding_gin_companions_created ON ddl_command_end WHEN TAG IN ('CREATE INDEX')
      EXECUTE FUNCTION public.wedding_gin_companions_created();
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_event_trigger WHERE evtname = 'wedding_gin_companions_dropped') THEN
    CREATE EVENT TRIGGER wedding_gin_companions_dropped ON sql_drop WHEN TAG IN ('DROP INDEX')
      EXECUTE FUNCTION public.wedding_gin_companions_dropped();
  END IF;
END
$do$;

DO $do$
BEGIN
  PERFORM public.wedding_gin_companion(indexrelid) FROM pg_index;
END
$do$;
`;
