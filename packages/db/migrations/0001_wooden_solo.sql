CREATE TABLE "retention_rollups" (
	"partner_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"month" date NOT NULL,
	"new_customers" bigint DEFAULT 0 NOT NULL,
	"active_customers" bigint DEFAULT 0 NOT NULL,
	"lost_customers" bigint DEFAULT 0 NOT NULL,
	"last7_mon_lost_customers" bigint DEFAULT 0 NOT NULL,
	"recovered_customer" bigint DEFAULT 0 NOT NULL,
	"lost_customers_one_visit" bigint DEFAULT 0 NOT NULL,
	"lost_customers_one_visit_sold_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "retention_rollups_pk" PRIMARY KEY("location_id","month")
);
--> statement-breakpoint
CREATE TABLE "retention_status" (
	"location_id" integer PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"covered_from" date,
	"computed_through" date,
	"stale_from" date
);
--> statement-breakpoint
DROP INDEX "customer_visits_location_id_business_date_idx";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "first_visit_date" date;--> statement-breakpoint
ALTER TABLE "retention_rollups" ADD CONSTRAINT "retention_rollups_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_rollups" ADD CONSTRAINT "retention_rollups_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_status" ADD CONSTRAINT "retention_status_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_status" ADD CONSTRAINT "retention_status_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "retention_rollups_partner_id_idx" ON "retention_rollups" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "retention_status_partner_id_idx" ON "retention_status" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "customers_location_id_first_visit_date_idx" ON "customers" USING btree ("location_id","first_visit_date");--> statement-breakpoint
CREATE INDEX "customer_visits_location_date_customer_idx" ON "customer_visits" USING btree ("location_id","business_date","customer_id");--> statement-breakpoint
-- Backfill: databases created before first_visit_date get it from the visits they already hold.
UPDATE "customers" c SET "first_visit_date" = v.first_date FROM (SELECT "location_id", "customer_id", min("business_date") AS first_date FROM "customer_visits" GROUP BY 1, 2) v WHERE c."id" = v."customer_id" AND c."location_id" = v."location_id";
