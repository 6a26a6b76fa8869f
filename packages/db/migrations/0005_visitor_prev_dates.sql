ALTER TABLE "daily_rollups" ADD COLUMN "visitor_prev_dates" date[] DEFAULT '{}'::date[] NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_visits" ADD COLUMN "prev_business_date" date;--> statement-breakpoint
-- Backfill what refreshDerived keeps from now on: each visit's previous visit, then each day's sorted list of them.
UPDATE "customer_visits" t SET "prev_business_date" = s.prev
FROM (
  SELECT location_id, customer_id, business_date,
    lag(business_date) OVER (PARTITION BY location_id, customer_id ORDER BY business_date) AS prev
  FROM "customer_visits"
) s
WHERE t.location_id = s.location_id AND t.customer_id = s.customer_id AND t.business_date = s.business_date AND s.prev IS NOT NULL;--> statement-breakpoint
UPDATE "daily_rollups" d SET "visitor_prev_dates" = a.prevs
FROM (
  SELECT location_id, business_date,
    array_agg(coalesce(prev_business_date, '-infinity'::date) ORDER BY coalesce(prev_business_date, '-infinity'::date)) AS prevs
  FROM "customer_visits" GROUP BY location_id, business_date
) a
WHERE d.location_id = a.location_id AND d.business_date = a.business_date;
