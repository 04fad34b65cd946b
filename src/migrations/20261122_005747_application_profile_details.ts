import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "consultant_profiles" ADD COLUMN "github_url" varchar;
  ALTER TABLE "consultant_profiles" ADD COLUMN "xing_url" varchar;
  ALTER TABLE "consultant_profiles" ADD COLUMN "personal_website" varchar;
  ALTER TABLE "consultant_profiles" ADD COLUMN "video_url" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "consultant_profiles" DROP COLUMN "github_url";
  ALTER TABLE "consultant_profiles" DROP COLUMN "xing_url";
  ALTER TABLE "consultant_profiles" DROP COLUMN "personal_website";
  ALTER TABLE "consultant_profiles" DROP COLUMN "video_url";`)
}
