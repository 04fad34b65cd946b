import { sql } from '../db/sql'

/**
 * What migration slot_versions creates, repeatable for a database made by schema push: per consultant,
 * a version of everything their free start times are computed from — their held, pending and confirmed
 * sessions, their availability, whether their profile is public, their role, status and zone. Deferred
 * triggers count it up at the commit of the changing transaction (a rolled back change counts nothing);
 * no row means 0, and rows are never deleted, so a version is never used twice for one consultant. Writes
 * that cannot change free times (a payment status, a session moving between two slot-blocking statuses,
 * a login) leave it alone.
 */
export const slotVersionSchemaSql = sql`
  CREATE SCHEMA IF NOT EXISTS consultant_search;
  CREATE TABLE IF NOT EXISTS consultant_search.slot_versions (
    consultant_id integer PRIMARY KEY,
    version bigint NOT NULL
  );
  CREATE OR REPLACE FUNCTION consultant_search.bump_slot_version() RETURNS trigger LANGUAGE plpgsql AS $fn$
  DECLARE
    ids integer[] := '{}';
    changed integer;
  BEGIN
    IF TG_OP <> 'INSERT' THEN ids := ids || (to_jsonb(OLD) ->> TG_ARGV[0])::integer; END IF;
    IF TG_OP <> 'DELETE' THEN ids := ids || (to_jsonb(NEW) ->> TG_ARGV[0])::integer; END IF;
    FOR changed IN SELECT DISTINCT id FROM unnest(ids) AS id WHERE id IS NOT NULL ORDER BY id LOOP
      INSERT INTO consultant_search.slot_versions AS kept (consultant_id, version)
        VALUES (changed, 1)
        ON CONFLICT (consultant_id) DO UPDATE SET version = kept.version + 1;
    END LOOP;
    RETURN NULL;
  END $fn$;

  DROP TRIGGER IF EXISTS slot_version_bump_insert ON public.consultations;
  CREATE CONSTRAINT TRIGGER slot_version_bump_insert AFTER INSERT ON public.consultations
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
    WHEN (new.status IN ('HELD', 'UPCOMING_PENDING', 'UPCOMING_CONFIRMED'))
    EXECUTE FUNCTION consultant_search.bump_slot_version('consultant_id');
  DROP TRIGGER IF EXISTS slot_version_bump_delete ON public.consultations;
  CREATE CONSTRAINT TRIGGER slot_version_bump_delete AFTER DELETE ON public.consultations
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
    WHEN (old.status IN ('HELD', 'UPCOMING_PENDING', 'UPCOMING_CONFIRMED'))
    EXECUTE FUNCTION consultant_search.bump_slot_version('consultant_id');
  DROP TRIGGER IF EXISTS slot_version_bump_update ON public.consultations;
  CREATE CONSTRAINT TRIGGER slot_version_bump_update AFTER UPDATE ON public.consultations
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
    WHEN ((old.status IN ('HELD', 'UPCOMING_PENDING', 'UPCOMING_CONFIRMED')
        OR new.status IN ('HELD', 'UPCOMING_PENDING', 'UPCOMING_CONFIRMED'))
      AND ((old.status IN ('HELD', 'UPCOMING_PENDING', 'UPCOMING_CONFIRMED'))
          IS DISTINCT FROM (new.status IN ('HELD', 'UPCOMING_PENDING', 'UPCOMING_CONFIRMED'))
        OR old.starts_at IS DISTINCT FROM new.starts_at OR old.ends_at IS DISTINCT FROM new.ends_at
        OR old.consultant_id IS DISTINCT FROM new.consultant_id))
    EXECUTE FUNCTION consultant_search.bump_slot_version('consultant_id');

  DROP TRIGGER IF EXISTS slot_version_bump ON public.availabilities;
  CREATE CONSTRAINT TRIGGER slot_version_bump AFTER INSERT OR UPDATE OR DELETE ON public.availabilities
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
    EXECUTE FUNCTION consultant_search.bump_slot_version('consultant_id');

  DROP TRIGGER IF EXISTS slot_version_bump_insert_delete ON public.consultant_profiles;
  CREATE CONSTRAINT TRIGGER slot_version_bump_insert_delete AFTER INSERT OR DELETE ON public.consultant_profiles
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
    EXECUTE FUNCTION consultant_search.bump_slot_version('user_id');
  DROP TRIGGER IF EXISTS slot_version_bump_update ON public.consultant_profiles;
  CREATE CONSTRAINT TRIGGER slot_version_bump_update AFTER UPDATE ON public.consultant_profiles
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
    WHEN (old.published IS DISTINCT FROM new.published OR old.user_id IS DISTINCT FROM new.user_id)
    EXECUTE FUNCTION consultant_search.bump_slot_version('user_id');

  DROP TRIGGER IF EXISTS slot_version_bump_update ON public.users;
  CREATE CONSTRAINT TRIGGER slot_version_bump_update AFTER UPDATE ON public.users
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
    WHEN (old.role IS DISTINCT FROM new.role OR old.profile_status IS DISTINCT FROM new.profile_status
      OR old.timezone IS DISTINCT FROM new.timezone)
    EXECUTE FUNCTION consultant_search.bump_slot_version('id');
  DROP TRIGGER IF EXISTS slot_version_bump_delete ON public.users;
  CREATE CONSTRAINT TRIGGER slot_version_bump_delete AFTER DELETE ON public.users
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
    EXECUTE FUNCTION consultant_search.bump_slot_version('id');
`
