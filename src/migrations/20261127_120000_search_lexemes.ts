import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The search document carried each profile's two tsvectors and word list inline (~4 KB a row), so every
// search read thousands of wide rows, ranked each with ts_rank, and carried them into the count. Now
// `consultant_search.lexemes` numbers every word ('simple' dictionary) and German stem of all profiles
// (never removed, as the vocabulary before), and each document holds its profile's lexemes as a sorted
// integer array (~180 numbers, ~800 bytes, stored in the row) behind a GIN index. A search term becomes the
// numbers of the lexemes it starts (btree range on the C-collated vocabulary) or closely resembles
// (trigram index), and a profile matches when its array overlaps them: any per-row check reads a small
// inline array, never TOASTed text, whichever plan the planner picks. The lexemes live in the document
// itself (not a table of their own) so that a search needs no join to read what it filters and orders
// by. `consultant_search.words` stays, as a view of the words.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS consultant_search.lexemes (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    stemmed boolean NOT NULL,
    lexeme text COLLATE "C" NOT NULL,
    UNIQUE (stemmed, lexeme)
  );
  CREATE INDEX IF NOT EXISTS lexemes_trgm_idx ON consultant_search.lexemes USING gist (lexeme gist_trgm_ops)
    WHERE NOT stemmed;
  DROP TABLE consultant_search.words;
  CREATE VIEW consultant_search.words AS SELECT lexeme AS word FROM consultant_search.lexemes WHERE NOT stemmed;
  DROP INDEX IF EXISTS consultant_search.documents_simple_idx;
  DROP INDEX IF EXISTS consultant_search.documents_german_idx;
  DROP INDEX IF EXISTS consultant_search.documents_words_idx;
  ALTER TABLE consultant_search.documents DROP COLUMN simple, DROP COLUMN german, DROP COLUMN words,
    ADD COLUMN lexemes integer[] NOT NULL DEFAULT '{}', RESET (toast_tuple_target);
  -- Without a pending list: profiles change seldom, and every search would read the whole list.
  CREATE INDEX IF NOT EXISTS documents_lexemes_idx ON consultant_search.documents USING gin (lexemes)
    WITH (fastupdate = off);
  -- Rewrites the rows without the dropped vectors (allowed in a transaction, unlike VACUUM FULL; before
  -- any row changes, whose trigger events would still be pending).
  CLUSTER consultant_search.documents USING documents_pkey;
  ALTER TABLE consultant_search.documents SET WITHOUT CLUSTER;

  -- A text's lexemes: its words as the 'simple' dictionary keeps them, and its German stems.
  CREATE OR REPLACE FUNCTION consultant_search.lexemes_of(search_text text)
    RETURNS TABLE (stemmed boolean, lexeme text) LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
    SELECT false, unnest(tsvector_to_array(to_tsvector('simple', coalesce(search_text, ''))))
    UNION ALL
    SELECT true, unnest(tsvector_to_array(to_tsvector('german', coalesce(search_text, ''))))
  $fn$;

  -- Two statements: the second sees lexemes another transaction added meanwhile (ON CONFLICT waited for it).
  -- A profile's document is made here, its filter values by save_listing right after.
  CREATE OR REPLACE FUNCTION consultant_search.save_documents(profile_ids integer[]) RETURNS void LANGUAGE sql AS $fn$
    INSERT INTO consultant_search.lexemes (stemmed, lexeme)
    SELECT DISTINCT f.stemmed, f.lexeme FROM public.consultant_profiles p
      CROSS JOIN LATERAL consultant_search.lexemes_of(p.search_text) f
    WHERE p.id = ANY (profile_ids) ORDER BY 1, 2 ON CONFLICT DO NOTHING;
    INSERT INTO consultant_search.documents AS d (profile_id, lexemes)
    SELECT p.id, array(SELECT l.id FROM consultant_search.lexemes_of(p.search_text) f
        JOIN consultant_search.lexemes l ON l.stemmed = f.stemmed AND l.lexeme = f.lexeme COLLATE "C" ORDER BY 1)
    FROM public.consultant_profiles p WHERE p.id = ANY (profile_ids)
    ON CONFLICT (profile_id) DO UPDATE SET lexemes = excluded.lexemes;
  $fn$;

  SELECT consultant_search.save_documents(array(SELECT id FROM public.consultant_profiles));
  ANALYZE consultant_search.documents;
  ANALYZE consultant_search.lexemes;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS consultant_search.documents_lexemes_idx;
  ALTER TABLE consultant_search.documents SET (toast_tuple_target = 8160), DROP COLUMN lexemes,
    ADD COLUMN simple tsvector NOT NULL DEFAULT ''::tsvector,
    ADD COLUMN german tsvector NOT NULL DEFAULT ''::tsvector,
    ADD COLUMN words text[] NOT NULL DEFAULT '{}';
  ALTER TABLE consultant_search.documents ALTER COLUMN simple DROP DEFAULT, ALTER COLUMN german DROP DEFAULT,
    ALTER COLUMN words DROP DEFAULT;
  CREATE INDEX IF NOT EXISTS documents_simple_idx ON consultant_search.documents USING gin (simple);
  CREATE INDEX IF NOT EXISTS documents_german_idx ON consultant_search.documents USING gin (german);
  CREATE INDEX IF NOT EXISTS documents_words_idx ON consultant_search.documents USING gin (words);
  DROP VIEW consultant_search.words;
  CREATE TABLE consultant_search.words (word text PRIMARY KEY);
  INSERT INTO consultant_search.words (word)
  SELECT lexeme FROM consultant_search.lexemes WHERE NOT stemmed ORDER BY 1 ON CONFLICT DO NOTHING;
  CREATE INDEX IF NOT EXISTS words_trgm_idx ON consultant_search.words USING gin (word gin_trgm_ops);
  DROP TABLE consultant_search.lexemes;
  CREATE OR REPLACE FUNCTION consultant_search.save_documents(profile_ids integer[]) RETURNS void LANGUAGE sql AS $fn$
    WITH vectors AS (
      SELECT id, to_tsvector('simple', coalesce(search_text, '')) AS simple,
        to_tsvector('german', coalesce(search_text, '')) AS german
      FROM public.consultant_profiles WHERE id = ANY (profile_ids)
    ), saved AS (
      INSERT INTO consultant_search.documents AS d (profile_id, simple, german, words)
      SELECT id, simple, german, tsvector_to_array(simple) FROM vectors
      ON CONFLICT (profile_id) DO UPDATE SET simple = excluded.simple, german = excluded.german, words = excluded.words
      RETURNING d.words
    )
    INSERT INTO consultant_search.words (word)
    SELECT DISTINCT unnest(words) FROM saved ORDER BY 1 ON CONFLICT DO NOTHING;
  $fn$;
  DROP FUNCTION consultant_search.lexemes_of(text);
  SELECT consultant_search.save_documents(array(SELECT id FROM public.consultant_profiles));`)
}
