import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "consultations" ADD COLUMN "payment_authorised_at" timestamp(3) with time zone;
  CREATE INDEX "consultations_payment_payment_authorised_at_idx" ON "consultations" USING btree ("payment_authorised_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "consultations_payment_payment_authorised_at_idx";
  ALTER TABLE "consultations" DROP COLUMN "payment_authorised_at";`)
}
