import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// A consultee's CV becomes an upload of its own kind (it needs other consents than verification documents).

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_uploads_context" ADD VALUE 'cv';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "uploads" ALTER COLUMN "context" SET DATA TYPE text;
  UPDATE "uploads" SET "context" = 'document' WHERE "context" = 'cv';
  DROP TYPE "public"."enum_uploads_context";
  CREATE TYPE "public"."enum_uploads_context" AS ENUM('image', 'video', 'document');
  ALTER TABLE "uploads" ALTER COLUMN "context" SET DATA TYPE "public"."enum_uploads_context" USING "context"::"public"."enum_uploads_context";`)
}
