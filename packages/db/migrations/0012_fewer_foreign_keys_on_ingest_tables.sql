ALTER TABLE "customers" DROP CONSTRAINT "customers_partner_id_partners_id_fk";
--> statement-breakpoint
ALTER TABLE "vehicles" DROP CONSTRAINT "vehicles_partner_id_partners_id_fk";
--> statement-breakpoint
ALTER TABLE "repair_orders" DROP CONSTRAINT "repair_orders_partner_id_partners_id_fk";
--> statement-breakpoint
ALTER TABLE "ro_fee_lines" DROP CONSTRAINT "ro_fee_lines_partner_id_partners_id_fk";
--> statement-breakpoint
ALTER TABLE "ro_labor_lines" DROP CONSTRAINT "ro_labor_lines_partner_id_partners_id_fk";
--> statement-breakpoint
ALTER TABLE "ro_part_lines" DROP CONSTRAINT "ro_part_lines_partner_id_partners_id_fk";
--> statement-breakpoint
ALTER TABLE "ro_recommendations" DROP CONSTRAINT "ro_recommendations_partner_id_partners_id_fk";
--> statement-breakpoint
ALTER TABLE "ro_sublet_lines" DROP CONSTRAINT "ro_sublet_lines_partner_id_partners_id_fk";
--> statement-breakpoint
ALTER TABLE "category_daily_rollups" DROP CONSTRAINT "category_daily_rollups_partner_id_partners_id_fk";
--> statement-breakpoint
ALTER TABLE "category_daily_rollups" DROP CONSTRAINT "category_daily_rollups_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "category_daily_rollups" DROP CONSTRAINT "category_daily_rollups_category_id_categories_id_fk";
--> statement-breakpoint
ALTER TABLE "daily_rollups" DROP CONSTRAINT "daily_rollups_partner_id_partners_id_fk";
--> statement-breakpoint
ALTER TABLE "daily_rollups" DROP CONSTRAINT "daily_rollups_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "monthly_rollups" DROP CONSTRAINT "monthly_rollups_partner_id_partners_id_fk";
--> statement-breakpoint
ALTER TABLE "monthly_rollups" DROP CONSTRAINT "monthly_rollups_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "new_customer_months" DROP CONSTRAINT "new_customer_months_partner_id_partners_id_fk";
--> statement-breakpoint
ALTER TABLE "new_customer_months" DROP CONSTRAINT "new_customer_months_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "tech_daily_rollups" DROP CONSTRAINT "tech_daily_rollups_partner_id_partners_id_fk";
--> statement-breakpoint
ALTER TABLE "tech_daily_rollups" DROP CONSTRAINT "tech_daily_rollups_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "tech_daily_rollups" DROP CONSTRAINT "tech_daily_rollups_employee_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "writer_daily_rollups" DROP CONSTRAINT "writer_daily_rollups_partner_id_partners_id_fk";
--> statement-breakpoint
ALTER TABLE "writer_daily_rollups" DROP CONSTRAINT "writer_daily_rollups_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "writer_daily_rollups" DROP CONSTRAINT "writer_daily_rollups_employee_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "tech_category_daily_rollups" DROP CONSTRAINT "tech_category_daily_rollups_partner_id_partners_id_fk";
--> statement-breakpoint
ALTER TABLE "tech_category_daily_rollups" DROP CONSTRAINT "tech_category_daily_rollups_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "tech_category_daily_rollups" DROP CONSTRAINT "tech_category_daily_rollups_employee_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "tech_category_daily_rollups" DROP CONSTRAINT "tech_category_daily_rollups_category_id_categories_id_fk";
--> statement-breakpoint
ALTER TABLE "writer_category_daily_rollups" DROP CONSTRAINT "writer_category_daily_rollups_partner_id_partners_id_fk";
--> statement-breakpoint
ALTER TABLE "writer_category_daily_rollups" DROP CONSTRAINT "writer_category_daily_rollups_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "writer_category_daily_rollups" DROP CONSTRAINT "writer_category_daily_rollups_employee_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "writer_category_daily_rollups" DROP CONSTRAINT "writer_category_daily_rollups_category_id_categories_id_fk";
--> statement-breakpoint
ALTER TABLE "customer_visits" DROP CONSTRAINT "customer_visits_partner_id_partners_id_fk";
--> statement-breakpoint
ALTER TABLE "customer_visits" DROP CONSTRAINT "customer_visits_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "customer_visits" DROP CONSTRAINT "customer_visits_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "customer_yearly_rollups" DROP CONSTRAINT "customer_yearly_rollups_partner_id_partners_id_fk";
--> statement-breakpoint
ALTER TABLE "customer_yearly_rollups" DROP CONSTRAINT "customer_yearly_rollups_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "customer_yearly_rollups" DROP CONSTRAINT "customer_yearly_rollups_customer_id_customers_id_fk";
--> statement-breakpoint
DROP INDEX "customers_partner_id_idx";--> statement-breakpoint
DROP INDEX "vehicles_partner_id_idx";--> statement-breakpoint
DROP INDEX "repair_orders_partner_id_idx";--> statement-breakpoint
DROP INDEX "ro_fee_lines_partner_id_idx";--> statement-breakpoint
DROP INDEX "ro_labor_lines_partner_id_idx";--> statement-breakpoint
DROP INDEX "ro_part_lines_partner_id_idx";--> statement-breakpoint
DROP INDEX "ro_recommendations_partner_id_idx";--> statement-breakpoint
DROP INDEX "ro_sublet_lines_partner_id_idx";--> statement-breakpoint
DROP INDEX "category_daily_rollups_partner_id_business_date_idx";--> statement-breakpoint
DROP INDEX "category_daily_rollups_category_id_idx";--> statement-breakpoint
DROP INDEX "daily_rollups_partner_id_business_date_idx";--> statement-breakpoint
DROP INDEX "monthly_rollups_partner_id_idx";--> statement-breakpoint
DROP INDEX "new_customer_months_partner_id_idx";--> statement-breakpoint
DROP INDEX "tech_daily_rollups_partner_id_business_date_idx";--> statement-breakpoint
DROP INDEX "tech_daily_rollups_employee_id_idx";--> statement-breakpoint
DROP INDEX "writer_daily_rollups_partner_id_business_date_idx";--> statement-breakpoint
DROP INDEX "writer_daily_rollups_employee_id_idx";--> statement-breakpoint
DROP INDEX "tech_category_daily_rollups_partner_id_business_date_idx";--> statement-breakpoint
DROP INDEX "tech_category_daily_rollups_employee_id_idx";--> statement-breakpoint
DROP INDEX "tech_category_daily_rollups_category_id_idx";--> statement-breakpoint
DROP INDEX "writer_category_daily_rollups_partner_id_business_date_idx";--> statement-breakpoint
DROP INDEX "writer_category_daily_rollups_employee_id_idx";--> statement-breakpoint
DROP INDEX "writer_category_daily_rollups_category_id_idx";--> statement-breakpoint
DROP INDEX "customer_visits_partner_id_idx";--> statement-breakpoint
DROP INDEX "customer_yearly_rollups_partner_id_idx";--> statement-breakpoint
DROP INDEX "customer_yearly_rollups_customer_id_idx";