-- A version per brand of everything the guest menu answer is built from (decision 0015): the
-- menu cache of every server process compares it before answering from memory. Triggers bump
-- it, so no writer can forget to (back office, import, staff stock and price screens, the
-- snooze expiry job, the owner CLI, a hand-written UPDATE). A missing row reads as version 0.
CREATE TABLE "menu_versions" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- Runs at commit (the triggers are DEFERRABLE INITIALLY DEFERRED), so the lock on the brand's
-- row is the last one a transaction takes: it can never wait on a cart or catalogue row while
-- holding it, and two writers cannot deadlock on it. A transaction bumps each brand once, however
-- many rows it wrote (an import writes thousands): the setting is local to the transaction.
CREATE FUNCTION "bump_menu_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tenant integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.tenant_id ELSE NEW.tenant_id END;
  bumped text := 'tableside.menu_version_bumped_' || tenant;
BEGIN
  IF current_setting(bumped, true) = 'yes' THEN
    RETURN NULL;
  END IF;
  INSERT INTO menu_versions AS v (tenant_id, version) VALUES (tenant, 1)
    ON CONFLICT (tenant_id) DO UPDATE SET version = v.version + 1;
  PERFORM set_config(bumped, 'yes', true);
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Every table the menu answer reads (services/menu/load-menu-products.ts and read-menu.ts).
CREATE CONSTRAINT TRIGGER "menu_categories_menu_version" AFTER INSERT OR UPDATE OR DELETE ON "menu_categories" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_menu_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "products_menu_version" AFTER INSERT OR UPDATE OR DELETE ON "products" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_menu_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "menu_items_menu_version" AFTER INSERT OR UPDATE OR DELETE ON "menu_items" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_menu_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "branch_menu_items_menu_version" AFTER INSERT OR UPDATE OR DELETE ON "branch_menu_items" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_menu_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "tags_menu_version" AFTER INSERT OR UPDATE OR DELETE ON "tags" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_menu_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "product_tags_menu_version" AFTER INSERT OR UPDATE OR DELETE ON "product_tags" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_menu_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "modifiers_menu_version" AFTER INSERT OR UPDATE OR DELETE ON "modifiers" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_menu_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "product_instructions_menu_version" AFTER INSERT OR UPDATE OR DELETE ON "product_instructions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_menu_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "product_allergens_menu_version" AFTER INSERT OR UPDATE OR DELETE ON "product_allergens" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_menu_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "media_assets_menu_version" AFTER INSERT OR UPDATE OR DELETE ON "media_assets" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_menu_version"();
