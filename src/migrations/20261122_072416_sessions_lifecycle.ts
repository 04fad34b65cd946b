import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_consultations_issue_type" AS ENUM('CONSULTANT_NO_SHOW', 'TECHNICAL_PROBLEM', 'SESSION_QUALITY', 'BILLING', 'OTHER');
  CREATE TYPE "public"."enum_consultations_issue_resolution" AS ENUM('COMPLETED', 'REFUNDED');
  CREATE TYPE "public"."enum_consultee_reviews_english_skills" AS ENUM('A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'NATIVE');
  CREATE TYPE "public"."enum_earnings_type" AS ENUM('consultation', 'referral referrer', 'referral referred', 'others');
  CREATE TYPE "public"."enum_earnings_session_type" AS ENUM('30MINUTES', '60MINUTES', 'TRIAL');
  CREATE TYPE "public"."enum_earnings_transfer_status" AS ENUM('pending', 'transferred', 'failed', 'not_connected');
  CREATE TYPE "public"."enum_payout_accounts_provider" AS ENUM('stripe', 'test');
  CREATE TYPE "public"."enum_test_transfers_kind" AS ENUM('transfer', 'payout');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sessionClock';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sessionNotice';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'transferEarning';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sessionClock';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sessionNotice';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'transferEarning';
  CREATE TABLE "reviews" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"consultation_id" integer NOT NULL,
  	"consultant_id" integer NOT NULL,
  	"user_id" integer NOT NULL,
  	"rating" numeric NOT NULL,
  	"headline" varchar NOT NULL,
  	"body" varchar,
  	"private_note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "consultee_reviews" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"consultation_id" integer NOT NULL,
  	"consultant_id" integer NOT NULL,
  	"user_id" integer NOT NULL,
  	"recommend_to_employer" boolean DEFAULT false NOT NULL,
  	"english_skills" "enum_consultee_reviews_english_skills" NOT NULL,
  	"positive_capability" varchar,
  	"negative_points" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "earnings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"type" "enum_earnings_type" NOT NULL,
  	"key" varchar NOT NULL,
  	"consultation_id" integer,
  	"counterpart_name" varchar,
  	"session_type" "enum_earnings_session_type",
  	"net_cents" numeric NOT NULL,
  	"vat_cents" numeric DEFAULT 0 NOT NULL,
  	"transfer_status" "enum_earnings_transfer_status",
  	"transfer_id" varchar,
  	"transferred_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payout_accounts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"provider" "enum_payout_accounts_provider" NOT NULL,
  	"account_id" varchar NOT NULL,
  	"onboarded" boolean DEFAULT false,
  	"payouts_enabled" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "test_transfers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"transfer_id" varchar NOT NULL,
  	"kind" "enum_test_transfers_kind" NOT NULL,
  	"account_id" varchar NOT NULL,
  	"idempotency_key" varchar NOT NULL,
  	"amount_cents" numeric NOT NULL,
  	"currency" varchar NOT NULL,
  	"status" varchar NOT NULL,
  	"metadata" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sent_notices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"consultation_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "consultations" ADD COLUMN "requested_at" timestamp(3) with time zone;
  ALTER TABLE "consultations" ADD COLUMN "confirmed_at" timestamp(3) with time zone;
  ALTER TABLE "consultations" ADD COLUMN "completed_at" timestamp(3) with time zone;
  ALTER TABLE "consultations" ADD COLUMN "feedback_given_at" timestamp(3) with time zone;
  ALTER TABLE "consultations" ADD COLUMN "consultee_reviewed_at" timestamp(3) with time zone;
  ALTER TABLE "consultations" ADD COLUMN "issue_type" "enum_consultations_issue_type";
  ALTER TABLE "consultations" ADD COLUMN "issue_description" varchar;
  ALTER TABLE "consultations" ADD COLUMN "issue_reported_at" timestamp(3) with time zone;
  ALTER TABLE "consultations" ADD COLUMN "issue_resolution" "enum_consultations_issue_resolution";
  ALTER TABLE "consultations" ADD COLUMN "issue_resolved_at" timestamp(3) with time zone;
  ALTER TABLE "consultations" ADD COLUMN "issue_resolved_by_id" integer;
  ALTER TABLE "payload_jobs" ADD COLUMN "meta" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reviews_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "consultee_reviews_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "earnings_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "payout_accounts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "test_transfers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sent_notices_id" integer;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_consultant_id_users_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "consultee_reviews" ADD CONSTRAINT "consultee_reviews_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "consultee_reviews" ADD CONSTRAINT "consultee_reviews_consultant_id_users_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "consultee_reviews" ADD CONSTRAINT "consultee_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "earnings" ADD CONSTRAINT "earnings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "earnings" ADD CONSTRAINT "earnings_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sent_notices" ADD CONSTRAINT "sent_notices_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "reviews_consultation_idx" ON "reviews" USING btree ("consultation_id");
  CREATE INDEX "reviews_consultant_idx" ON "reviews" USING btree ("consultant_id");
  CREATE INDEX "reviews_user_idx" ON "reviews" USING btree ("user_id");
  CREATE INDEX "reviews_rating_idx" ON "reviews" USING btree ("rating");
  CREATE INDEX "reviews_updated_at_idx" ON "reviews" USING btree ("updated_at");
  CREATE INDEX "reviews_created_at_idx" ON "reviews" USING btree ("created_at");
  CREATE UNIQUE INDEX "consultee_reviews_consultation_idx" ON "consultee_reviews" USING btree ("consultation_id");
  CREATE INDEX "consultee_reviews_consultant_idx" ON "consultee_reviews" USING btree ("consultant_id");
  CREATE INDEX "consultee_reviews_user_idx" ON "consultee_reviews" USING btree ("user_id");
  CREATE INDEX "consultee_reviews_updated_at_idx" ON "consultee_reviews" USING btree ("updated_at");
  CREATE INDEX "consultee_reviews_created_at_idx" ON "consultee_reviews" USING btree ("created_at");
  CREATE INDEX "earnings_user_idx" ON "earnings" USING btree ("user_id");
  CREATE UNIQUE INDEX "earnings_key_idx" ON "earnings" USING btree ("key");
  CREATE INDEX "earnings_consultation_idx" ON "earnings" USING btree ("consultation_id");
  CREATE INDEX "earnings_transfer_status_idx" ON "earnings" USING btree ("transfer_status");
  CREATE INDEX "earnings_updated_at_idx" ON "earnings" USING btree ("updated_at");
  CREATE INDEX "earnings_created_at_idx" ON "earnings" USING btree ("created_at");
  CREATE UNIQUE INDEX "payout_accounts_user_idx" ON "payout_accounts" USING btree ("user_id");
  CREATE UNIQUE INDEX "payout_accounts_account_id_idx" ON "payout_accounts" USING btree ("account_id");
  CREATE INDEX "payout_accounts_updated_at_idx" ON "payout_accounts" USING btree ("updated_at");
  CREATE INDEX "payout_accounts_created_at_idx" ON "payout_accounts" USING btree ("created_at");
  CREATE UNIQUE INDEX "test_transfers_transfer_id_idx" ON "test_transfers" USING btree ("transfer_id");
  CREATE INDEX "test_transfers_account_id_idx" ON "test_transfers" USING btree ("account_id");
  CREATE UNIQUE INDEX "test_transfers_idempotency_key_idx" ON "test_transfers" USING btree ("idempotency_key");
  CREATE INDEX "test_transfers_updated_at_idx" ON "test_transfers" USING btree ("updated_at");
  CREATE INDEX "test_transfers_created_at_idx" ON "test_transfers" USING btree ("created_at");
  CREATE UNIQUE INDEX "sent_notices_key_idx" ON "sent_notices" USING btree ("key");
  CREATE INDEX "sent_notices_consultation_idx" ON "sent_notices" USING btree ("consultation_id");
  CREATE INDEX "sent_notices_updated_at_idx" ON "sent_notices" USING btree ("updated_at");
  CREATE INDEX "sent_notices_created_at_idx" ON "sent_notices" USING btree ("created_at");
  ALTER TABLE "consultations" ADD CONSTRAINT "consultations_issue_resolved_by_id_users_id_fk" FOREIGN KEY ("issue_resolved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reviews_fk" FOREIGN KEY ("reviews_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_consultee_reviews_fk" FOREIGN KEY ("consultee_reviews_id") REFERENCES "public"."consultee_reviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_earnings_fk" FOREIGN KEY ("earnings_id") REFERENCES "public"."earnings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payout_accounts_fk" FOREIGN KEY ("payout_accounts_id") REFERENCES "public"."payout_accounts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_test_transfers_fk" FOREIGN KEY ("test_transfers_id") REFERENCES "public"."test_transfers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sent_notices_fk" FOREIGN KEY ("sent_notices_id") REFERENCES "public"."sent_notices"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "consultations_requested_at_idx" ON "consultations" USING btree ("requested_at");
  CREATE INDEX "consultations_issue_issue_type_idx" ON "consultations" USING btree ("issue_type");
  CREATE INDEX "consultations_issue_issue_resolved_by_idx" ON "consultations" USING btree ("issue_resolved_by_id");
  CREATE INDEX "payload_locked_documents_rels_reviews_id_idx" ON "payload_locked_documents_rels" USING btree ("reviews_id");
  CREATE INDEX "payload_locked_documents_rels_consultee_reviews_id_idx" ON "payload_locked_documents_rels" USING btree ("consultee_reviews_id");
  CREATE INDEX "payload_locked_documents_rels_earnings_id_idx" ON "payload_locked_documents_rels" USING btree ("earnings_id");
  CREATE INDEX "payload_locked_documents_rels_payout_accounts_id_idx" ON "payload_locked_documents_rels" USING btree ("payout_accounts_id");
  CREATE INDEX "payload_locked_documents_rels_test_transfers_id_idx" ON "payload_locked_documents_rels" USING btree ("test_transfers_id");
  CREATE INDEX "payload_locked_documents_rels_sent_notices_id_idx" ON "payload_locked_documents_rels" USING btree ("sent_notices_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reviews" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "consultee_reviews" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "earnings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payout_accounts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "test_transfers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sent_notices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "reviews" CASCADE;
  DROP TABLE "consultee_reviews" CASCADE;
  DROP TABLE "earnings" CASCADE;
  DROP TABLE "payout_accounts" CASCADE;
  DROP TABLE "test_transfers" CASCADE;
  DROP TABLE "sent_notices" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "consultations" DROP CONSTRAINT "consultations_issue_resolved_by_id_users_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reviews_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_consultee_reviews_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_earnings_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_payout_accounts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_test_transfers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_sent_notices_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'releaseHold');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'releaseHold');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "consultations_requested_at_idx";
  DROP INDEX "consultations_issue_issue_type_idx";
  DROP INDEX "consultations_issue_issue_resolved_by_idx";
  DROP INDEX "payload_locked_documents_rels_reviews_id_idx";
  DROP INDEX "payload_locked_documents_rels_consultee_reviews_id_idx";
  DROP INDEX "payload_locked_documents_rels_earnings_id_idx";
  DROP INDEX "payload_locked_documents_rels_payout_accounts_id_idx";
  DROP INDEX "payload_locked_documents_rels_test_transfers_id_idx";
  DROP INDEX "payload_locked_documents_rels_sent_notices_id_idx";
  ALTER TABLE "consultations" DROP COLUMN "requested_at";
  ALTER TABLE "consultations" DROP COLUMN "confirmed_at";
  ALTER TABLE "consultations" DROP COLUMN "completed_at";
  ALTER TABLE "consultations" DROP COLUMN "feedback_given_at";
  ALTER TABLE "consultations" DROP COLUMN "consultee_reviewed_at";
  ALTER TABLE "consultations" DROP COLUMN "issue_type";
  ALTER TABLE "consultations" DROP COLUMN "issue_description";
  ALTER TABLE "consultations" DROP COLUMN "issue_reported_at";
  ALTER TABLE "consultations" DROP COLUMN "issue_resolution";
  ALTER TABLE "consultations" DROP COLUMN "issue_resolved_at";
  ALTER TABLE "consultations" DROP COLUMN "issue_resolved_by_id";
  ALTER TABLE "payload_jobs" DROP COLUMN "meta";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reviews_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "consultee_reviews_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "earnings_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "payout_accounts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "test_transfers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sent_notices_id";
  DROP TYPE "public"."enum_consultations_issue_type";
  DROP TYPE "public"."enum_consultations_issue_resolution";
  DROP TYPE "public"."enum_consultee_reviews_english_skills";
  DROP TYPE "public"."enum_earnings_type";
  DROP TYPE "public"."enum_earnings_session_type";
  DROP TYPE "public"."enum_earnings_transfer_status";
  DROP TYPE "public"."enum_payout_accounts_provider";
  DROP TYPE "public"."enum_test_transfers_kind";`)
}
