import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_consultant_profiles_gender" AS ENUM('MALE', 'FEMALE', 'OTHER', 'PREFER_NOT_TO_SAY');
  ALTER TABLE "consultant_profiles" ADD COLUMN "gender" "enum_consultant_profiles_gender";
  ALTER TABLE "consultant_profiles" ADD COLUMN "application_motivation" varchar;
  ALTER TABLE "consultant_profiles" ADD COLUMN "application_referral_source" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "consultant_profiles" DROP COLUMN "gender";
  ALTER TABLE "consultant_profiles" DROP COLUMN "application_motivation";
  ALTER TABLE "consultant_profiles" DROP COLUMN "application_referral_source";
  DROP TYPE "public"."enum_consultant_profiles_gender";`)
}
