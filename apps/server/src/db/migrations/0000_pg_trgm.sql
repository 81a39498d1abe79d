-- Trigram matching for typo-tolerant menu search; the GIN index in 0001 needs gin_trgm_ops.
-- PGlite loads the extension's files at startup (client.ts); PostgreSQL needs contrib installed.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
