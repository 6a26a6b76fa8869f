ALTER TABLE "repair_orders" DROP CONSTRAINT "repair_orders_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "repair_orders" DROP CONSTRAINT "repair_orders_vehicle_id_vehicles_id_fk";
--> statement-breakpoint
ALTER TABLE "repair_orders" DROP CONSTRAINT "repair_orders_writer_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "repair_orders" DROP CONSTRAINT "repair_orders_technician_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "ro_recommendations" DROP CONSTRAINT "ro_recommendations_vehicle_id_vehicles_id_fk";
--> statement-breakpoint
DROP INDEX "repair_orders_writer_id_idx";--> statement-breakpoint
DROP INDEX "repair_orders_technician_id_idx";--> statement-breakpoint
DROP INDEX "ro_recommendations_vehicle_id_idx";--> statement-breakpoint
-- Hand-written (Drizzle cannot declare it): no query filters on an RO's lines, and ANALYZE spent more
-- than half its time on repair_orders building element statistics of the four line arrays.
ALTER TABLE "repair_orders" ALTER COLUMN "labor_lines" SET STATISTICS 0, ALTER COLUMN "part_lines" SET STATISTICS 0,
  ALTER COLUMN "sublet_lines" SET STATISTICS 0, ALTER COLUMN "fee_lines" SET STATISTICS 0;
