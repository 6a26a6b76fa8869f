ALTER TABLE "category_daily_rollups" ADD COLUMN "labor_sold_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "category_daily_rollups" ADD COLUMN "labor_cost_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "category_daily_rollups" ADD COLUMN "part_sold_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "category_daily_rollups" ADD COLUMN "part_cost_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tech_category_daily_rollups" ADD COLUMN "labor_sold_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tech_category_daily_rollups" ADD COLUMN "labor_cost_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tech_category_daily_rollups" ADD COLUMN "part_sold_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tech_category_daily_rollups" ADD COLUMN "part_cost_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "writer_category_daily_rollups" ADD COLUMN "labor_sold_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "writer_category_daily_rollups" ADD COLUMN "labor_cost_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "writer_category_daily_rollups" ADD COLUMN "part_sold_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "writer_category_daily_rollups" ADD COLUMN "part_cost_cents" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- Hand-written: each key's labor row and part row become one row (0017 then drops kind).
UPDATE "category_daily_rollups" SET labor_sold_cents = sold_cents, labor_cost_cents = cost_cents WHERE kind = 'labor';
--> statement-breakpoint
UPDATE "category_daily_rollups" SET part_sold_cents = sold_cents, part_cost_cents = cost_cents WHERE kind = 'part';
--> statement-breakpoint
UPDATE "category_daily_rollups" l SET part_sold_cents = p.part_sold_cents, part_cost_cents = p.part_cost_cents
  FROM "category_daily_rollups" p WHERE l.kind = 'labor' AND p.kind = 'part' AND p.location_id = l.location_id AND p.business_date = l.business_date AND p.category_id = l.category_id;
--> statement-breakpoint
DELETE FROM "category_daily_rollups" p USING "category_daily_rollups" l WHERE p.kind = 'part' AND l.kind = 'labor' AND p.location_id = l.location_id AND p.business_date = l.business_date AND p.category_id = l.category_id;
--> statement-breakpoint
UPDATE "category_daily_rollups" SET kind = 'labor' WHERE kind = 'part';
--> statement-breakpoint
UPDATE "writer_category_daily_rollups" SET labor_sold_cents = sold_cents, labor_cost_cents = cost_cents WHERE kind = 'labor';
--> statement-breakpoint
UPDATE "writer_category_daily_rollups" SET part_sold_cents = sold_cents, part_cost_cents = cost_cents WHERE kind = 'part';
--> statement-breakpoint
UPDATE "writer_category_daily_rollups" l SET part_sold_cents = p.part_sold_cents, part_cost_cents = p.part_cost_cents
  FROM "writer_category_daily_rollups" p WHERE l.kind = 'labor' AND p.kind = 'part' AND p.location_id = l.location_id AND p.business_date = l.business_date AND p.employee_id = l.employee_id AND p.category_id = l.category_id;
--> statement-breakpoint
DELETE FROM "writer_category_daily_rollups" p USING "writer_category_daily_rollups" l WHERE p.kind = 'part' AND l.kind = 'labor' AND p.location_id = l.location_id AND p.business_date = l.business_date AND p.employee_id = l.employee_id AND p.category_id = l.category_id;
--> statement-breakpoint
UPDATE "writer_category_daily_rollups" SET kind = 'labor' WHERE kind = 'part';
--> statement-breakpoint
UPDATE "tech_category_daily_rollups" SET labor_sold_cents = sold_cents, labor_cost_cents = cost_cents WHERE kind = 'labor';
--> statement-breakpoint
UPDATE "tech_category_daily_rollups" SET part_sold_cents = sold_cents, part_cost_cents = cost_cents WHERE kind = 'part';
--> statement-breakpoint
UPDATE "tech_category_daily_rollups" l SET part_sold_cents = p.part_sold_cents, part_cost_cents = p.part_cost_cents
  FROM "tech_category_daily_rollups" p WHERE l.kind = 'labor' AND p.kind = 'part' AND p.location_id = l.location_id AND p.business_date = l.business_date AND p.employee_id = l.employee_id AND p.category_id = l.category_id;
--> statement-breakpoint
DELETE FROM "tech_category_daily_rollups" p USING "tech_category_daily_rollups" l WHERE p.kind = 'part' AND l.kind = 'labor' AND p.location_id = l.location_id AND p.business_date = l.business_date AND p.employee_id = l.employee_id AND p.category_id = l.category_id;
--> statement-breakpoint
UPDATE "tech_category_daily_rollups" SET kind = 'labor' WHERE kind = 'part';
