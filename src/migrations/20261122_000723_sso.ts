import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_sso_sign_up" AS ENUM('PENDING', 'COMPLETED');
  ALTER TABLE "users" ADD COLUMN "sso_subject" varchar;
  ALTER TABLE "users" ADD COLUMN "sso_sign_up" "enum_users_sso_sign_up";
  CREATE UNIQUE INDEX "users_sso_subject_idx" ON "users" USING btree ("sso_subject");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "users_sso_subject_idx";
  ALTER TABLE "users" DROP COLUMN "sso_subject";
  ALTER TABLE "users" DROP COLUMN "sso_sign_up";
  DROP TYPE "public"."enum_users_sso_sign_up";`)
}
