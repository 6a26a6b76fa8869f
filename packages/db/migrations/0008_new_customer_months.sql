CREATE TABLE "new_customer_months" (
	"partner_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"month" date NOT NULL,
	"source" text NOT NULL,
	"customers" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "new_customer_months_pk" PRIMARY KEY("location_id","month","source")
);
--> statement-breakpoint
ALTER TABLE "new_customer_months" ADD CONSTRAINT "new_customer_months_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_customer_months" ADD CONSTRAINT "new_customer_months_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "new_customer_months_partner_id_idx" ON "new_customer_months" USING btree ("partner_id");--> statement-breakpoint
-- Backfill what refreshDerived keeps from now on.
INSERT INTO "new_customer_months" (partner_id, location_id, month, source, customers)
SELECT partner_id, location_id, date_trunc('month', first_visit_date)::date, coalesce(marketing_source, ''), count(*)
FROM "customers" WHERE first_visit_date IS NOT NULL
GROUP BY partner_id, location_id, date_trunc('month', first_visit_date)::date, coalesce(marketing_source, '');
