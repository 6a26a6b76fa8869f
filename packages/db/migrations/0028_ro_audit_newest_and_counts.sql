CREATE TABLE "location_ro_counts" (
	"location_id" integer PRIMARY KEY NOT NULL,
	"ro_count" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "repair_orders_location_id_newest_idx" ON "repair_orders" USING btree ("location_id",coalesce("closed_at", "opened_at") desc,"id" desc);--> statement-breakpoint
-- The count moves with each statement that inserts or deletes repair orders (an update never moves
-- an RO to another location), once per location and statement; locations in id order, as the data
-- versions, so two transactions cannot deadlock on their rows.
CREATE FUNCTION "count_location_ros"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "location_ro_counts" ("location_id", "ro_count")
    SELECT "location_id", CASE WHEN TG_OP = 'DELETE' THEN -count(*) ELSE count(*) END
    FROM "changed" GROUP BY 1 ORDER BY 1
  ON CONFLICT ("location_id") DO UPDATE SET "ro_count" = "location_ro_counts"."ro_count" + EXCLUDED."ro_count";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "repair_orders_ro_count_ins" AFTER INSERT ON "repair_orders" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION count_location_ros();
--> statement-breakpoint
CREATE TRIGGER "repair_orders_ro_count_del" AFTER DELETE ON "repair_orders" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION count_location_ros();
--> statement-breakpoint
INSERT INTO "location_ro_counts" ("location_id", "ro_count")
  SELECT "location_id", count(*) FROM "repair_orders" GROUP BY 1;
