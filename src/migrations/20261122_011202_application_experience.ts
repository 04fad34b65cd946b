import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_consultant_profiles_consultant_business_type" AS ENUM('KLEINUNTERNEHMER', 'REGELUNTERNEHMER');
  ALTER TABLE "consultant_profiles" ADD COLUMN "consultant_business_type" "enum_consultant_profiles_consultant_business_type";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "consultant_profiles" DROP COLUMN "consultant_business_type";
  DROP TYPE "public"."enum_consultant_profiles_consultant_business_type";`)
}
