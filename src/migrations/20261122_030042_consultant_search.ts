import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "consultant_profiles" ADD COLUMN "search_text" varchar;
  CREATE INDEX "consultant_profiles_services_service_id_idx" ON "consultant_profiles_services" USING btree ("service_id");`)
  // The consultant search: full text in the 'simple' and 'german' configurations, trigrams for typos,
  // and the lower-cased employer for the company filter. Not part of Payload's schema, so written here.
  await db.execute(sql`
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX "consultant_profiles_search_simple_idx" ON "consultant_profiles" USING gin (to_tsvector('simple', coalesce("search_text", '')));
  CREATE INDEX "consultant_profiles_search_german_idx" ON "consultant_profiles" USING gin (to_tsvector('german', coalesce("search_text", '')));
  CREATE INDEX "consultant_profiles_search_trgm_idx" ON "consultant_profiles" USING gin ("search_text" gin_trgm_ops);
  CREATE INDEX "consultant_profiles_working_history_org_lower_idx" ON "consultant_profiles_working_history" (lower("organization"));
  CREATE INDEX "consultant_profiles_services_title_lower_idx" ON "consultant_profiles_services" (lower("title"));`)
  // Existing profiles get their search text after the migrations (syncReferenceData, src/server/db).
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX "consultant_profiles_services_title_lower_idx";
  DROP INDEX "consultant_profiles_working_history_org_lower_idx";
  DROP INDEX "consultant_profiles_search_trgm_idx";
  DROP INDEX "consultant_profiles_search_german_idx";
  DROP INDEX "consultant_profiles_search_simple_idx";
  DROP INDEX "consultant_profiles_services_service_id_idx";
  ALTER TABLE "consultant_profiles" DROP COLUMN "search_text";`)
}
