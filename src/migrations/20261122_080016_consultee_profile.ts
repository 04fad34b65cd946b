import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_consultee_profiles_skills_proficiency" AS ENUM('BEGINNER', 'INTERMEDIATE', 'EXPERT');
  CREATE TYPE "public"."enum_consultee_profiles_gender" AS ENUM('MALE', 'FEMALE', 'OTHER', 'PREFER_NOT_TO_SAY');
  CREATE TYPE "public"."enum_consultee_profiles_career_preferences_work_permit" AS ENUM('EU_CITIZEN', 'PERMANENT_RESIDENCE', 'EU_BLUE_CARD', 'WORK_VISA', 'JOB_SEEKER_VISA', 'STUDENT_VISA', 'NEEDS_VISA', 'OTHER');
  CREATE TYPE "public"."enum_consultee_profiles_career_preferences_german_level" AS ENUM('NONE', 'A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'NATIVE');
  CREATE TYPE "public"."enum_consultee_profiles_career_preferences_english_level" AS ENUM('NONE', 'A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'NATIVE');
  CREATE TYPE "public"."enum_consultee_profiles_onboarding_form_status" AS ENUM('NOT_STARTED', 'SKIPPED', 'STARTED', 'STEP1', 'STEP2', 'STEP3', 'STEP4', 'COMPLETED');
  CREATE TYPE "public"."enum_consent_versions_consent_type" AS ENUM('TERMS_PRIVACY_SIGNUP', 'MARKETING_CONSENT', 'DATA_PROCESSING', 'DECLARATION_OF_ACCURACY', 'CONSULTANT_TERMS_AND_PROFILE_CONSENT', 'TAX_ID_CONSENT', 'BOOKING_TERMS', 'BOOKING_TERMS_PAYMENT', 'REFERRAL_TRACKING', 'REFERRAL_NOTIFICATION', 'PROFILE_VERIFICATION_DOCS', 'DOCUMENT_UPLOAD_CONSENT', 'VIDEO_UPLOAD_CONSENT', 'CONTACT_INFO_CONSENT', 'EMPLOYER_APPROVAL_AND_TAX_DECLARATION', 'DATA_PROCESSING_TRUTHFULNESS_PUBLICATION', 'PUBLISH_INTRO_VIDEO', 'WITHDRAWAL_PERIOD_WAIVER', 'MARKETING_WEBINAR_EMAILS', 'TERMS_PRIVACY_SIGNUP_WEBINAR', 'CONSULTEE_B2B_DATA_CONSENT', 'PRIVACY_POLICY_TERMS', 'EMAIL_MARKETING', 'BOOKING_TERMS_AND_CANCELLATION');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'referralMail';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'referralMail';
  CREATE TABLE "consultee_profiles_working_history" (
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
  
  CREATE TABLE "consultee_profiles_education_backgrounds" (
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
  
  CREATE TABLE "consultee_profiles_skills" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"skill_name" varchar NOT NULL,
  	"proficiency" "enum_consultee_profiles_skills_proficiency" NOT NULL
  );
  
  CREATE TABLE "consultee_profiles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"country" varchar,
  	"gender" "enum_consultee_profiles_gender",
  	"industry" varchar,
  	"major" varchar,
  	"about_me" varchar,
  	"career_preferences_target_role" varchar,
  	"career_preferences_target_industry" varchar,
  	"career_preferences_work_permit" "enum_consultee_profiles_career_preferences_work_permit",
  	"career_preferences_visa_details" varchar,
  	"career_preferences_german_level" "enum_consultee_profiles_career_preferences_german_level",
  	"career_preferences_english_level" "enum_consultee_profiles_career_preferences_english_level",
  	"career_preferences_salary_min_euro" numeric,
  	"career_preferences_salary_max_euro" numeric,
  	"career_preferences_earliest_start_date" varchar,
  	"career_preferences_cv_key" varchar,
  	"career_preferences_cv_file_name" varchar,
  	"onboarding_form_status" "enum_consultee_profiles_onboarding_form_status",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "consultee_profiles_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "consent_versions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"consent_type" "enum_consent_versions_consent_type" NOT NULL,
  	"version" varchar NOT NULL,
  	"text_en" varchar NOT NULL,
  	"text_de" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "consultee_profiles_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "consent_versions_id" integer;
  ALTER TABLE "consultee_profiles_working_history" ADD CONSTRAINT "consultee_profiles_working_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."consultee_profiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "consultee_profiles_education_backgrounds" ADD CONSTRAINT "consultee_profiles_education_backgrounds_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."consultee_profiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "consultee_profiles_skills" ADD CONSTRAINT "consultee_profiles_skills_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."consultee_profiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "consultee_profiles" ADD CONSTRAINT "consultee_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "consultee_profiles_texts" ADD CONSTRAINT "consultee_profiles_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."consultee_profiles"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "consultee_profiles_working_history_order_idx" ON "consultee_profiles_working_history" USING btree ("_order");
  CREATE INDEX "consultee_profiles_working_history_parent_id_idx" ON "consultee_profiles_working_history" USING btree ("_parent_id");
  CREATE INDEX "consultee_profiles_education_backgrounds_order_idx" ON "consultee_profiles_education_backgrounds" USING btree ("_order");
  CREATE INDEX "consultee_profiles_education_backgrounds_parent_id_idx" ON "consultee_profiles_education_backgrounds" USING btree ("_parent_id");
  CREATE INDEX "consultee_profiles_skills_order_idx" ON "consultee_profiles_skills" USING btree ("_order");
  CREATE INDEX "consultee_profiles_skills_parent_id_idx" ON "consultee_profiles_skills" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "consultee_profiles_user_idx" ON "consultee_profiles" USING btree ("user_id");
  CREATE INDEX "consultee_profiles_onboarding_form_status_idx" ON "consultee_profiles" USING btree ("onboarding_form_status");
  CREATE INDEX "consultee_profiles_updated_at_idx" ON "consultee_profiles" USING btree ("updated_at");
  CREATE INDEX "consultee_profiles_created_at_idx" ON "consultee_profiles" USING btree ("created_at");
  CREATE INDEX "consultee_profiles_texts_order_parent" ON "consultee_profiles_texts" USING btree ("order","parent_id");
  CREATE INDEX "consent_versions_consent_type_idx" ON "consent_versions" USING btree ("consent_type");
  CREATE INDEX "consent_versions_updated_at_idx" ON "consent_versions" USING btree ("updated_at");
  CREATE INDEX "consent_versions_created_at_idx" ON "consent_versions" USING btree ("created_at");
  CREATE UNIQUE INDEX "consentType_version_idx" ON "consent_versions" USING btree ("consent_type","version");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_consultee_profiles_fk" FOREIGN KEY ("consultee_profiles_id") REFERENCES "public"."consultee_profiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_consent_versions_fk" FOREIGN KEY ("consent_versions_id") REFERENCES "public"."consent_versions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_consultee_profiles_id_idx" ON "payload_locked_documents_rels" USING btree ("consultee_profiles_id");
  CREATE INDEX "payload_locked_documents_rels_consent_versions_id_idx" ON "payload_locked_documents_rels" USING btree ("consent_versions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "consultee_profiles_working_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "consultee_profiles_education_backgrounds" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "consultee_profiles_skills" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "consultee_profiles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "consultee_profiles_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "consent_versions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "consultee_profiles_working_history" CASCADE;
  DROP TABLE "consultee_profiles_education_backgrounds" CASCADE;
  DROP TABLE "consultee_profiles_skills" CASCADE;
  DROP TABLE "consultee_profiles" CASCADE;
  DROP TABLE "consultee_profiles_texts" CASCADE;
  DROP TABLE "consent_versions" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_consultee_profiles_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_consent_versions_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'releaseHold', 'sessionClock', 'sessionNotice', 'transferEarning', 'inquiryMail');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'releaseHold', 'sessionClock', 'sessionNotice', 'transferEarning', 'inquiryMail');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_consultee_profiles_id_idx";
  DROP INDEX "payload_locked_documents_rels_consent_versions_id_idx";
  ALTER TABLE "users" DROP COLUMN "deleted_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "consultee_profiles_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "consent_versions_id";
  DROP TYPE "public"."enum_consultee_profiles_skills_proficiency";
  DROP TYPE "public"."enum_consultee_profiles_gender";
  DROP TYPE "public"."enum_consultee_profiles_career_preferences_work_permit";
  DROP TYPE "public"."enum_consultee_profiles_career_preferences_german_level";
  DROP TYPE "public"."enum_consultee_profiles_career_preferences_english_level";
  DROP TYPE "public"."enum_consultee_profiles_onboarding_form_status";
  DROP TYPE "public"."enum_consent_versions_consent_type";`)
}
