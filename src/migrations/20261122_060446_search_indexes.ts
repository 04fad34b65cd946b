import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The consultant search finds close misspellings with pg_trgm's `<%` operator, which its trigram index
// serves; the operator's threshold is a setting, made the database's default here (new connections).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  DO $$ BEGIN
    EXECUTE format('ALTER DATABASE %I SET pg_trgm.word_similarity_threshold = 0.45', current_database());
  END $$;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DO $$ BEGIN
    EXECUTE format('ALTER DATABASE %I RESET pg_trgm.word_similarity_threshold', current_database());
  END $$;`)
}
