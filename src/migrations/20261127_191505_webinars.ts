import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_webinars_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__webinars_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__webinars_v_published_locale" AS ENUM('en', 'de');
  CREATE TABLE "webinars" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"starts_at" timestamp(3) with time zone,
  	"duration_minutes" numeric DEFAULT 60,
  	"capacity" numeric,
  	"join_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_webinars_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "webinars_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_webinars_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_starts_at" timestamp(3) with time zone,
  	"version_duration_minutes" numeric DEFAULT 60,
  	"version_capacity" numeric,
  	"version_join_url" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__webinars_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__webinars_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_webinars_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "webinar_registrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"webinar_id" integer NOT NULL,
  	"user_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "webinars_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "webinar_registrations_id" integer;
  ALTER TABLE "webinars_locales" ADD CONSTRAINT "webinars_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."webinars"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_webinars_v" ADD CONSTRAINT "_webinars_v_parent_id_webinars_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."webinars"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_webinars_v_locales" ADD CONSTRAINT "_webinars_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_webinars_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "webinar_registrations" ADD CONSTRAINT "webinar_registrations_webinar_id_webinars_id_fk" FOREIGN KEY ("webinar_id") REFERENCES "public"."webinars"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "webinar_registrations" ADD CONSTRAINT "webinar_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "webinars_starts_at_idx" ON "webinars" USING btree ("starts_at");
  CREATE INDEX "webinars_updated_at_idx" ON "webinars" USING btree ("updated_at");
  CREATE INDEX "webinars_created_at_idx" ON "webinars" USING btree ("created_at");
  CREATE INDEX "webinars__status_idx" ON "webinars" USING btree ("_status");
  CREATE UNIQUE INDEX "webinars_locales_locale_parent_id_unique" ON "webinars_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_webinars_v_parent_idx" ON "_webinars_v" USING btree ("parent_id");
  CREATE INDEX "_webinars_v_version_version_starts_at_idx" ON "_webinars_v" USING btree ("version_starts_at");
  CREATE INDEX "_webinars_v_version_version_updated_at_idx" ON "_webinars_v" USING btree ("version_updated_at");
  CREATE INDEX "_webinars_v_version_version_created_at_idx" ON "_webinars_v" USING btree ("version_created_at");
  CREATE INDEX "_webinars_v_version_version__status_idx" ON "_webinars_v" USING btree ("version__status");
  CREATE INDEX "_webinars_v_created_at_idx" ON "_webinars_v" USING btree ("created_at");
  CREATE INDEX "_webinars_v_updated_at_idx" ON "_webinars_v" USING btree ("updated_at");
  CREATE INDEX "_webinars_v_snapshot_idx" ON "_webinars_v" USING btree ("snapshot");
  CREATE INDEX "_webinars_v_published_locale_idx" ON "_webinars_v" USING btree ("published_locale");
  CREATE INDEX "_webinars_v_latest_idx" ON "_webinars_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_webinars_v_locales_locale_parent_id_unique" ON "_webinars_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "webinar_registrations_webinar_idx" ON "webinar_registrations" USING btree ("webinar_id");
  CREATE INDEX "webinar_registrations_user_idx" ON "webinar_registrations" USING btree ("user_id");
  CREATE INDEX "webinar_registrations_updated_at_idx" ON "webinar_registrations" USING btree ("updated_at");
  CREATE INDEX "webinar_registrations_created_at_idx" ON "webinar_registrations" USING btree ("created_at");
  CREATE UNIQUE INDEX "webinar_user_idx" ON "webinar_registrations" USING btree ("webinar_id","user_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_webinars_fk" FOREIGN KEY ("webinars_id") REFERENCES "public"."webinars"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_webinar_registrations_fk" FOREIGN KEY ("webinar_registrations_id") REFERENCES "public"."webinar_registrations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_webinars_id_idx" ON "payload_locked_documents_rels" USING btree ("webinars_id");
  CREATE INDEX "payload_locked_documents_rels_webinar_registrations_id_idx" ON "payload_locked_documents_rels" USING btree ("webinar_registrations_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "webinars" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "webinars_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_webinars_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_webinars_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "webinar_registrations" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "webinars" CASCADE;
  DROP TABLE "webinars_locales" CASCADE;
  DROP TABLE "_webinars_v" CASCADE;
  DROP TABLE "_webinars_v_locales" CASCADE;
  DROP TABLE "webinar_registrations" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_webinars_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_webinar_registrations_fk";
  
  DROP INDEX "payload_locked_documents_rels_webinars_id_idx";
  DROP INDEX "payload_locked_documents_rels_webinar_registrations_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "webinars_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "webinar_registrations_id";
  DROP TYPE "public"."enum_webinars_status";
  DROP TYPE "public"."enum__webinars_v_version_status";
  DROP TYPE "public"."enum__webinars_v_published_locale";`)
}
