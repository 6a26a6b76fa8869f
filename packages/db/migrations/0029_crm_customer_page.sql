CREATE TABLE "location_customer_counts" (
	"location_id" integer PRIMARY KEY NOT NULL,
	"customer_count" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "customers_location_id_name_order_idx" ON "customers" USING btree ("location_id",lower(btrim(coalesce("last_name", ''))),lower(btrim(coalesce("first_name", ''))),"id") WHERE "customers"."merged_into_id" is null;--> statement-breakpoint
-- The count of customers the CRM lists (merged_into_id null) moves with each statement that inserts
-- or deletes customers, once per location and statement, locations in id order as in 0028.
CREATE FUNCTION "count_location_customers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "location_customer_counts" ("location_id", "customer_count")
    SELECT "location_id", CASE WHEN TG_OP = 'DELETE' THEN -count(*) ELSE count(*) END
    FROM "changed" WHERE "merged_into_id" IS NULL GROUP BY 1 ORDER BY 1
  ON CONFLICT ("location_id") DO UPDATE SET "customer_count" = "location_customer_counts"."customer_count" + EXCLUDED."customer_count";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "customers_count_ins" AFTER INSERT ON "customers" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION count_location_customers();
--> statement-breakpoint
CREATE TRIGGER "customers_count_del" AFTER DELETE ON "customers" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION count_location_customers();
--> statement-breakpoint
-- A merge (or its survivor's delete, which sets merged_into_id back to null) moves one customer in
-- or out of the list. Row level, and only when merged_into_id changes between null and not null:
-- ingest's upserts of customers never set it, so they pay nothing here.
CREATE FUNCTION "count_merged_customer"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "location_customer_counts" ("location_id", "customer_count")
    VALUES (NEW."location_id", CASE WHEN NEW."merged_into_id" IS NULL THEN 1 ELSE -1 END)
  ON CONFLICT ("location_id") DO UPDATE SET "customer_count" = "location_customer_counts"."customer_count" + EXCLUDED."customer_count";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "customers_count_merge" AFTER UPDATE OF "merged_into_id" ON "customers" FOR EACH ROW
  WHEN ((OLD."merged_into_id" IS NULL) <> (NEW."merged_into_id" IS NULL)) EXECUTE FUNCTION count_merged_customer();
--> statement-breakpoint
INSERT INTO "location_customer_counts" ("location_id", "customer_count")
  SELECT "location_id", count(*) FROM "customers" WHERE "merged_into_id" IS NULL GROUP BY 1;
