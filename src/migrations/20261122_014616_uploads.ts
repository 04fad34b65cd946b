import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_uploads_context" AS ENUM('image', 'video', 'document');
  CREATE TYPE "public"."enum_uploads_status" AS ENUM('pending', 'stored');
  CREATE TABLE "uploads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"owner_id" integer NOT NULL,
  	"context" "enum_uploads_context" NOT NULL,
  	"file_name" varchar NOT NULL,
  	"content_type" varchar,
  	"size" numeric,
  	"status" "enum_uploads_status" DEFAULT 'pending' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "uploads_id" integer;
  ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "uploads_key_idx" ON "uploads" USING btree ("key");
  CREATE INDEX "uploads_owner_idx" ON "uploads" USING btree ("owner_id");
  CREATE INDEX "uploads_context_idx" ON "uploads" USING btree ("context");
  CREATE INDEX "uploads_status_idx" ON "uploads" USING btree ("status");
  CREATE INDEX "uploads_updated_at_idx" ON "uploads" USING btree ("updated_at");
  CREATE INDEX "uploads_created_at_idx" ON "uploads" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_upload_files_fk" FOREIGN KEY ("uploads_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_uploads_id_idx" ON "payload_locked_documents_rels" USING btree ("uploads_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "uploads" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "uploads" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_upload_files_fk";
  
  DROP INDEX "payload_locked_documents_rels_uploads_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "uploads_id";
  DROP TYPE "public"."enum_uploads_context";
  DROP TYPE "public"."enum_uploads_status";`)
}
