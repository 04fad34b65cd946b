import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Public answers about consultants (the list, a profile) are kept in each app process for one value of
// consultant_search.public_version: the count of committed changes to what those answers show (a
// profile and its rows, its search document, a review, a user's name, picture or status). Deferred
// constraint triggers bump it once per transaction at its commit; logins do not count.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE SCHEMA IF NOT EXISTS consultant_search;
  CREATE TABLE IF NOT EXISTS consultant_search.public_version (
    only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
    version bigint NOT NULL DEFAULT 0
  );
  INSERT INTO consultant_search.public_version DEFAULT VALUES ON CONFLICT DO NOTHING;
  CREATE OR REPLACE FUNCTION consultant_search.bump_public_version() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    IF current_setting('consultant_search.bumped_in', true) IS DISTINCT FROM txid_current()::text THEN
      PERFORM set_config('consultant_search.bumped_in', txid_current()::text, true);
      UPDATE consultant_search.public_version SET version = version + 1;
    END IF;
    RETURN NULL;
  END $fn$;
  DO $$
  DECLARE
    watched text;
  BEGIN
    FOREACH watched IN ARRAY ARRAY['public.consultant_profiles', 'public.consultant_profiles_texts',
      'public.consultant_profiles_services', 'public.consultant_profiles_working_history',
      'public.consultant_profiles_education_backgrounds', 'public.reviews', 'consultant_search.documents'] LOOP
      EXECUTE format('DROP TRIGGER IF EXISTS public_version_bump ON %s', watched);
      EXECUTE format('CREATE CONSTRAINT TRIGGER public_version_bump AFTER INSERT OR UPDATE OR DELETE ON %s
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION consultant_search.bump_public_version()', watched);
    END LOOP;
  END $$;
  DROP TRIGGER IF EXISTS public_version_bump ON public.users;
  CREATE CONSTRAINT TRIGGER public_version_bump AFTER UPDATE ON public.users
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
    WHEN (old.first_name IS DISTINCT FROM new.first_name OR old.last_name IS DISTINCT FROM new.last_name
      OR old.image_url IS DISTINCT FROM new.image_url OR old.profile_status IS DISTINCT FROM new.profile_status)
    EXECUTE FUNCTION consultant_search.bump_public_version();
  DROP TRIGGER IF EXISTS public_version_bump_delete ON public.users;
  CREATE CONSTRAINT TRIGGER public_version_bump_delete AFTER DELETE ON public.users
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION consultant_search.bump_public_version();
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DO $$
  DECLARE
    watched text;
  BEGIN
    FOREACH watched IN ARRAY ARRAY['public.consultant_profiles', 'public.consultant_profiles_texts',
      'public.consultant_profiles_services', 'public.consultant_profiles_working_history',
      'public.consultant_profiles_education_backgrounds', 'public.reviews', 'consultant_search.documents',
      'public.users'] LOOP
      EXECUTE format('DROP TRIGGER IF EXISTS public_version_bump ON %s', watched);
    END LOOP;
  END $$;
  DROP TRIGGER IF EXISTS public_version_bump_delete ON public.users;
  DROP FUNCTION IF EXISTS consultant_search.bump_public_version();
  DROP TABLE IF EXISTS consultant_search.public_version;
  `)
}
