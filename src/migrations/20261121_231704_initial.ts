import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_role" AS ENUM('USER', 'CONSULTANT', 'ADMIN', 'REVIEWER', 'EDITOR');
  CREATE TYPE "public"."enum_users_profile_status" AS ENUM('NOT_CONFIRMED', 'REGISTERED', 'STEP1', 'STEP2', 'STEP3', 'STEP4', 'APPLICATION_SUBMITTED', 'ACTIVE', 'DATA_NOT_SUBMITTED');
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"role" "enum_users_role" DEFAULT 'USER' NOT NULL,
  	"profile_status" "enum_users_profile_status" DEFAULT 'NOT_CONFIRMED' NOT NULL,
  	"user_short_id" varchar,
  	"ref_code" varchar,
  	"first_name" varchar,
  	"last_name" varchar,
  	"timezone" varchar DEFAULT 'Europe/London',
  	"image_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "consultant_profiles_services" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"service_id" varchar,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"category" varchar DEFAULT 'Other'
  );
  
  CREATE TABLE "consultant_profiles_working_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"organization" varchar NOT NULL,
  	"country" varchar,
  	"city" varchar,
  	"from_date" varchar NOT NULL,
  	"to_date" varchar,
  	"my_current_role" boolean DEFAULT false,
  	"description" varchar
  );
  
  CREATE TABLE "consultant_profiles_education_backgrounds" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" varchar NOT NULL,
  	"field_of_study" varchar NOT NULL,
  	"university" varchar NOT NULL,
  	"country" varchar,
  	"city" varchar,
  	"from_date" varchar NOT NULL,
  	"to_date" varchar,
  	"description" varchar
  );
  
  CREATE TABLE "consultant_profiles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"consultant_short_id" varchar,
  	"display_name" varchar,
  	"published" boolean DEFAULT false,
  	"verified" boolean DEFAULT false,
  	"tagline" varchar,
  	"about_me" varchar,
  	"country" varchar,
  	"city" varchar,
  	"linked_in_url" varchar,
  	"industry" varchar,
  	"major" varchar,
  	"years_of_experience" varchar,
  	"pricing30_min" numeric,
  	"pricing60_min" numeric,
  	"pricing_trial" numeric,
  	"average_rating" numeric,
  	"review_count" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "consultant_profiles_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer,
  	"consultant_profiles_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "consultant_profiles_services" ADD CONSTRAINT "consultant_profiles_services_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."consultant_profiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "consultant_profiles_working_history" ADD CONSTRAINT "consultant_profiles_working_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."consultant_profiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "consultant_profiles_education_backgrounds" ADD CONSTRAINT "consultant_profiles_education_backgrounds_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."consultant_profiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "consultant_profiles" ADD CONSTRAINT "consultant_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "consultant_profiles_texts" ADD CONSTRAINT "consultant_profiles_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."consultant_profiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_consultant_profiles_fk" FOREIGN KEY ("consultant_profiles_id") REFERENCES "public"."consultant_profiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_role_idx" ON "users" USING btree ("role");
  CREATE INDEX "users_profile_status_idx" ON "users" USING btree ("profile_status");
  CREATE UNIQUE INDEX "users_user_short_id_idx" ON "users" USING btree ("user_short_id");
  CREATE UNIQUE INDEX "users_ref_code_idx" ON "users" USING btree ("ref_code");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE INDEX "consultant_profiles_services_order_idx" ON "consultant_profiles_services" USING btree ("_order");
  CREATE INDEX "consultant_profiles_services_parent_id_idx" ON "consultant_profiles_services" USING btree ("_parent_id");
  CREATE INDEX "consultant_profiles_working_history_order_idx" ON "consultant_profiles_working_history" USING btree ("_order");
  CREATE INDEX "consultant_profiles_working_history_parent_id_idx" ON "consultant_profiles_working_history" USING btree ("_parent_id");
  CREATE INDEX "consultant_profiles_education_backgrounds_order_idx" ON "consultant_profiles_education_backgrounds" USING btree ("_order");
  CREATE INDEX "consultant_profiles_education_backgrounds_parent_id_idx" ON "consultant_profiles_education_backgrounds" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "consultant_profiles_user_idx" ON "consultant_profiles" USING btree ("user_id");
  CREATE UNIQUE INDEX "consultant_profiles_consultant_short_id_idx" ON "consultant_profiles" USING btree ("consultant_short_id");
  CREATE INDEX "consultant_profiles_published_idx" ON "consultant_profiles" USING btree ("published");
  CREATE INDEX "consultant_profiles_industry_idx" ON "consultant_profiles" USING btree ("industry");
  CREATE INDEX "consultant_profiles_major_idx" ON "consultant_profiles" USING btree ("major");
  CREATE INDEX "consultant_profiles_updated_at_idx" ON "consultant_profiles" USING btree ("updated_at");
  CREATE INDEX "consultant_profiles_created_at_idx" ON "consultant_profiles" USING btree ("created_at");
  CREATE INDEX "consultant_profiles_texts_order_parent" ON "consultant_profiles_texts" USING btree ("order","parent_id");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_consultant_profiles_id_idx" ON "payload_locked_documents_rels" USING btree ("consultant_profiles_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "consultant_profiles_services" CASCADE;
  DROP TABLE "consultant_profiles_working_history" CASCADE;
  DROP TABLE "consultant_profiles_education_backgrounds" CASCADE;
  DROP TABLE "consultant_profiles" CASCADE;
  DROP TABLE "consultant_profiles_texts" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TYPE "public"."enum_users_role";
  DROP TYPE "public"."enum_users_profile_status";`)
}
