import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "consultations" ADD COLUMN "billed_to_name" varchar;
  ALTER TABLE "consultations" ADD COLUMN "billed_to_company" varchar;
  ALTER TABLE "consultations" ADD COLUMN "billed_to_street" varchar;
  ALTER TABLE "consultations" ADD COLUMN "billed_to_address_line2" varchar;
  ALTER TABLE "consultations" ADD COLUMN "billed_to_postal_code" varchar;
  ALTER TABLE "consultations" ADD COLUMN "billed_to_city" varchar;
  ALTER TABLE "consultations" ADD COLUMN "billed_to_vat_id" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "consultations" DROP COLUMN "billed_to_name";
  ALTER TABLE "consultations" DROP COLUMN "billed_to_company";
  ALTER TABLE "consultations" DROP COLUMN "billed_to_street";
  ALTER TABLE "consultations" DROP COLUMN "billed_to_address_line2";
  ALTER TABLE "consultations" DROP COLUMN "billed_to_postal_code";
  ALTER TABLE "consultations" DROP COLUMN "billed_to_city";
  ALTER TABLE "consultations" DROP COLUMN "billed_to_vat_id";`)
}
