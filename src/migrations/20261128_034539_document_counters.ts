import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_document_counters_series" AS ENUM('invoice', 'creditNote', 'statement');
  CREATE TABLE "document_counters" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"series" "enum_document_counters_series" NOT NULL,
  	"year" numeric NOT NULL,
  	"last_number" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "document_counters_id" integer;
  CREATE INDEX "document_counters_updated_at_idx" ON "document_counters" USING btree ("updated_at");
  CREATE INDEX "document_counters_created_at_idx" ON "document_counters" USING btree ("created_at");
  CREATE UNIQUE INDEX "series_year_idx" ON "document_counters" USING btree ("series","year");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_document_counters_fk" FOREIGN KEY ("document_counters_id") REFERENCES "public"."document_counters"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_document_counters_id_idx" ON "payload_locked_documents_rels" USING btree ("document_counters_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "document_counters" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "document_counters" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_document_counters_fk";
  
  DROP INDEX "payload_locked_documents_rels_document_counters_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "document_counters_id";
  DROP TYPE "public"."enum_document_counters_series";`)
}
