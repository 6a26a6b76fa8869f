ALTER TABLE "customer_yearly_rollups" ADD COLUMN "pair_bound_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Backfill what refreshDerived keeps from now on: this year's bound plus the previous year's.
UPDATE "customer_yearly_rollups" t SET pair_bound_cents = t.bound_cents + coalesce((
  SELECT p.bound_cents FROM "customer_yearly_rollups" p
  WHERE p.location_id = t.location_id AND p.customer_id = t.customer_id AND p.year = t.year - 1), 0);--> statement-breakpoint
CREATE INDEX "customer_yearly_rollups_location_year_pair_idx" ON "customer_yearly_rollups" USING btree ("location_id","year","pair_bound_cents");