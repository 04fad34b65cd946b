import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'monthlyStatements' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'statementMail' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'monthlyStatements' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'statementMail' BEFORE 'schedulePublish';
  CREATE TABLE "statements" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" varchar NOT NULL,
  	"user_id" integer NOT NULL,
  	"year" numeric NOT NULL,
  	"month" numeric NOT NULL,
  	"issued_at" timestamp(3) with time zone NOT NULL,
  	"net_cents" numeric NOT NULL,
  	"vat_cents" numeric NOT NULL,
  	"document" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "statements_id" integer;
  ALTER TABLE "statements" ADD CONSTRAINT "statements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "statements_number_idx" ON "statements" USING btree ("number");
  CREATE INDEX "statements_user_idx" ON "statements" USING btree ("user_id");
  CREATE INDEX "statements_updated_at_idx" ON "statements" USING btree ("updated_at");
  CREATE INDEX "statements_created_at_idx" ON "statements" USING btree ("created_at");
  CREATE UNIQUE INDEX "user_year_month_idx" ON "statements" USING btree ("user_id","year","month");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_statements_fk" FOREIGN KEY ("statements_id") REFERENCES "public"."statements"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_statements_id_idx" ON "payload_locked_documents_rels" USING btree ("statements_id");`)
  // Final once issued, as invoices are (the function comes with the invoices' migration).
  await db.execute(sql`
  CREATE TRIGGER "statements_are_final" BEFORE UPDATE OR DELETE ON "statements"
    FOR EACH ROW EXECUTE FUNCTION "invoices_are_final"();`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TRIGGER "statements_are_final" ON "statements";
   ALTER TABLE "statements" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "statements" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_statements_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'releaseHold', 'sessionClock', 'sessionNotice', 'transferEarning', 'reverseEarningShare', 'inquiryMail', 'referralMail', 'contactMail', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'releaseHold', 'sessionClock', 'sessionNotice', 'transferEarning', 'reverseEarningShare', 'inquiryMail', 'referralMail', 'contactMail', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_statements_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "statements_id";`)
}
