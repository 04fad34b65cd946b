import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "consultant_profiles" ADD COLUMN "tax_info_tax_identification_number" varchar;
  ALTER TABLE "consultant_profiles" ADD COLUMN "tax_info_vat_number" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "consultant_profiles" DROP COLUMN "tax_info_tax_identification_number";
  ALTER TABLE "consultant_profiles" DROP COLUMN "tax_info_vat_number";`)
}
