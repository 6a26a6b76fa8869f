ALTER TABLE "monthly_rollups" ADD COLUMN "month_visitors" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "monthly_rollups" ADD COLUMN "year_visitors" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The rows already written: the same counts ingest writes from now on (refresh-months.ts).
UPDATE "monthly_rollups" SET
  "month_visitors" = width_bucket("month" - 1, "visitor_prev_dates"),
  "year_visitors" = width_bucket(date_trunc('year', "month")::date - 1, "visitor_prev_dates")
WHERE cardinality("visitor_prev_dates") > 0;
