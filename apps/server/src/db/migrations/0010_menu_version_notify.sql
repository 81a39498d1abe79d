-- The menu version bump (0009) also announces the new version, `<tenant id>:<version>` on
-- channel menu_versions, delivered at commit. The embedded database (PGlite) is one process,
-- so its menu cache learns every change this way, before the writer's commit returns, and
-- reads no version per request (services/menu/menu-versions.ts; decision 0015).
CREATE OR REPLACE FUNCTION "bump_menu_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tenant integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.tenant_id ELSE NEW.tenant_id END;
  bumped text := 'tableside.menu_version_bumped_' || tenant;
  now_at bigint;
BEGIN
  IF current_setting(bumped, true) = 'yes' THEN
    RETURN NULL;
  END IF;
  INSERT INTO menu_versions AS v (tenant_id, version) VALUES (tenant, 1)
    ON CONFLICT (tenant_id) DO UPDATE SET version = v.version + 1
    RETURNING version INTO now_at;
  PERFORM set_config(bumped, 'yes', true);
  PERFORM pg_notify('menu_versions', tenant || ':' || now_at);
  RETURN NULL;
END;
$$;
