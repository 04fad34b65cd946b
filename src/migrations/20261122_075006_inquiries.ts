import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_conversations_last_message_role" AS ENUM('USER', 'CONSULTANT');
  CREATE TYPE "public"."enum_inquiry_messages_role" AS ENUM('USER', 'CONSULTANT');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'inquiryMail';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'inquiryMail';
  CREATE TABLE "conversations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"consultant_id" integer NOT NULL,
  	"last_message_at" timestamp(3) with time zone NOT NULL,
  	"last_message_preview" varchar NOT NULL,
  	"last_message_role" "enum_conversations_last_message_role" NOT NULL,
  	"user_archived" boolean DEFAULT false NOT NULL,
  	"consultant_archived" boolean DEFAULT false NOT NULL,
  	"user_unread" numeric DEFAULT 0 NOT NULL,
  	"consultant_unread" numeric DEFAULT 0 NOT NULL,
  	"user_last_read_at" timestamp(3) with time zone,
  	"consultant_last_read_at" timestamp(3) with time zone,
  	"user_emailed_at" timestamp(3) with time zone,
  	"consultant_emailed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "inquiry_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"conversation_id" integer NOT NULL,
  	"user_id" integer NOT NULL,
  	"consultant_id" integer NOT NULL,
  	"sender_id" integer NOT NULL,
  	"role" "enum_inquiry_messages_role" NOT NULL,
  	"body" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "conversations_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "inquiry_messages_id" integer;
  ALTER TABLE "conversations" ADD CONSTRAINT "conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "conversations" ADD CONSTRAINT "conversations_consultant_id_users_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "inquiry_messages" ADD CONSTRAINT "inquiry_messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "inquiry_messages" ADD CONSTRAINT "inquiry_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "inquiry_messages" ADD CONSTRAINT "inquiry_messages_consultant_id_users_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "inquiry_messages" ADD CONSTRAINT "inquiry_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "conversations_user_idx" ON "conversations" USING btree ("user_id");
  CREATE INDEX "conversations_consultant_idx" ON "conversations" USING btree ("consultant_id");
  CREATE INDEX "conversations_updated_at_idx" ON "conversations" USING btree ("updated_at");
  CREATE INDEX "conversations_created_at_idx" ON "conversations" USING btree ("created_at");
  CREATE UNIQUE INDEX "user_consultant_idx" ON "conversations" USING btree ("user_id","consultant_id");
  CREATE INDEX "user_userArchived_lastMessageAt_idx" ON "conversations" USING btree ("user_id","user_archived","last_message_at");
  CREATE INDEX "consultant_consultantArchived_lastMessageAt_idx" ON "conversations" USING btree ("consultant_id","consultant_archived","last_message_at");
  CREATE INDEX "inquiry_messages_conversation_idx" ON "inquiry_messages" USING btree ("conversation_id");
  CREATE INDEX "inquiry_messages_user_idx" ON "inquiry_messages" USING btree ("user_id");
  CREATE INDEX "inquiry_messages_consultant_idx" ON "inquiry_messages" USING btree ("consultant_id");
  CREATE INDEX "inquiry_messages_sender_idx" ON "inquiry_messages" USING btree ("sender_id");
  CREATE INDEX "inquiry_messages_updated_at_idx" ON "inquiry_messages" USING btree ("updated_at");
  CREATE INDEX "inquiry_messages_created_at_idx" ON "inquiry_messages" USING btree ("created_at");
  CREATE INDEX "conversation_createdAt_idx" ON "inquiry_messages" USING btree ("conversation_id","created_at");
  CREATE INDEX "sender_createdAt_idx" ON "inquiry_messages" USING btree ("sender_id","created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_conversations_fk" FOREIGN KEY ("conversations_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_inquiry_messages_fk" FOREIGN KEY ("inquiry_messages_id") REFERENCES "public"."inquiry_messages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_conversations_id_idx" ON "payload_locked_documents_rels" USING btree ("conversations_id");
  CREATE INDEX "payload_locked_documents_rels_inquiry_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("inquiry_messages_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "conversations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "inquiry_messages" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "conversations" CASCADE;
  DROP TABLE "inquiry_messages" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_conversations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_inquiry_messages_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'releaseHold', 'sessionClock', 'sessionNotice', 'transferEarning');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'releaseHold', 'sessionClock', 'sessionNotice', 'transferEarning');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_conversations_id_idx";
  DROP INDEX "payload_locked_documents_rels_inquiry_messages_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "conversations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "inquiry_messages_id";
  DROP TYPE "public"."enum_conversations_last_message_role";
  DROP TYPE "public"."enum_inquiry_messages_role";`)
}
