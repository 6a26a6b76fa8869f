ALTER TABLE "customer_yearly_rollups" DROP CONSTRAINT "customer_yearly_rollups_pk";
--> statement-breakpoint
ALTER TABLE "customer_yearly_rollups" ADD CONSTRAINT "customer_yearly_rollups_pk" PRIMARY KEY("customer_id","year");