import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "consultant_profiles" ADD COLUMN "video_key" varchar;
  ALTER TABLE "consultant_profiles" ADD COLUMN "video_file_name" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "consultant_profiles" DROP COLUMN "video_key";
  ALTER TABLE "consultant_profiles" DROP COLUMN "video_file_name";`)
}
