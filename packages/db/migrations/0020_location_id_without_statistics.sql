-- No statistics on location_id of the tables ingest reads by location (docs/decisions.md, "location_id
-- has no statistics"). A location's rows arrive in bulk, faster than autovacuum analyzes: the most-common
-- values then hold every other location and the planner priced the one being ingested at one row. It
-- chose the first index starting with location_id and filtered the rest (1,000 probes each reading
-- the location's ROs for one batch). Without statistics every location is priced alike.
ALTER TABLE "repair_orders" ALTER COLUMN "location_id" SET STATISTICS 0;--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "location_id" SET STATISTICS 0;--> statement-breakpoint
ALTER TABLE "vehicles" ALTER COLUMN "location_id" SET STATISTICS 0;--> statement-breakpoint
ALTER TABLE "customer_visits" ALTER COLUMN "location_id" SET STATISTICS 0;
