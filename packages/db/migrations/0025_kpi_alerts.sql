CREATE TABLE "alert_evaluations" (
	"partner_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"business_date" date NOT NULL,
	"evaluated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_evaluations_location_id_business_date_pk" PRIMARY KEY("location_id","business_date")
);
--> statement-breakpoint
CREATE TABLE "alert_reads" (
	"partner_id" integer NOT NULL,
	"alert_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_reads_alert_id_user_id_pk" PRIMARY KEY("alert_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "alert_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alert_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"location_id" integer,
	"metric" text NOT NULL,
	"condition" text NOT NULL,
	"threshold" double precision NOT NULL,
	"period" text NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"snoozed_until" date,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_rules_metric_check" CHECK ("alert_rules"."metric" in ('sale_count', 'gross_sales_cents', 'gross_profit_cents', 'gross_profit_per', 'average_sale_cents', 'effective_labor_rate_cents', 'shop_efficiency', 'new_customers_count')),
	CONSTRAINT "alert_rules_condition_check" CHECK ("alert_rules"."condition" in ('below', 'above', 'down_vs_last_year', 'up_vs_last_year', 'behind_goal_pace')),
	CONSTRAINT "alert_rules_period_check" CHECK ("alert_rules"."period" in ('yesterday', 'week_to_date', 'month_to_date'))
);
--> statement-breakpoint
CREATE TABLE "alerts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"rule_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"business_date" date NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"value" double precision NOT NULL,
	"threshold" double precision NOT NULL,
	"compared" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alerts_rule_id_location_id_business_date_key" UNIQUE("rule_id","location_id","business_date")
);
--> statement-breakpoint
ALTER TABLE "client_emails" DROP CONSTRAINT "client_emails_kind_check";--> statement-breakpoint
ALTER TABLE "alert_evaluations" ADD CONSTRAINT "alert_evaluations_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_evaluations" ADD CONSTRAINT "alert_evaluations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_reads" ADD CONSTRAINT "alert_reads_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_reads" ADD CONSTRAINT "alert_reads_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_reads" ADD CONSTRAINT "alert_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_rules" ADD CONSTRAINT "alert_rules_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_rules" ADD CONSTRAINT "alert_rules_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_rules" ADD CONSTRAINT "alert_rules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_rule_id_alert_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."alert_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_evaluations_partner_id_idx" ON "alert_evaluations" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "alert_reads_user_id_idx" ON "alert_reads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "alert_reads_partner_id_idx" ON "alert_reads" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "alert_rules_partner_id_idx" ON "alert_rules" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "alert_rules_location_id_idx" ON "alert_rules" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "alert_rules_created_by_idx" ON "alert_rules" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "alerts_partner_id_created_at_idx" ON "alerts" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "alerts_location_id_idx" ON "alerts" USING btree ("location_id");--> statement-breakpoint
ALTER TABLE "client_emails" ADD CONSTRAINT "client_emails_kind_check" CHECK ("client_emails"."kind" in ('daily_summary', 'kpi_alert'));