CREATE TABLE "customer_yearly_rollups" (
	"partner_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"year" integer NOT NULL,
	"bound_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "customer_yearly_rollups_pk" PRIMARY KEY("location_id","customer_id","year")
);
--> statement-breakpoint
ALTER TABLE "customer_yearly_rollups" ADD CONSTRAINT "customer_yearly_rollups_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_yearly_rollups" ADD CONSTRAINT "customer_yearly_rollups_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_yearly_rollups" ADD CONSTRAINT "customer_yearly_rollups_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_yearly_rollups_location_year_bound_idx" ON "customer_yearly_rollups" USING btree ("location_id","year","bound_cents");--> statement-breakpoint
CREATE INDEX "customer_yearly_rollups_partner_id_idx" ON "customer_yearly_rollups" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "customer_yearly_rollups_customer_id_idx" ON "customer_yearly_rollups" USING btree ("customer_id");--> statement-breakpoint
-- Backfill what refreshDerived keeps from now on.
INSERT INTO "customer_yearly_rollups" (partner_id, location_id, customer_id, year, bound_cents)
SELECT partner_id, location_id, customer_id, extract(year FROM business_date)::int, sum(greatest(total_sold_cents, 0))
FROM "customer_visits" GROUP BY partner_id, location_id, customer_id, extract(year FROM business_date)::int;
