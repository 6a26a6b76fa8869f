CREATE TABLE "monthly_rollups" (
	"partner_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"month" date NOT NULL,
	"ro_count" bigint DEFAULT 0 NOT NULL,
	"labor_sold_cents" bigint DEFAULT 0 NOT NULL,
	"labor_cost_cents" bigint DEFAULT 0 NOT NULL,
	"parts_sold_cents" bigint DEFAULT 0 NOT NULL,
	"parts_cost_cents" bigint DEFAULT 0 NOT NULL,
	"tires_sold_cents" bigint DEFAULT 0 NOT NULL,
	"tires_cost_cents" bigint DEFAULT 0 NOT NULL,
	"sublet_sold_cents" bigint DEFAULT 0 NOT NULL,
	"sublet_cost_cents" bigint DEFAULT 0 NOT NULL,
	"other_sold_cents" bigint DEFAULT 0 NOT NULL,
	"discount_cents" bigint DEFAULT 0 NOT NULL,
	"tax_cents" bigint DEFAULT 0 NOT NULL,
	"sold_seconds" bigint DEFAULT 0 NOT NULL,
	"actual_seconds" bigint DEFAULT 0 NOT NULL,
	"recommendation_cents" bigint DEFAULT 0 NOT NULL,
	"total_sold_cents" bigint DEFAULT 0 NOT NULL,
	"gross_profit_cents" bigint DEFAULT 0 NOT NULL,
	"new_customers_count" bigint DEFAULT 0 NOT NULL,
	"day_mask" integer DEFAULT 0 NOT NULL,
	"visitor_prev_dates" date[] DEFAULT '{}'::date[] NOT NULL,
	CONSTRAINT "monthly_rollups_pk" PRIMARY KEY("location_id","month")
);
--> statement-breakpoint
ALTER TABLE "monthly_rollups" ADD CONSTRAINT "monthly_rollups_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_rollups" ADD CONSTRAINT "monthly_rollups_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "monthly_rollups_partner_id_idx" ON "monthly_rollups" USING btree ("partner_id");--> statement-breakpoint
-- Backfill what refreshDerived keeps from now on.
INSERT INTO "monthly_rollups" (partner_id, location_id, month, ro_count, labor_sold_cents, labor_cost_cents,
  parts_sold_cents, parts_cost_cents, tires_sold_cents, tires_cost_cents, sublet_sold_cents, sublet_cost_cents,
  other_sold_cents, discount_cents, tax_cents, sold_seconds, actual_seconds, recommendation_cents, total_sold_cents,
  gross_profit_cents, new_customers_count, day_mask, visitor_prev_dates)
SELECT s.*, coalesce((SELECT array_agg(p ORDER BY p) FROM "daily_rollups" d2, unnest(d2.visitor_prev_dates) AS p
    WHERE d2.location_id = s.location_id AND d2.business_date >= s.month
      AND d2.business_date < (s.month + interval '1 month')::date), '{}'::date[])
FROM (
  SELECT partner_id, location_id, date_trunc('month', business_date)::date AS month,
    sum(ro_count), sum(labor_sold_cents), sum(labor_cost_cents), sum(parts_sold_cents), sum(parts_cost_cents),
    sum(tires_sold_cents), sum(tires_cost_cents), sum(sublet_sold_cents), sum(sublet_cost_cents), sum(other_sold_cents),
    sum(discount_cents), sum(tax_cents), sum(sold_seconds), sum(actual_seconds), sum(recommendation_cents),
    sum(total_sold_cents), sum(gross_profit_cents), sum(new_customers_count),
    coalesce(bit_or(1 << (extract(day FROM business_date)::int - 1)) FILTER (WHERE ro_count > 0), 0)
  FROM "daily_rollups"
  GROUP BY partner_id, location_id, date_trunc('month', business_date)::date
) s;
