DROP INDEX "customer_visits_customer_id_idx";--> statement-breakpoint
ALTER TABLE "customer_visits" DROP CONSTRAINT "customer_visits_pk";
--> statement-breakpoint
ALTER TABLE "customer_visits" ADD CONSTRAINT "customer_visits_pk" PRIMARY KEY("customer_id","business_date");