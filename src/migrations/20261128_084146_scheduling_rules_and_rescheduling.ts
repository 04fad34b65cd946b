import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_consultations_reschedule_history_proposed_by" AS ENUM('consultant', 'consultee');
  CREATE TYPE "public"."enum_consultations_reschedule_history_outcome" AS ENUM('accepted', 'declined', 'withdrawn');
  CREATE TYPE "public"."enum_consultations_reschedule_proposal_proposed_by" AS ENUM('consultant', 'consultee');
  CREATE TABLE "consultations_reschedule_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"from_starts_at" timestamp(3) with time zone NOT NULL,
  	"to_starts_at" timestamp(3) with time zone NOT NULL,
  	"proposed_by" "enum_consultations_reschedule_history_proposed_by" NOT NULL,
  	"proposed_at" timestamp(3) with time zone NOT NULL,
  	"decided_at" timestamp(3) with time zone NOT NULL,
  	"outcome" "enum_consultations_reschedule_history_outcome" NOT NULL
  );
  
  ALTER TABLE "availabilities" ADD COLUMN "rules_buffer_before_minutes" numeric DEFAULT 0;
  ALTER TABLE "availabilities" ADD COLUMN "rules_buffer_after_minutes" numeric DEFAULT 0;
  ALTER TABLE "availabilities" ADD COLUMN "rules_minimum_notice_hours" numeric DEFAULT 0;
  ALTER TABLE "availabilities" ADD COLUMN "rules_max_sessions_per_day" numeric;
  ALTER TABLE "availabilities" ADD COLUMN "rules_max_sessions_per_week" numeric;
  ALTER TABLE "availabilities" ADD COLUMN "time_off" jsonb DEFAULT '[]'::jsonb;
  ALTER TABLE "consultations" ADD COLUMN "blocked_from" timestamp(3) with time zone;
  ALTER TABLE "consultations" ADD COLUMN "blocked_until" timestamp(3) with time zone;
  ALTER TABLE "consultations" ADD COLUMN "reschedule_proposal_starts_at" timestamp(3) with time zone;
  ALTER TABLE "consultations" ADD COLUMN "reschedule_proposal_ends_at" timestamp(3) with time zone;
  ALTER TABLE "consultations" ADD COLUMN "reschedule_proposal_proposed_by" "enum_consultations_reschedule_proposal_proposed_by";
  ALTER TABLE "consultations" ADD COLUMN "reschedule_proposal_proposed_at" timestamp(3) with time zone;
  ALTER TABLE "booking_settings" ADD COLUMN "reschedule_window_hours" numeric DEFAULT 24 NOT NULL;
  ALTER TABLE "booking_settings" ADD COLUMN "max_reschedules" numeric DEFAULT 2 NOT NULL;
  ALTER TABLE "consultations_reschedule_history" ADD CONSTRAINT "consultations_reschedule_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."consultations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "consultations_reschedule_history_order_idx" ON "consultations_reschedule_history" USING btree ("_order");
  CREATE INDEX "consultations_reschedule_history_parent_id_idx" ON "consultations_reschedule_history" USING btree ("_parent_id");`)

  // The no-overlap constraint moves from the sessions' times to the spans they block, buffers included.
  // The trigger keeps the span with the times for every writer (Payload, raw SQL): a new row without one
  // blocks its own times; a row moved without a new span keeps its buffers around the new times.
  await db.execute(sql`
  UPDATE "consultations" SET "blocked_from" = "starts_at", "blocked_until" = "ends_at" WHERE "blocked_from" IS NULL;
  CREATE OR REPLACE FUNCTION consultations_keep_blocked_span() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      NEW.blocked_from := coalesce(NEW.blocked_from, NEW.starts_at);
      NEW.blocked_until := coalesce(NEW.blocked_until, NEW.ends_at);
    ELSIF (NEW.starts_at IS DISTINCT FROM OLD.starts_at OR NEW.ends_at IS DISTINCT FROM OLD.ends_at)
        AND NEW.blocked_from IS NOT DISTINCT FROM OLD.blocked_from
        AND NEW.blocked_until IS NOT DISTINCT FROM OLD.blocked_until THEN
      NEW.blocked_from := NEW.starts_at - greatest(OLD.starts_at - coalesce(OLD.blocked_from, OLD.starts_at), interval '0');
      NEW.blocked_until := NEW.ends_at + greatest(coalesce(OLD.blocked_until, OLD.ends_at) - OLD.ends_at, interval '0');
    END IF;
    RETURN NEW;
  END $fn$;
  CREATE TRIGGER consultations_keep_blocked_span BEFORE INSERT OR UPDATE ON "consultations"
    FOR EACH ROW EXECUTE FUNCTION consultations_keep_blocked_span();
  ALTER TABLE "consultations" DROP CONSTRAINT "consultations_no_overlap";
  ALTER TABLE "consultations" ADD CONSTRAINT "consultations_no_overlap" EXCLUDE USING gist (
    "consultant_id" WITH =,
    tstzrange("blocked_from", "blocked_until", '[)') WITH &&
  ) WHERE ("status" IN ('HELD', 'UPCOMING_PENDING', 'UPCOMING_CONFIRMED'));`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER consultations_keep_blocked_span ON "consultations";
  DROP FUNCTION consultations_keep_blocked_span();
  ALTER TABLE "consultations" DROP CONSTRAINT "consultations_no_overlap";
  ALTER TABLE "consultations" ADD CONSTRAINT "consultations_no_overlap" EXCLUDE USING gist (
    "consultant_id" WITH =,
    tstzrange("starts_at", "ends_at", '[)') WITH &&
  ) WHERE ("status" IN ('HELD', 'UPCOMING_PENDING', 'UPCOMING_CONFIRMED'));`)
  await db.execute(sql`
   DROP TABLE "consultations_reschedule_history" CASCADE;
  ALTER TABLE "availabilities" DROP COLUMN "rules_buffer_before_minutes";
  ALTER TABLE "availabilities" DROP COLUMN "rules_buffer_after_minutes";
  ALTER TABLE "availabilities" DROP COLUMN "rules_minimum_notice_hours";
  ALTER TABLE "availabilities" DROP COLUMN "rules_max_sessions_per_day";
  ALTER TABLE "availabilities" DROP COLUMN "rules_max_sessions_per_week";
  ALTER TABLE "availabilities" DROP COLUMN "time_off";
  ALTER TABLE "consultations" DROP COLUMN "blocked_from";
  ALTER TABLE "consultations" DROP COLUMN "blocked_until";
  ALTER TABLE "consultations" DROP COLUMN "reschedule_proposal_starts_at";
  ALTER TABLE "consultations" DROP COLUMN "reschedule_proposal_ends_at";
  ALTER TABLE "consultations" DROP COLUMN "reschedule_proposal_proposed_by";
  ALTER TABLE "consultations" DROP COLUMN "reschedule_proposal_proposed_at";
  ALTER TABLE "booking_settings" DROP COLUMN "reschedule_window_hours";
  ALTER TABLE "booking_settings" DROP COLUMN "max_reschedules";
  DROP TYPE "public"."enum_consultations_reschedule_history_proposed_by";
  DROP TYPE "public"."enum_consultations_reschedule_history_outcome";
  DROP TYPE "public"."enum_consultations_reschedule_proposal_proposed_by";`)
}
