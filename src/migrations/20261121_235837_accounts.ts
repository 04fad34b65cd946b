import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_locale" AS ENUM('en', 'de');
  CREATE TYPE "public"."enum_consents_consent_type" AS ENUM('TERMS_PRIVACY_SIGNUP', 'MARKETING_CONSENT', 'DATA_PROCESSING', 'DECLARATION_OF_ACCURACY', 'CONSULTANT_TERMS_AND_PROFILE_CONSENT', 'TAX_ID_CONSENT', 'BOOKING_TERMS', 'BOOKING_TERMS_PAYMENT', 'REFERRAL_TRACKING', 'REFERRAL_NOTIFICATION', 'PROFILE_VERIFICATION_DOCS', 'DOCUMENT_UPLOAD_CONSENT', 'VIDEO_UPLOAD_CONSENT', 'CONTACT_INFO_CONSENT', 'EMPLOYER_APPROVAL_AND_TAX_DECLARATION', 'DATA_PROCESSING_TRUTHFULNESS_PUBLICATION', 'PUBLISH_INTRO_VIDEO', 'WITHDRAWAL_PERIOD_WAIVER', 'MARKETING_WEBINAR_EMAILS', 'TERMS_PRIVACY_SIGNUP_WEBINAR', 'CONSULTEE_B2B_DATA_CONSENT', 'PRIVACY_POLICY_TERMS', 'EMAIL_MARKETING', 'BOOKING_TERMS_AND_CANCELLATION');
  CREATE TYPE "public"."enum_consents_status" AS ENUM('optin', 'optout');
  CREATE TYPE "public"."enum_consents_locale" AS ENUM('en', 'de');
  CREATE TYPE "public"."enum_auth_codes_purpose" AS ENUM('VERIFY_EMAIL', 'RESET_PASSWORD');
  CREATE TABLE "consents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"consent_type" "enum_consents_consent_type" NOT NULL,
  	"status" "enum_consents_status" NOT NULL,
  	"version" varchar NOT NULL,
  	"text_snapshot" varchar NOT NULL,
  	"locale" "enum_consents_locale",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "auth_codes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"purpose" "enum_auth_codes_purpose" NOT NULL,
  	"code_hash" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"sent_at" timestamp(3) with time zone NOT NULL,
  	"attempts" numeric DEFAULT 0 NOT NULL,
  	"consumed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "dev_mails" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"to" varchar NOT NULL,
  	"subject" varchar NOT NULL,
  	"text" varchar,
  	"html" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "locale" "enum_users_locale" DEFAULT 'en';
  ALTER TABLE "users" ADD COLUMN "referred_by_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "consents_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "auth_codes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "dev_mails_id" integer;
  ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "auth_codes" ADD CONSTRAINT "auth_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "consents_user_idx" ON "consents" USING btree ("user_id");
  CREATE INDEX "consents_consent_type_idx" ON "consents" USING btree ("consent_type");
  CREATE INDEX "consents_updated_at_idx" ON "consents" USING btree ("updated_at");
  CREATE INDEX "consents_created_at_idx" ON "consents" USING btree ("created_at");
  CREATE INDEX "auth_codes_user_idx" ON "auth_codes" USING btree ("user_id");
  CREATE INDEX "auth_codes_purpose_idx" ON "auth_codes" USING btree ("purpose");
  CREATE INDEX "auth_codes_updated_at_idx" ON "auth_codes" USING btree ("updated_at");
  CREATE INDEX "auth_codes_created_at_idx" ON "auth_codes" USING btree ("created_at");
  CREATE INDEX "dev_mails_to_idx" ON "dev_mails" USING btree ("to");
  CREATE INDEX "dev_mails_updated_at_idx" ON "dev_mails" USING btree ("updated_at");
  CREATE INDEX "dev_mails_created_at_idx" ON "dev_mails" USING btree ("created_at");
  ALTER TABLE "users" ADD CONSTRAINT "users_referred_by_id_users_id_fk" FOREIGN KEY ("referred_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_consents_fk" FOREIGN KEY ("consents_id") REFERENCES "public"."consents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_auth_codes_fk" FOREIGN KEY ("auth_codes_id") REFERENCES "public"."auth_codes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_dev_mails_fk" FOREIGN KEY ("dev_mails_id") REFERENCES "public"."dev_mails"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_referred_by_idx" ON "users" USING btree ("referred_by_id");
  CREATE INDEX "payload_locked_documents_rels_consents_id_idx" ON "payload_locked_documents_rels" USING btree ("consents_id");
  CREATE INDEX "payload_locked_documents_rels_auth_codes_id_idx" ON "payload_locked_documents_rels" USING btree ("auth_codes_id");
  CREATE INDEX "payload_locked_documents_rels_dev_mails_id_idx" ON "payload_locked_documents_rels" USING btree ("dev_mails_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "consents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "auth_codes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "dev_mails" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "consents" CASCADE;
  DROP TABLE "auth_codes" CASCADE;
  DROP TABLE "dev_mails" CASCADE;
  ALTER TABLE "users" DROP CONSTRAINT "users_referred_by_id_users_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_consents_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_auth_codes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_dev_mails_fk";
  
  DROP INDEX "users_referred_by_idx";
  DROP INDEX "payload_locked_documents_rels_consents_id_idx";
  DROP INDEX "payload_locked_documents_rels_auth_codes_id_idx";
  DROP INDEX "payload_locked_documents_rels_dev_mails_id_idx";
  ALTER TABLE "users" DROP COLUMN "locale";
  ALTER TABLE "users" DROP COLUMN "referred_by_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "consents_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "auth_codes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "dev_mails_id";
  DROP TYPE "public"."enum_users_locale";
  DROP TYPE "public"."enum_consents_consent_type";
  DROP TYPE "public"."enum_consents_status";
  DROP TYPE "public"."enum_consents_locale";
  DROP TYPE "public"."enum_auth_codes_purpose";`)
}
