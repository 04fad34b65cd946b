import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "consultations" ADD COLUMN "payment_refunded_cents" numeric DEFAULT 0;`)
  // Refunds made before the total was kept: all of a refunded payment, and the refunds the ledger recorded.
  await db.execute(sql`
  UPDATE "consultations" SET "payment_refunded_cents" = "price_total_cents" WHERE "payment_status" = 'refunded';
  UPDATE "consultations" c SET "payment_refunded_cents" = r.refunded
    FROM (SELECT "consultation_id", sum("refunded_cents") AS refunded FROM "earnings"
          WHERE "type" = 'refund' GROUP BY "consultation_id") r
    WHERE c."id" = r."consultation_id" AND c."payment_status" = 'partially_refunded';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "consultations" DROP COLUMN "payment_refunded_cents";`)
}
