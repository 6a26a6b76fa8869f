-- An RO's lines move into its row: one array per kind, in line_no order (docs/decisions.md, "An RO's
-- lines live in its row"). The field order of each type is LINE_KINDS in repair-order-lines.ts.
-- The stored lines are carried over before their tables go.
CREATE TYPE "ro_labor_line" AS (description text, category_id int, technician_id int, sold_seconds int,
  actual_seconds int, sold_price_cents int, cost_cents int);--> statement-breakpoint
CREATE TYPE "ro_part_line" AS (description text, part_number text, kind text, category_id int,
  quantity float8, sold_price_cents int, cost_cents int);--> statement-breakpoint
CREATE TYPE "ro_sublet_line" AS (description text, sold_price_cents int, cost_cents int);--> statement-breakpoint
CREATE TYPE "ro_fee_line" AS (description text, sold_price_cents int);--> statement-breakpoint
ALTER TABLE "repair_orders" ADD COLUMN "labor_lines" "ro_labor_line"[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "repair_orders" ADD COLUMN "part_lines" "ro_part_line"[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "repair_orders" ADD COLUMN "sublet_lines" "ro_sublet_line"[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "repair_orders" ADD COLUMN "fee_lines" "ro_fee_line"[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
UPDATE "repair_orders" ro SET "labor_lines" = l.lines FROM (
  SELECT repair_order_id, array_agg(row(description, category_id, technician_id, sold_seconds, actual_seconds,
    sold_price_cents, cost_cents)::"ro_labor_line" ORDER BY line_no) AS lines
  FROM "ro_labor_lines" GROUP BY repair_order_id) l WHERE l.repair_order_id = ro.id;--> statement-breakpoint
UPDATE "repair_orders" ro SET "part_lines" = p.lines FROM (
  SELECT repair_order_id, array_agg(row(description, part_number, kind, category_id, quantity,
    sold_price_cents, cost_cents)::"ro_part_line" ORDER BY line_no) AS lines
  FROM "ro_part_lines" GROUP BY repair_order_id) p WHERE p.repair_order_id = ro.id;--> statement-breakpoint
UPDATE "repair_orders" ro SET "sublet_lines" = s.lines FROM (
  SELECT repair_order_id, array_agg(row(description, sold_price_cents, cost_cents)::"ro_sublet_line" ORDER BY line_no) AS lines
  FROM "ro_sublet_lines" GROUP BY repair_order_id) s WHERE s.repair_order_id = ro.id;--> statement-breakpoint
UPDATE "repair_orders" ro SET "fee_lines" = f.lines FROM (
  SELECT repair_order_id, array_agg(row(description, sold_price_cents)::"ro_fee_line" ORDER BY line_no) AS lines
  FROM "ro_fee_lines" GROUP BY repair_order_id) f WHERE f.repair_order_id = ro.id;--> statement-breakpoint
DROP TABLE "ro_fee_lines" CASCADE;--> statement-breakpoint
DROP TABLE "ro_labor_lines" CASCADE;--> statement-breakpoint
DROP TABLE "ro_part_lines" CASCADE;--> statement-breakpoint
DROP TABLE "ro_sublet_lines" CASCADE;--> statement-breakpoint
-- An RO with its lines can pass 2 KB, where PostgreSQL would try to compress the row on every
-- write; rows stay whole and uncompressed up to a page instead.
ALTER TABLE "repair_orders" SET (toast_tuple_target = 8160);
