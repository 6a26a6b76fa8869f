DROP INDEX "repair_orders_customer_id_idx";--> statement-breakpoint
CREATE INDEX "repair_orders_customer_id_closed_at_idx" ON "repair_orders" USING btree ("customer_id","closed_at");