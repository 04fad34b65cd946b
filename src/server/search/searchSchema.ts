import type { SQL } from '@payloadcms/db-postgres/drizzle'

import { sql } from '../db/sql'

/**
 * What the migration search_speed creates for the consultant search (one row per profile with its
 * vectors and filter values, the vocabulary, the triggers keeping them), written so that it can run
 * again: for a database made by schema push. It lives in its own schema, which a push leaves alone
 * (drizzle compares only the public schema); triggers are not compared at all.
 */
export const searchSchemaSql: SQL = sql`
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  DO $$ BEGIN
    EXECUTE format('ALTER DATABASE %I SET pg_trgm.word_similarity_threshold = 0.45', current_database());
  END $$;
  CREATE SCHEMA IF NOT EXISTS consultant_search;
  CREATE TABLE IF NOT EXISTS consultant_search.documents (
    profile_id integer PRIMARY KEY REFERENCES public.consultant_profiles (id) ON DELETE CASCADE,
    listed boolean NOT NULL DEFAULT false,
    industry text,
    major text,
    services text[] NOT NULL DEFAULT '{}',
    companies text[] NOT NULL DEFAULT '{}',
    rating numeric,
    reviews numeric,
    simple tsvector NOT NULL,
    german tsvector NOT NULL,
    words text[] NOT NULL
  ) WITH (toast_tuple_target = 8160);
  CREATE INDEX IF NOT EXISTS documents_simple_idx ON consultant_search.documents USING gin (simple);
  CREATE INDEX IF NOT EXISTS documents_german_idx ON consultant_search.documents USING gin (german);
  CREATE INDEX IF NOT EXISTS documents_words_idx ON consultant_search.documents USING gin (words);
  CREATE INDEX IF NOT EXISTS documents_services_idx ON consultant_search.documents USING gin (services);
  CREATE INDEX IF NOT EXISTS documents_companies_idx ON consultant_search.documents USING gin (companies);
  CREATE INDEX IF NOT EXISTS documents_industry_idx ON consultant_search.documents (industry) WHERE listed;
  CREATE INDEX IF NOT EXISTS documents_major_idx ON consultant_search.documents (major) WHERE listed;
  CREATE INDEX IF NOT EXISTS documents_rating_idx ON consultant_search.documents
    (rating DESC NULLS LAST, reviews DESC NULLS LAST, profile_id) WHERE listed;
  CREATE TABLE IF NOT EXISTS consultant_search.words (word text PRIMARY KEY);
  CREATE INDEX IF NOT EXISTS words_trgm_idx ON consultant_search.words USING gin (word gin_trgm_ops);

  -- The text of the given profiles: their vectors, word lists and the vocabulary.
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
  -- What the filters and the default order read of the given profiles, their user and their rows.
  CREATE OR REPLACE FUNCTION consultant_search.save_listing(profile_ids integer[]) RETURNS void LANGUAGE sql AS $fn$
    UPDATE consultant_search.documents d SET
      listed = coalesce(p.published, false) AND coalesce(u.profile_status = 'ACTIVE', false),
      industry = p.industry, major = p.major, rating = p.average_rating, reviews = p.review_count,
      services = array(SELECT s.service_id FROM public.consultant_profiles_services s
          WHERE s._parent_id = p.id AND s.service_id IS NOT NULL
        UNION SELECT lower(s.title) FROM public.consultant_profiles_services s WHERE s._parent_id = p.id),
      companies = array(SELECT DISTINCT lower(w.organization) FROM public.consultant_profiles_working_history w
        WHERE w._parent_id = p.id)
    FROM public.consultant_profiles p LEFT JOIN public.users u ON u.id = p.user_id
    WHERE p.id = d.profile_id AND d.profile_id = ANY (profile_ids);
  $fn$;
  CREATE OR REPLACE FUNCTION consultant_search.index_inserted_profiles() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    PERFORM consultant_search.save_documents(array(SELECT id FROM new_rows));
    PERFORM consultant_search.save_listing(array(SELECT id FROM new_rows));
    RETURN NULL;
  END $fn$;
  CREATE OR REPLACE FUNCTION consultant_search.index_updated_profiles() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    PERFORM consultant_search.save_documents(array(SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE o.search_text IS DISTINCT FROM n.search_text));
    PERFORM consultant_search.save_listing(array(SELECT id FROM new_rows));
    RETURN NULL;
  END $fn$;
  -- A profile's services and jobs are rows of their own (Payload rewrites them on every save).
  CREATE OR REPLACE FUNCTION consultant_search.index_changed_rows() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    IF TG_OP = 'DELETE' THEN
      PERFORM consultant_search.save_listing(array(SELECT DISTINCT _parent_id FROM old_rows));
    ELSE
      PERFORM consultant_search.save_listing(array(SELECT DISTINCT _parent_id FROM new_rows));
    END IF;
    RETURN NULL;
  END $fn$;
  CREATE OR REPLACE FUNCTION consultant_search.index_updated_users() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    PERFORM consultant_search.save_listing(array(SELECT p.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      JOIN public.consultant_profiles p ON p.user_id = n.id WHERE o.profile_status IS DISTINCT FROM n.profile_status));
    RETURN NULL;
  END $fn$;
  CREATE OR REPLACE TRIGGER consultant_search_insert AFTER INSERT ON public.consultant_profiles
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION consultant_search.index_inserted_profiles();
  CREATE OR REPLACE TRIGGER consultant_search_update AFTER UPDATE ON public.consultant_profiles
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION consultant_search.index_updated_profiles();
  CREATE OR REPLACE TRIGGER consultant_search_user_update AFTER UPDATE ON public.users
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION consultant_search.index_updated_users();
  CREATE OR REPLACE TRIGGER consultant_search_services_insert AFTER INSERT ON public.consultant_profiles_services
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION consultant_search.index_changed_rows();
  CREATE OR REPLACE TRIGGER consultant_search_services_update AFTER UPDATE ON public.consultant_profiles_services
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION consultant_search.index_changed_rows();
  CREATE OR REPLACE TRIGGER consultant_search_services_delete AFTER DELETE ON public.consultant_profiles_services
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION consultant_search.index_changed_rows();
  CREATE OR REPLACE TRIGGER consultant_search_jobs_insert AFTER INSERT ON public.consultant_profiles_working_history
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION consultant_search.index_changed_rows();
  CREATE OR REPLACE TRIGGER consultant_search_jobs_update AFTER UPDATE ON public.consultant_profiles_working_history
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION consultant_search.index_changed_rows();
  CREATE OR REPLACE TRIGGER consultant_search_jobs_delete AFTER DELETE ON public.consultant_profiles_working_history
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION consultant_search.index_changed_rows();

  SELECT consultant_search.save_documents(array(SELECT p.id FROM public.consultant_profiles p
    WHERE NOT EXISTS (SELECT 1 FROM consultant_search.documents d WHERE d.profile_id = p.id)));
  SELECT consultant_search.save_listing(array(SELECT id FROM public.consultant_profiles));`
