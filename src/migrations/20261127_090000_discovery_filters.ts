import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The consultant list sorts by price and experience and filters by price and language, so the search
// document carries those too: the 30-minute price in cents, the years of experience as a number (the
// profile stores an option: LESS_THAN_ONE, 1 to 14, 15+), the offered languages, and the consultant's user
// id, by which availability and sessions are found for the free-slot filter and order. Languages are rows
// of consultant_profiles_texts, which nothing watched so far: a trigger there keeps them in step. Each
// order has its own index on the listed rows, with the same tie-breakers the query uses.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE consultant_search.documents
    ADD COLUMN IF NOT EXISTS user_id integer,
    ADD COLUMN IF NOT EXISTS price30 numeric,
    ADD COLUMN IF NOT EXISTS years integer,
    ADD COLUMN IF NOT EXISTS languages text[] NOT NULL DEFAULT '{}';

  CREATE OR REPLACE FUNCTION consultant_search.save_listing(profile_ids integer[]) RETURNS void LANGUAGE sql AS $fn$
    UPDATE consultant_search.documents d SET
      listed = coalesce(p.published, false) AND coalesce(u.profile_status = 'ACTIVE', false),
      industry = p.industry, major = p.major, rating = p.average_rating, reviews = p.review_count,
      services = array(SELECT s.service_id FROM public.consultant_profiles_services s
          WHERE s._parent_id = p.id AND s.service_id IS NOT NULL
        UNION SELECT lower(s.title) FROM public.consultant_profiles_services s WHERE s._parent_id = p.id),
      companies = array(SELECT DISTINCT lower(w.organization) FROM public.consultant_profiles_working_history w
        WHERE w._parent_id = p.id),
      user_id = p.user_id,
      price30 = p.pricing30_min,
      years = CASE
        WHEN p.years_of_experience = 'LESS_THAN_ONE' THEN 0
        WHEN p.years_of_experience ~ '^[0-9]{1,2}[+]?$' THEN rtrim(p.years_of_experience, '+')::integer
      END,
      languages = array(SELECT DISTINCT t.text FROM public.consultant_profiles_texts t
        WHERE t.parent_id = p.id AND t.path = 'languages' AND t.text IS NOT NULL)
    FROM public.consultant_profiles p LEFT JOIN public.users u ON u.id = p.user_id
    WHERE p.id = d.profile_id AND d.profile_id = ANY (profile_ids);
  $fn$;

  CREATE OR REPLACE FUNCTION consultant_search.index_changed_texts() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    IF TG_OP = 'DELETE' THEN
      PERFORM consultant_search.save_listing(array(SELECT DISTINCT parent_id FROM old_rows));
    ELSE
      PERFORM consultant_search.save_listing(array(SELECT DISTINCT parent_id FROM new_rows));
    END IF;
    RETURN NULL;
  END $fn$;
  CREATE OR REPLACE TRIGGER consultant_search_texts_insert AFTER INSERT ON public.consultant_profiles_texts
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION consultant_search.index_changed_texts();
  CREATE OR REPLACE TRIGGER consultant_search_texts_update AFTER UPDATE ON public.consultant_profiles_texts
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION consultant_search.index_changed_texts();
  CREATE OR REPLACE TRIGGER consultant_search_texts_delete AFTER DELETE ON public.consultant_profiles_texts
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION consultant_search.index_changed_texts();

  SELECT consultant_search.save_listing(array(SELECT id FROM public.consultant_profiles));

  CREATE INDEX IF NOT EXISTS documents_languages_idx ON consultant_search.documents USING gin (languages);
  CREATE INDEX IF NOT EXISTS documents_price_asc_idx ON consultant_search.documents
    (price30 ASC NULLS LAST, rating DESC NULLS LAST, reviews DESC NULLS LAST, profile_id) WHERE listed;
  CREATE INDEX IF NOT EXISTS documents_price_desc_idx ON consultant_search.documents
    (price30 DESC NULLS LAST, rating DESC NULLS LAST, reviews DESC NULLS LAST, profile_id) WHERE listed;
  CREATE INDEX IF NOT EXISTS documents_years_idx ON consultant_search.documents
    (years DESC NULLS LAST, rating DESC NULLS LAST, reviews DESC NULLS LAST, profile_id) WHERE listed;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER IF EXISTS consultant_search_texts_insert ON public.consultant_profiles_texts;
  DROP TRIGGER IF EXISTS consultant_search_texts_update ON public.consultant_profiles_texts;
  DROP TRIGGER IF EXISTS consultant_search_texts_delete ON public.consultant_profiles_texts;
  DROP FUNCTION IF EXISTS consultant_search.index_changed_texts();
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
  DROP INDEX IF EXISTS consultant_search.documents_languages_idx;
  DROP INDEX IF EXISTS consultant_search.documents_price_asc_idx;
  DROP INDEX IF EXISTS consultant_search.documents_price_desc_idx;
  DROP INDEX IF EXISTS consultant_search.documents_years_idx;
  ALTER TABLE consultant_search.documents
    DROP COLUMN IF EXISTS user_id,
    DROP COLUMN IF EXISTS price30,
    DROP COLUMN IF EXISTS years,
    DROP COLUMN IF EXISTS languages;`)
}
