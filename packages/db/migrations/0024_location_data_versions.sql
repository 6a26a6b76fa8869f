CREATE TABLE "location_data_versions" (
	"location_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
-- Bumps the data version of every location a statement touched, once per statement (not per row:
-- ingest writes thousands of rows per batch). Locations are locked in id order so two transactions
-- touching the same locations cannot deadlock on their version rows.
CREATE FUNCTION "bump_location_data_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "location_data_versions" ("location_id")
    SELECT DISTINCT "location_id" FROM "changed" WHERE "location_id" IS NOT NULL ORDER BY 1
  ON CONFLICT ("location_id") DO UPDATE SET "version" = "location_data_versions"."version" + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Every table a figure is read from. PostgreSQL allows a transition table on a single-event trigger
-- only, hence three triggers per table.
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'daily_rollups', 'monthly_rollups', 'writer_daily_rollups', 'tech_daily_rollups', 'category_daily_rollups',
    'writer_category_daily_rollups', 'tech_category_daily_rollups', 'new_customer_months', 'customer_visits',
    'customer_yearly_rollups', 'retention_rollups', 'retention_status', 'repair_orders', 'customers', 'employees',
    'categories', 'mapped_categories', 'forecast_goals', 'coaching_goals'
  ] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION bump_location_data_versions()', t || '_data_version_ins', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION bump_location_data_versions()', t || '_data_version_upd', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION bump_location_data_versions()', t || '_data_version_del', t);
  END LOOP;
END $$;
--> statement-breakpoint
-- The location's own settings that enter a figure (labor cost, working days, technicians, peer
-- groups, time zone, name); not the agent's config or token, which change on every sync.
CREATE FUNCTION "bump_location_settings_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "location_data_versions" ("location_id") VALUES (NEW."id")
  ON CONFLICT ("location_id") DO UPDATE SET "version" = "location_data_versions"."version" + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "locations_data_version_upd" AFTER UPDATE ON "locations" FOR EACH ROW
  WHEN ((OLD."name", OLD."timezone", OLD."is_disable", OLD."is_labor_actual_cost_ovrd", OLD."labor_cost_per_hour_cents",
         OLD."comparison_groups", OLD."working_days", OLD."full_time_tech", OLD."gs_tech")
        IS DISTINCT FROM
        (NEW."name", NEW."timezone", NEW."is_disable", NEW."is_labor_actual_cost_ovrd", NEW."labor_cost_per_hour_cents",
         NEW."comparison_groups", NEW."working_days", NEW."full_time_tech", NEW."gs_tech"))
  EXECUTE FUNCTION bump_location_settings_version();
