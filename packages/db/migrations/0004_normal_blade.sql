CREATE TABLE "tech_category_daily_rollups" (
	"partner_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"business_date" date NOT NULL,
	"employee_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"kind" text NOT NULL,
	"sold_cents" bigint DEFAULT 0 NOT NULL,
	"cost_cents" bigint DEFAULT 0 NOT NULL,
	"sold_seconds" bigint DEFAULT 0 NOT NULL,
	"actual_seconds" bigint DEFAULT 0 NOT NULL,
	"line_count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "tech_category_daily_rollups_pk" PRIMARY KEY("location_id","business_date","employee_id","category_id","kind"),
	CONSTRAINT "tech_category_daily_rollups_kind_check" CHECK ("tech_category_daily_rollups"."kind" in ('labor', 'part'))
);
--> statement-breakpoint
CREATE TABLE "writer_category_daily_rollups" (
	"partner_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"business_date" date NOT NULL,
	"employee_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"kind" text NOT NULL,
	"sold_cents" bigint DEFAULT 0 NOT NULL,
	"cost_cents" bigint DEFAULT 0 NOT NULL,
	"sold_seconds" bigint DEFAULT 0 NOT NULL,
	"actual_seconds" bigint DEFAULT 0 NOT NULL,
	"line_count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "writer_category_daily_rollups_pk" PRIMARY KEY("location_id","business_date","employee_id","category_id","kind"),
	CONSTRAINT "writer_category_daily_rollups_kind_check" CHECK ("writer_category_daily_rollups"."kind" in ('labor', 'part'))
);
--> statement-breakpoint
ALTER TABLE "tech_category_daily_rollups" ADD CONSTRAINT "tech_category_daily_rollups_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tech_category_daily_rollups" ADD CONSTRAINT "tech_category_daily_rollups_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tech_category_daily_rollups" ADD CONSTRAINT "tech_category_daily_rollups_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tech_category_daily_rollups" ADD CONSTRAINT "tech_category_daily_rollups_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "writer_category_daily_rollups" ADD CONSTRAINT "writer_category_daily_rollups_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "writer_category_daily_rollups" ADD CONSTRAINT "writer_category_daily_rollups_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "writer_category_daily_rollups" ADD CONSTRAINT "writer_category_daily_rollups_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "writer_category_daily_rollups" ADD CONSTRAINT "writer_category_daily_rollups_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tech_category_daily_rollups_partner_id_business_date_idx" ON "tech_category_daily_rollups" USING btree ("partner_id","business_date");--> statement-breakpoint
CREATE INDEX "tech_category_daily_rollups_employee_id_idx" ON "tech_category_daily_rollups" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "tech_category_daily_rollups_category_id_idx" ON "tech_category_daily_rollups" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "writer_category_daily_rollups_partner_id_business_date_idx" ON "writer_category_daily_rollups" USING btree ("partner_id","business_date");--> statement-breakpoint
CREATE INDEX "writer_category_daily_rollups_employee_id_idx" ON "writer_category_daily_rollups" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "writer_category_daily_rollups_category_id_idx" ON "writer_category_daily_rollups" USING btree ("category_id");