import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Refunds of completed consultations: the earnings ledger gets refund adjustment rows (type 'refund', the
// refunded gross, the reversal at the provider), the transfer statuses of deducted, cancelled and reversed
// money, the test provider's transfer reversals, and the job that reverses a transferred share.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TYPE "public"."enum_earnings_type" ADD VALUE IF NOT EXISTS 'refund';
  ALTER TYPE "public"."enum_earnings_transfer_status" ADD VALUE IF NOT EXISTS 'cancelled';
  ALTER TYPE "public"."enum_earnings_transfer_status" ADD VALUE IF NOT EXISTS 'deducted';
  ALTER TYPE "public"."enum_earnings_transfer_status" ADD VALUE IF NOT EXISTS 'reversal_pending';
  ALTER TYPE "public"."enum_earnings_transfer_status" ADD VALUE IF NOT EXISTS 'reversed';
  ALTER TYPE "public"."enum_test_transfers_kind" ADD VALUE IF NOT EXISTS 'reversal';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE IF NOT EXISTS 'reverseEarningShare';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE IF NOT EXISTS 'reverseEarningShare';
  ALTER TABLE "earnings" ADD COLUMN IF NOT EXISTS "refunded_cents" numeric;
  ALTER TABLE "earnings" ADD COLUMN IF NOT EXISTS "reversal_id" varchar;`)
}

// PostgreSQL cannot drop a value from an enum type; the added values stay, unused.
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "earnings" DROP COLUMN IF EXISTS "refunded_cents";
  ALTER TABLE "earnings" DROP COLUMN IF EXISTS "reversal_id";`)
}
