import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_consultant_profiles_review_state" AS ENUM('SUBMITTED', 'CHANGES_REQUESTED', 'APPROVED');
  ALTER TABLE "consultant_profiles" ADD COLUMN "review_state" "enum_consultant_profiles_review_state";
  ALTER TABLE "consultant_profiles" ADD COLUMN "review_reason" varchar;
  ALTER TABLE "consultant_profiles" ADD COLUMN "review_step" numeric;
  ALTER TABLE "consultant_profiles" ADD COLUMN "submitted_at" timestamp(3) with time zone;
  ALTER TABLE "consultant_profiles" ADD COLUMN "reviewed_at" timestamp(3) with time zone;
  ALTER TABLE "consultant_profiles" ADD COLUMN "reviewed_by_id" integer;
  ALTER TABLE "consultant_profiles" ADD CONSTRAINT "consultant_profiles_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "consultant_profiles_review_state_idx" ON "consultant_profiles" USING btree ("review_state");
  CREATE INDEX "consultant_profiles_reviewed_by_idx" ON "consultant_profiles" USING btree ("reviewed_by_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "consultant_profiles" DROP CONSTRAINT "consultant_profiles_reviewed_by_id_users_id_fk";
  
  DROP INDEX "consultant_profiles_review_state_idx";
  DROP INDEX "consultant_profiles_reviewed_by_idx";
  ALTER TABLE "consultant_profiles" DROP COLUMN "review_state";
  ALTER TABLE "consultant_profiles" DROP COLUMN "review_reason";
  ALTER TABLE "consultant_profiles" DROP COLUMN "review_step";
  ALTER TABLE "consultant_profiles" DROP COLUMN "submitted_at";
  ALTER TABLE "consultant_profiles" DROP COLUMN "reviewed_at";
  ALTER TABLE "consultant_profiles" DROP COLUMN "reviewed_by_id";
  DROP TYPE "public"."enum_consultant_profiles_review_state";`)
}
