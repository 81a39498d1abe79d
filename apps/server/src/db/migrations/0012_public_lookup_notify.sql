-- A write to the rows the guest app's first lookups read (the brand, the branch) is announced
-- on channel public_lookups, delivered at commit. The embedded database (PGlite) is one
-- process: it keeps those answers in memory and forgets them at each announcement, which
-- arrives before the writer's commit returns (lib/announced-reads.ts; decision 0028).
CREATE OR REPLACE FUNCTION "announce_public_lookup_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('public_lookups', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "brands_public_lookup" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brands" FOR EACH STATEMENT EXECUTE FUNCTION "announce_public_lookup_change"();--> statement-breakpoint
CREATE TRIGGER "branches_public_lookup" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "branches" FOR EACH STATEMENT EXECUTE FUNCTION "announce_public_lookup_change"();
