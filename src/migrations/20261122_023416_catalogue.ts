import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('en', 'de');
  CREATE TYPE "public"."enum_catalogue_services_demand" AS ENUM('High', 'Medium');
  CREATE TABLE "catalogue_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"sort_order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "catalogue_categories_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "catalogue_services" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"category_id" integer NOT NULL,
  	"demand" "enum_catalogue_services_demand" DEFAULT 'Medium' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "catalogue_services_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "catalogue_industries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"sort_order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "catalogue_industries_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "catalogue_industries_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"catalogue_majors_id" integer
  );
  
  CREATE TABLE "catalogue_majors" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "catalogue_majors_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "catalogue_categories_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "catalogue_services_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "catalogue_industries_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "catalogue_majors_id" integer;
  ALTER TABLE "catalogue_categories_locales" ADD CONSTRAINT "catalogue_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."catalogue_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "catalogue_services" ADD CONSTRAINT "catalogue_services_category_id_catalogue_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."catalogue_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "catalogue_services_locales" ADD CONSTRAINT "catalogue_services_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."catalogue_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "catalogue_industries_locales" ADD CONSTRAINT "catalogue_industries_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."catalogue_industries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "catalogue_industries_rels" ADD CONSTRAINT "catalogue_industries_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."catalogue_industries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "catalogue_industries_rels" ADD CONSTRAINT "catalogue_industries_rels_catalogue_majors_fk" FOREIGN KEY ("catalogue_majors_id") REFERENCES "public"."catalogue_majors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "catalogue_majors_locales" ADD CONSTRAINT "catalogue_majors_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."catalogue_majors"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "catalogue_categories_key_idx" ON "catalogue_categories" USING btree ("key");
  CREATE INDEX "catalogue_categories_updated_at_idx" ON "catalogue_categories" USING btree ("updated_at");
  CREATE INDEX "catalogue_categories_created_at_idx" ON "catalogue_categories" USING btree ("created_at");
  CREATE UNIQUE INDEX "catalogue_categories_locales_locale_parent_id_unique" ON "catalogue_categories_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "catalogue_services_key_idx" ON "catalogue_services" USING btree ("key");
  CREATE INDEX "catalogue_services_category_idx" ON "catalogue_services" USING btree ("category_id");
  CREATE INDEX "catalogue_services_updated_at_idx" ON "catalogue_services" USING btree ("updated_at");
  CREATE INDEX "catalogue_services_created_at_idx" ON "catalogue_services" USING btree ("created_at");
  CREATE UNIQUE INDEX "catalogue_services_locales_locale_parent_id_unique" ON "catalogue_services_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "catalogue_industries_key_idx" ON "catalogue_industries" USING btree ("key");
  CREATE INDEX "catalogue_industries_updated_at_idx" ON "catalogue_industries" USING btree ("updated_at");
  CREATE INDEX "catalogue_industries_created_at_idx" ON "catalogue_industries" USING btree ("created_at");
  CREATE UNIQUE INDEX "catalogue_industries_locales_locale_parent_id_unique" ON "catalogue_industries_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "catalogue_industries_rels_order_idx" ON "catalogue_industries_rels" USING btree ("order");
  CREATE INDEX "catalogue_industries_rels_parent_idx" ON "catalogue_industries_rels" USING btree ("parent_id");
  CREATE INDEX "catalogue_industries_rels_path_idx" ON "catalogue_industries_rels" USING btree ("path");
  CREATE INDEX "catalogue_industries_rels_catalogue_majors_id_idx" ON "catalogue_industries_rels" USING btree ("catalogue_majors_id");
  CREATE UNIQUE INDEX "catalogue_majors_key_idx" ON "catalogue_majors" USING btree ("key");
  CREATE INDEX "catalogue_majors_updated_at_idx" ON "catalogue_majors" USING btree ("updated_at");
  CREATE INDEX "catalogue_majors_created_at_idx" ON "catalogue_majors" USING btree ("created_at");
  CREATE UNIQUE INDEX "catalogue_majors_locales_locale_parent_id_unique" ON "catalogue_majors_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_catalogue_categories_fk" FOREIGN KEY ("catalogue_categories_id") REFERENCES "public"."catalogue_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_catalogue_services_fk" FOREIGN KEY ("catalogue_services_id") REFERENCES "public"."catalogue_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_catalogue_industries_fk" FOREIGN KEY ("catalogue_industries_id") REFERENCES "public"."catalogue_industries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_catalogue_majors_fk" FOREIGN KEY ("catalogue_majors_id") REFERENCES "public"."catalogue_majors"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_catalogue_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("catalogue_categories_id");
  CREATE INDEX "payload_locked_documents_rels_catalogue_services_id_idx" ON "payload_locked_documents_rels" USING btree ("catalogue_services_id");
  CREATE INDEX "payload_locked_documents_rels_catalogue_industries_id_idx" ON "payload_locked_documents_rels" USING btree ("catalogue_industries_id");
  CREATE INDEX "payload_locked_documents_rels_catalogue_majors_id_idx" ON "payload_locked_documents_rels" USING btree ("catalogue_majors_id");`)
  // Reference data: the shipped catalogue, which admins edit from here on.
  // The shipped catalogue is added after the migrations by syncReferenceData (src/server/db), with the
  // schema of that day; a migration only ever changes the schema it was written for.
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "catalogue_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "catalogue_categories_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "catalogue_services" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "catalogue_services_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "catalogue_industries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "catalogue_industries_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "catalogue_industries_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "catalogue_majors" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "catalogue_majors_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "catalogue_categories" CASCADE;
  DROP TABLE "catalogue_categories_locales" CASCADE;
  DROP TABLE "catalogue_services" CASCADE;
  DROP TABLE "catalogue_services_locales" CASCADE;
  DROP TABLE "catalogue_industries" CASCADE;
  DROP TABLE "catalogue_industries_locales" CASCADE;
  DROP TABLE "catalogue_industries_rels" CASCADE;
  DROP TABLE "catalogue_majors" CASCADE;
  DROP TABLE "catalogue_majors_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_catalogue_categories_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_catalogue_services_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_catalogue_industries_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_catalogue_majors_fk";
  
  DROP INDEX "payload_locked_documents_rels_catalogue_categories_id_idx";
  DROP INDEX "payload_locked_documents_rels_catalogue_services_id_idx";
  DROP INDEX "payload_locked_documents_rels_catalogue_industries_id_idx";
  DROP INDEX "payload_locked_documents_rels_catalogue_majors_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "catalogue_categories_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "catalogue_services_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "catalogue_industries_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "catalogue_majors_id";
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum_catalogue_services_demand";`)
}
