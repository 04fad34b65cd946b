import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Email change: codes of the purpose CHANGE_EMAIL, each with the new address it was sent to. (The snapshot
// JSON beside this file is complete; the earlier hand-written migrations had left it behind.)
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TYPE "public"."enum_auth_codes_purpose" ADD VALUE IF NOT EXISTS 'CHANGE_EMAIL';
  ALTER TABLE "auth_codes" ADD COLUMN IF NOT EXISTS "new_email" varchar;`)
}

// PostgreSQL cannot drop a value from an enum type; the added value stays, unused once its codes are gone.
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DELETE FROM "auth_codes" WHERE "purpose" = 'CHANGE_EMAIL';
  ALTER TABLE "auth_codes" DROP COLUMN IF EXISTS "new_email";`)
}
