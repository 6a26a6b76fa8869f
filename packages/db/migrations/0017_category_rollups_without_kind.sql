-- Reordered by hand: dropping kind would take the primary key with it, so the keys go first.
ALTER TABLE "category_daily_rollups" DROP CONSTRAINT "category_daily_rollups_pk";
--> statement-breakpoint
ALTER TABLE "tech_category_daily_rollups" DROP CONSTRAINT "tech_category_daily_rollups_pk";
--> statement-breakpoint
ALTER TABLE "writer_category_daily_rollups" DROP CONSTRAINT "writer_category_daily_rollups_pk";
--> statement-breakpoint
ALTER TABLE "category_daily_rollups" DROP CONSTRAINT "category_daily_rollups_kind_check";
--> statement-breakpoint
ALTER TABLE "tech_category_daily_rollups" DROP CONSTRAINT "tech_category_daily_rollups_kind_check";
--> statement-breakpoint
ALTER TABLE "writer_category_daily_rollups" DROP CONSTRAINT "writer_category_daily_rollups_kind_check";
--> statement-breakpoint
ALTER TABLE "category_daily_rollups" DROP COLUMN "kind";
--> statement-breakpoint
ALTER TABLE "category_daily_rollups" DROP COLUMN "sold_cents";
--> statement-breakpoint
ALTER TABLE "category_daily_rollups" DROP COLUMN "cost_cents";
--> statement-breakpoint
ALTER TABLE "category_daily_rollups" DROP COLUMN "line_count";
--> statement-breakpoint
ALTER TABLE "tech_category_daily_rollups" DROP COLUMN "kind";
--> statement-breakpoint
ALTER TABLE "tech_category_daily_rollups" DROP COLUMN "sold_cents";
--> statement-breakpoint
ALTER TABLE "tech_category_daily_rollups" DROP COLUMN "cost_cents";
--> statement-breakpoint
ALTER TABLE "tech_category_daily_rollups" DROP COLUMN "line_count";
--> statement-breakpoint
ALTER TABLE "writer_category_daily_rollups" DROP COLUMN "kind";
--> statement-breakpoint
ALTER TABLE "writer_category_daily_rollups" DROP COLUMN "sold_cents";
--> statement-breakpoint
ALTER TABLE "writer_category_daily_rollups" DROP COLUMN "cost_cents";
--> statement-breakpoint
ALTER TABLE "writer_category_daily_rollups" DROP COLUMN "line_count";
--> statement-breakpoint
ALTER TABLE "category_daily_rollups" ADD CONSTRAINT "category_daily_rollups_pk" PRIMARY KEY("location_id","business_date","category_id");
--> statement-breakpoint
ALTER TABLE "tech_category_daily_rollups" ADD CONSTRAINT "tech_category_daily_rollups_pk" PRIMARY KEY("location_id","business_date","employee_id","category_id");
--> statement-breakpoint
ALTER TABLE "writer_category_daily_rollups" ADD CONSTRAINT "writer_category_daily_rollups_pk" PRIMARY KEY("location_id","business_date","employee_id","category_id");
