CREATE TABLE "partners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_name" text NOT NULL,
	"website" text,
	"address" text,
	"city" text,
	"state" text,
	"zip" text,
	"timezone" text DEFAULT 'US/Central' NOT NULL,
	"contact_name" text NOT NULL,
	"phone" text,
	"contact_email" text NOT NULL,
	"brand" text,
	"subscription_status" text DEFAULT 'Active' NOT NULL,
	"subscription_text" text,
	"onboarding_stage" text DEFAULT 'MANAGEMENT_SYSTEM' NOT NULL,
	"shop_management_type" text,
	"payment_customer_id" text,
	"payment_method_id" text,
	"card_type" text,
	"card_last4" text,
	"app_download_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partners_timezone_check" CHECK ("partners"."timezone" in ('US/Hawaii', 'US/Alaska', 'US/Pacific', 'US/Arizona', 'US/Mountain', 'US/Central', 'US/Eastern')),
	CONSTRAINT "partners_subscription_status_check" CHECK ("partners"."subscription_status" in ('Active', 'Disabled', 'Trial')),
	CONSTRAINT "partners_onboarding_stage_check" CHECK ("partners"."onboarding_stage" in ('MANAGEMENT_SYSTEM', 'CREDIT_CARD', 'FINISH')),
	CONSTRAINT "partners_shop_management_type_check" CHECK ("partners"."shop_management_type" in ('PROTRACTOR', 'TEKMETRIC', 'SHOPBOSS', 'SHOPWARE', 'RSMT', 'OTHER'))
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "locations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"city" text,
	"state" text,
	"zip" text,
	"timezone" text DEFAULT 'US/Central' NOT NULL,
	"is_disable" boolean DEFAULT false NOT NULL,
	"subscriptions" text[] DEFAULT '{}' NOT NULL,
	"shop_management_type" text,
	"is_labor_actual_cost_ovrd" boolean DEFAULT false NOT NULL,
	"labor_cost_per_hour_cents" integer,
	"comparison_groups" text[] DEFAULT '{}' NOT NULL,
	"working_days" integer DEFAULT 5 NOT NULL,
	"full_time_tech" integer DEFAULT 0 NOT NULL,
	"gs_tech" integer DEFAULT 0 NOT NULL,
	"last_config" jsonb,
	"next_config" jsonb,
	"agent_token_hash" text,
	"agent_token_created_at" timestamp with time zone,
	"sync_start_year" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locations_agent_token_hash_key" UNIQUE("agent_token_hash"),
	CONSTRAINT "locations_timezone_check" CHECK ("locations"."timezone" in ('US/Hawaii', 'US/Alaska', 'US/Pacific', 'US/Arizona', 'US/Mountain', 'US/Central', 'US/Eastern')),
	CONSTRAINT "locations_subscriptions_check" CHECK ("locations"."subscriptions" <@ array['rlo_standard', 'rlo_daily_email', 'measure_my_shop']::text[]),
	CONSTRAINT "locations_shop_management_type_check" CHECK ("locations"."shop_management_type" in ('PROTRACTOR', 'TEKMETRIC', 'SHOPBOSS', 'SHOPWARE', 'RSMT', 'OTHER')),
	CONSTRAINT "locations_working_days_check" CHECK ("locations"."working_days" in (4, 5, 6))
);
--> statement-breakpoint
CREATE TABLE "management_connections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "management_connections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"shop_management_type" text NOT NULL,
	"connection_id" text,
	"api_key_encrypted" text,
	"authentication" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "management_connections_location_id_key" UNIQUE("location_id"),
	CONSTRAINT "management_connections_shop_management_type_check" CHECK ("management_connections"."shop_management_type" in ('PROTRACTOR', 'TEKMETRIC', 'SHOPBOSS', 'SHOPWARE', 'RSMT', 'OTHER'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"role" text DEFAULT 'User' NOT NULL,
	"is_shop_owner" boolean DEFAULT false NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"default_location_id" integer,
	"customer_contact" boolean DEFAULT false NOT NULL,
	"locale" text DEFAULT 'en_US' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('User', 'Admin', 'LocationManager', 'CompositePartner')),
	CONSTRAINT "users_locale_check" CHECK ("users"."locale" in ('en_US', 'en_FR', 'en_ES'))
);
--> statement-breakpoint
CREATE TABLE "coach_assignments" (
	"coach_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	CONSTRAINT "coach_assignments_pk" PRIMARY KEY("partner_id","coach_id")
);
--> statement-breakpoint
CREATE TABLE "coaches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coaches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"locale" text DEFAULT 'en_US' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coaches_locale_check" CHECK ("coaches"."locale" in ('en_US', 'en_FR', 'en_ES'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"user_id" integer,
	"coach_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"idle_expires_at" timestamp with time zone NOT NULL,
	"absolute_expires_at" timestamp with time zone NOT NULL,
	"user_agent" text,
	CONSTRAINT "sessions_token_hash_key" UNIQUE("token_hash"),
	CONSTRAINT "sessions_owner_check" CHECK (("sessions"."user_id" is null) <> ("sessions"."coach_id" is null))
);
--> statement-breakpoint
CREATE TABLE "email_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_tokens_token_hash_key" UNIQUE("token_hash"),
	CONSTRAINT "email_tokens_purpose_check" CHECK ("email_tokens"."purpose" in ('verify', 'reset', 'invite'))
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "employees_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"external_id" text NOT NULL,
	"full_name" text NOT NULL,
	"hide" boolean DEFAULT false NOT NULL,
	"service_advisor" boolean DEFAULT false NOT NULL,
	"technician" boolean DEFAULT false NOT NULL,
	CONSTRAINT "employees_location_id_external_id_key" UNIQUE("location_id","external_id")
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"external_id" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"company" text,
	"phone_numbers" text[] DEFAULT '{}' NOT NULL,
	"email_addresses" text[] DEFAULT '{}' NOT NULL,
	"address" text,
	"city" text,
	"state" text,
	"postal_code" text,
	"marketing_source" text,
	"first_seen" timestamp with time zone,
	"last_seen" timestamp with time zone,
	"merged_into_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_location_id_external_id_key" UNIQUE("location_id","external_id")
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"external_id" text NOT NULL,
	"year" integer,
	"make" text,
	"model" text,
	"vin" text,
	CONSTRAINT "vehicles_location_id_external_id_key" UNIQUE("location_id","external_id")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"external_id" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "categories_location_id_external_id_key" UNIQUE("location_id","external_id")
);
--> statement-breakpoint
CREATE TABLE "dashboard_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dashboard_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	CONSTRAINT "dashboard_categories_name_key" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "mapped_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mapped_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"dashboard_category_id" integer NOT NULL,
	"mapped_category" text DEFAULT '' NOT NULL,
	CONSTRAINT "mapped_categories_location_id_dashboard_category_id_key" UNIQUE("location_id","dashboard_category_id")
);
--> statement-breakpoint
CREATE TABLE "repair_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "repair_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"external_id" text NOT NULL,
	"order_number" text NOT NULL,
	"status" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"modified_at" timestamp with time zone,
	"business_date" date,
	"customer_id" integer NOT NULL,
	"vehicle_id" integer,
	"writer_id" integer,
	"technician_id" integer,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"tax_cents" integer DEFAULT 0 NOT NULL,
	"inspection" boolean DEFAULT false NOT NULL,
	"labor_sold_cents" integer DEFAULT 0 NOT NULL,
	"labor_cost_cents" integer DEFAULT 0 NOT NULL,
	"parts_sold_cents" integer DEFAULT 0 NOT NULL,
	"parts_cost_cents" integer DEFAULT 0 NOT NULL,
	"tires_sold_cents" integer DEFAULT 0 NOT NULL,
	"tires_cost_cents" integer DEFAULT 0 NOT NULL,
	"sublet_sold_cents" integer DEFAULT 0 NOT NULL,
	"sublet_cost_cents" integer DEFAULT 0 NOT NULL,
	"other_sold_cents" integer DEFAULT 0 NOT NULL,
	"sold_seconds" integer DEFAULT 0 NOT NULL,
	"actual_seconds" integer DEFAULT 0 NOT NULL,
	"recommendation_cents" integer DEFAULT 0 NOT NULL,
	"total_sold_cents" integer DEFAULT 0 NOT NULL,
	"gross_profit_cents" integer DEFAULT 0 NOT NULL,
	"deleted_previous_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "repair_orders_location_id_external_id_key" UNIQUE("location_id","external_id"),
	CONSTRAINT "repair_orders_status_check" CHECK ("repair_orders"."status" in ('OPEN', 'ESTIMATE', 'CLOSED', 'DELETED')),
	CONSTRAINT "repair_orders_deleted_previous_status_check" CHECK ("repair_orders"."deleted_previous_status" in ('OPEN', 'ESTIMATE', 'CLOSED', 'DELETED')),
	CONSTRAINT "repair_orders_closed_check" CHECK ("repair_orders"."status" <> 'CLOSED' or "repair_orders"."closed_at" is not null),
	CONSTRAINT "repair_orders_business_date_check" CHECK (("repair_orders"."closed_at" is null) = ("repair_orders"."business_date" is null))
);
--> statement-breakpoint
CREATE TABLE "ro_fee_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ro_fee_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"repair_order_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"description" text,
	"sold_price_cents" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ro_fee_lines_repair_order_id_line_no_key" UNIQUE("repair_order_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "ro_labor_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ro_labor_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"repair_order_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"description" text,
	"category_id" integer,
	"technician_id" integer,
	"sold_seconds" integer DEFAULT 0 NOT NULL,
	"actual_seconds" integer DEFAULT 0 NOT NULL,
	"sold_price_cents" integer DEFAULT 0 NOT NULL,
	"cost_cents" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ro_labor_lines_repair_order_id_line_no_key" UNIQUE("repair_order_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "ro_part_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ro_part_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"repair_order_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"description" text,
	"part_number" text,
	"kind" text DEFAULT 'part' NOT NULL,
	"category_id" integer,
	"quantity" double precision DEFAULT 1 NOT NULL,
	"sold_price_cents" integer DEFAULT 0 NOT NULL,
	"cost_cents" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ro_part_lines_repair_order_id_line_no_key" UNIQUE("repair_order_id","line_no"),
	CONSTRAINT "ro_part_lines_kind_check" CHECK ("ro_part_lines"."kind" in ('part', 'tire'))
);
--> statement-breakpoint
CREATE TABLE "ro_recommendations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ro_recommendations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"repair_order_id" integer NOT NULL,
	"vehicle_id" integer,
	"text" text NOT NULL,
	"recommended_date" date,
	"due_date" date,
	"recommendation_type" text,
	"amount_cents" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ro_sublet_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ro_sublet_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"repair_order_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"description" text,
	"sold_price_cents" integer DEFAULT 0 NOT NULL,
	"cost_cents" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ro_sublet_lines_repair_order_id_line_no_key" UNIQUE("repair_order_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "category_daily_rollups" (
	"partner_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"business_date" date NOT NULL,
	"category_id" integer NOT NULL,
	"kind" text NOT NULL,
	"sold_cents" bigint DEFAULT 0 NOT NULL,
	"cost_cents" bigint DEFAULT 0 NOT NULL,
	"sold_seconds" bigint DEFAULT 0 NOT NULL,
	"actual_seconds" bigint DEFAULT 0 NOT NULL,
	"line_count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "category_daily_rollups_pk" PRIMARY KEY("location_id","business_date","category_id","kind"),
	CONSTRAINT "category_daily_rollups_kind_check" CHECK ("category_daily_rollups"."kind" in ('labor', 'part'))
);
--> statement-breakpoint
CREATE TABLE "daily_rollups" (
	"partner_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"business_date" date NOT NULL,
	"ro_count" bigint DEFAULT 0 NOT NULL,
	"labor_sold_cents" bigint DEFAULT 0 NOT NULL,
	"labor_cost_cents" bigint DEFAULT 0 NOT NULL,
	"parts_sold_cents" bigint DEFAULT 0 NOT NULL,
	"parts_cost_cents" bigint DEFAULT 0 NOT NULL,
	"tires_sold_cents" bigint DEFAULT 0 NOT NULL,
	"tires_cost_cents" bigint DEFAULT 0 NOT NULL,
	"sublet_sold_cents" bigint DEFAULT 0 NOT NULL,
	"sublet_cost_cents" bigint DEFAULT 0 NOT NULL,
	"other_sold_cents" bigint DEFAULT 0 NOT NULL,
	"discount_cents" bigint DEFAULT 0 NOT NULL,
	"tax_cents" bigint DEFAULT 0 NOT NULL,
	"sold_seconds" bigint DEFAULT 0 NOT NULL,
	"actual_seconds" bigint DEFAULT 0 NOT NULL,
	"recommendation_cents" bigint DEFAULT 0 NOT NULL,
	"total_sold_cents" bigint DEFAULT 0 NOT NULL,
	"gross_profit_cents" bigint DEFAULT 0 NOT NULL,
	"new_customers_count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_rollups_pk" PRIMARY KEY("location_id","business_date")
);
--> statement-breakpoint
CREATE TABLE "tech_daily_rollups" (
	"partner_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"business_date" date NOT NULL,
	"employee_id" integer NOT NULL,
	"labor_sold_cents" bigint DEFAULT 0 NOT NULL,
	"labor_cost_cents" bigint DEFAULT 0 NOT NULL,
	"sold_seconds" bigint DEFAULT 0 NOT NULL,
	"actual_seconds" bigint DEFAULT 0 NOT NULL,
	"labor_ro_count" bigint DEFAULT 0 NOT NULL,
	"parts_sold_cents" bigint DEFAULT 0 NOT NULL,
	"parts_cost_cents" bigint DEFAULT 0 NOT NULL,
	"primary_ro_count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "tech_daily_rollups_pk" PRIMARY KEY("location_id","business_date","employee_id")
);
--> statement-breakpoint
CREATE TABLE "writer_daily_rollups" (
	"partner_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"business_date" date NOT NULL,
	"employee_id" integer NOT NULL,
	"ro_count" bigint DEFAULT 0 NOT NULL,
	"labor_sold_cents" bigint DEFAULT 0 NOT NULL,
	"labor_cost_cents" bigint DEFAULT 0 NOT NULL,
	"parts_sold_cents" bigint DEFAULT 0 NOT NULL,
	"parts_cost_cents" bigint DEFAULT 0 NOT NULL,
	"tires_sold_cents" bigint DEFAULT 0 NOT NULL,
	"tires_cost_cents" bigint DEFAULT 0 NOT NULL,
	"sublet_sold_cents" bigint DEFAULT 0 NOT NULL,
	"sublet_cost_cents" bigint DEFAULT 0 NOT NULL,
	"other_sold_cents" bigint DEFAULT 0 NOT NULL,
	"discount_cents" bigint DEFAULT 0 NOT NULL,
	"tax_cents" bigint DEFAULT 0 NOT NULL,
	"sold_seconds" bigint DEFAULT 0 NOT NULL,
	"actual_seconds" bigint DEFAULT 0 NOT NULL,
	"recommendation_cents" bigint DEFAULT 0 NOT NULL,
	"total_sold_cents" bigint DEFAULT 0 NOT NULL,
	"gross_profit_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "writer_daily_rollups_pk" PRIMARY KEY("location_id","business_date","employee_id")
);
--> statement-breakpoint
CREATE TABLE "customer_visits" (
	"partner_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"business_date" date NOT NULL,
	"ro_count" integer DEFAULT 0 NOT NULL,
	"total_sold_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "customer_visits_pk" PRIMARY KEY("location_id","customer_id","business_date")
);
--> statement-breakpoint
CREATE TABLE "coaching_goals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coaching_goals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"chart_type" text NOT NULL,
	"chart_name" text NOT NULL,
	"chart_goal" bigint NOT NULL,
	"period" text DEFAULT 'monthly' NOT NULL,
	"month" integer,
	"year" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coaching_goals_period_check" CHECK ("coaching_goals"."period" in ('monthly', 'weekly', 'yearly')),
	CONSTRAINT "coaching_goals_month_check" CHECK ("coaching_goals"."month" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "forecast_goals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "forecast_goals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"goal" bigint NOT NULL,
	"is_yearly" boolean DEFAULT false NOT NULL,
	"is_weekly" boolean DEFAULT false NOT NULL,
	"month" integer,
	"year" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forecast_goals_location_period_key" UNIQUE NULLS NOT DISTINCT("location_id","year","month","is_yearly","is_weekly"),
	CONSTRAINT "forecast_goals_month_check" CHECK ("forecast_goals"."month" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "coach_comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coach_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"coach_id" integer,
	"author_user_id" integer,
	"coach_name" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"daily_summary" boolean DEFAULT false NOT NULL,
	"monthly_summary" boolean DEFAULT false NOT NULL,
	"yearly_summary" boolean DEFAULT false NOT NULL,
	"chart_group" text,
	"chart_type" text,
	"reference" text,
	"repair_order_id" integer,
	"kpi_type" text NOT NULL,
	"comment_type" text,
	"read" boolean DEFAULT false NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coach_comments_kpi_type_check" CHECK ("coach_comments"."kpi_type" in ('REPAIR_ORDER', 'KPI_ONLY', 'EMAIL_KPI'))
);
--> statement-breakpoint
CREATE TABLE "coaching_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coaching_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"comment_id" integer,
	"type" text NOT NULL,
	"description" text,
	"coach_name" text,
	"chart_group" text,
	"chart_type" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"preferred_time" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coaching_requests_type_check" CHECK ("coaching_requests"."type" in ('Coaching_Call', 'Training_Request')),
	CONSTRAINT "coaching_requests_status_check" CHECK ("coaching_requests"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "owner_comment_employees" (
	"partner_id" integer NOT NULL,
	"owner_comment_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"employee_name" text NOT NULL,
	CONSTRAINT "owner_comment_employees_pk" PRIMARY KEY("owner_comment_id","employee_id")
);
--> statement-breakpoint
CREATE TABLE "owner_comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "owner_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"author_user_id" integer,
	"title" text NOT NULL,
	"kpi" text,
	"description" text NOT NULL,
	"coach_name" text,
	"read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tooltips" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tooltips_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"tooltip_key" text NOT NULL,
	"text" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tooltips_partner_id_tooltip_key_key" UNIQUE("partner_id","tooltip_key")
);
--> statement-breakpoint
CREATE TABLE "client_emails" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_emails_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"kind" text NOT NULL,
	"business_date" date,
	"to_email" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"last_event" text,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_emails_location_id_kind_business_date_to_email_key" UNIQUE("location_id","kind","business_date","to_email"),
	CONSTRAINT "client_emails_kind_check" CHECK ("client_emails"."kind" in ('daily_summary')),
	CONSTRAINT "client_emails_state_check" CHECK ("client_emails"."state" in ('queued', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "worksheet_definitions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "worksheet_definitions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer,
	"name" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "worksheet_field_definitions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "worksheet_field_definitions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer,
	"label" text NOT NULL,
	"type" text NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"kpi_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "worksheet_field_definitions_type_check" CHECK ("worksheet_field_definitions"."type" in ('number', 'currency', 'percent', 'hours', 'text')),
	CONSTRAINT "worksheet_field_definitions_source_check" CHECK ("worksheet_field_definitions"."source" in ('system', 'manual'))
);
--> statement-breakpoint
CREATE TABLE "worksheets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "worksheets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"definition_id" integer NOT NULL,
	"definition_name" text NOT NULL,
	"version" integer NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"status" text DEFAULT 'Draft' NOT NULL,
	"values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"layout" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "worksheets_status_check" CHECK ("worksheets"."status" in ('Draft', 'In review', 'Final'))
);
--> statement-breakpoint
CREATE TABLE "billing_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "billing_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"date" date NOT NULL,
	"reference" text NOT NULL,
	"description" text,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "onboarding_mails" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "onboarding_mails_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"name" text NOT NULL,
	"message" text,
	"management_system_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_videos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "help_videos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"description" text,
	"url" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"locale" text DEFAULT 'en_US' NOT NULL,
	CONSTRAINT "help_videos_locale_check" CHECK ("help_videos"."locale" in ('en_US', 'en_FR', 'en_ES'))
);
--> statement-breakpoint
CREATE TABLE "user_guides" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_guides_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"section" text NOT NULL,
	"guide_key" text NOT NULL,
	"kpi_group" text,
	"audience" text DEFAULT 'SHOP_USER' NOT NULL,
	"locale" text DEFAULT 'en_US' NOT NULL,
	"title" text NOT NULL,
	"html" text DEFAULT '' NOT NULL,
	"modal_view" integer DEFAULT 50 NOT NULL,
	"coming_soon" boolean DEFAULT false NOT NULL,
	CONSTRAINT "user_guides_section_guide_key_locale_key" UNIQUE("section","guide_key","locale"),
	CONSTRAINT "user_guides_section_check" CHECK ("user_guides"."section" in ('SCREEN', 'KPI')),
	CONSTRAINT "user_guides_locale_check" CHECK ("user_guides"."locale" in ('en_US', 'en_FR', 'en_ES')),
	CONSTRAINT "user_guides_modal_view_check" CHECK ("user_guides"."modal_view" in (25, 50, 100))
);
--> statement-breakpoint
CREATE TABLE "location_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "location_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"kind" text NOT NULL,
	"message" text NOT NULL,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "location_events_kind_check" CHECK ("location_events"."kind" in ('sync', 'resync', 'agent', 'error', 'log'))
);
--> statement-breakpoint
CREATE TABLE "crm_interactions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crm_interactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"kind" text NOT NULL,
	"direction" text,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crm_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"channel" text NOT NULL,
	"subject" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ingest_batches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ingest_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"source" text NOT NULL,
	"inserted" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"rejections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ingest_batches_source_check" CHECK ("ingest_batches"."source" in ('agent', 'cli', 'csv', 'demo', 'connector'))
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer,
	"user_id" integer,
	"coach_id" integer,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "management_connections" ADD CONSTRAINT "management_connections_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "management_connections" ADD CONSTRAINT "management_connections_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_default_location_id_locations_id_fk" FOREIGN KEY ("default_location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_assignments" ADD CONSTRAINT "coach_assignments_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coaches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_assignments" ADD CONSTRAINT "coach_assignments_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coaches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_merged_into_id_customers_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mapped_categories" ADD CONSTRAINT "mapped_categories_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mapped_categories" ADD CONSTRAINT "mapped_categories_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mapped_categories" ADD CONSTRAINT "mapped_categories_dashboard_category_id_dashboard_categories_id_fk" FOREIGN KEY ("dashboard_category_id") REFERENCES "public"."dashboard_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_orders" ADD CONSTRAINT "repair_orders_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_orders" ADD CONSTRAINT "repair_orders_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_orders" ADD CONSTRAINT "repair_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_orders" ADD CONSTRAINT "repair_orders_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_orders" ADD CONSTRAINT "repair_orders_writer_id_employees_id_fk" FOREIGN KEY ("writer_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_orders" ADD CONSTRAINT "repair_orders_technician_id_employees_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ro_fee_lines" ADD CONSTRAINT "ro_fee_lines_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ro_fee_lines" ADD CONSTRAINT "ro_fee_lines_repair_order_id_repair_orders_id_fk" FOREIGN KEY ("repair_order_id") REFERENCES "public"."repair_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ro_labor_lines" ADD CONSTRAINT "ro_labor_lines_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ro_labor_lines" ADD CONSTRAINT "ro_labor_lines_repair_order_id_repair_orders_id_fk" FOREIGN KEY ("repair_order_id") REFERENCES "public"."repair_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ro_labor_lines" ADD CONSTRAINT "ro_labor_lines_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ro_labor_lines" ADD CONSTRAINT "ro_labor_lines_technician_id_employees_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ro_part_lines" ADD CONSTRAINT "ro_part_lines_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ro_part_lines" ADD CONSTRAINT "ro_part_lines_repair_order_id_repair_orders_id_fk" FOREIGN KEY ("repair_order_id") REFERENCES "public"."repair_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ro_part_lines" ADD CONSTRAINT "ro_part_lines_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ro_recommendations" ADD CONSTRAINT "ro_recommendations_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ro_recommendations" ADD CONSTRAINT "ro_recommendations_repair_order_id_repair_orders_id_fk" FOREIGN KEY ("repair_order_id") REFERENCES "public"."repair_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ro_recommendations" ADD CONSTRAINT "ro_recommendations_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ro_sublet_lines" ADD CONSTRAINT "ro_sublet_lines_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ro_sublet_lines" ADD CONSTRAINT "ro_sublet_lines_repair_order_id_repair_orders_id_fk" FOREIGN KEY ("repair_order_id") REFERENCES "public"."repair_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_daily_rollups" ADD CONSTRAINT "category_daily_rollups_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_daily_rollups" ADD CONSTRAINT "category_daily_rollups_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_daily_rollups" ADD CONSTRAINT "category_daily_rollups_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_rollups" ADD CONSTRAINT "daily_rollups_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_rollups" ADD CONSTRAINT "daily_rollups_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tech_daily_rollups" ADD CONSTRAINT "tech_daily_rollups_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tech_daily_rollups" ADD CONSTRAINT "tech_daily_rollups_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tech_daily_rollups" ADD CONSTRAINT "tech_daily_rollups_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "writer_daily_rollups" ADD CONSTRAINT "writer_daily_rollups_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "writer_daily_rollups" ADD CONSTRAINT "writer_daily_rollups_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "writer_daily_rollups" ADD CONSTRAINT "writer_daily_rollups_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_visits" ADD CONSTRAINT "customer_visits_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_visits" ADD CONSTRAINT "customer_visits_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_visits" ADD CONSTRAINT "customer_visits_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_goals" ADD CONSTRAINT "coaching_goals_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_goals" ADD CONSTRAINT "coaching_goals_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forecast_goals" ADD CONSTRAINT "forecast_goals_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forecast_goals" ADD CONSTRAINT "forecast_goals_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_comments" ADD CONSTRAINT "coach_comments_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_comments" ADD CONSTRAINT "coach_comments_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_comments" ADD CONSTRAINT "coach_comments_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coaches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_comments" ADD CONSTRAINT "coach_comments_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_comments" ADD CONSTRAINT "coach_comments_repair_order_id_repair_orders_id_fk" FOREIGN KEY ("repair_order_id") REFERENCES "public"."repair_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_requests" ADD CONSTRAINT "coaching_requests_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_requests" ADD CONSTRAINT "coaching_requests_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_requests" ADD CONSTRAINT "coaching_requests_comment_id_coach_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."coach_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_comment_employees" ADD CONSTRAINT "owner_comment_employees_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_comment_employees" ADD CONSTRAINT "owner_comment_employees_owner_comment_id_owner_comments_id_fk" FOREIGN KEY ("owner_comment_id") REFERENCES "public"."owner_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_comment_employees" ADD CONSTRAINT "owner_comment_employees_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_comments" ADD CONSTRAINT "owner_comments_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_comments" ADD CONSTRAINT "owner_comments_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_comments" ADD CONSTRAINT "owner_comments_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tooltips" ADD CONSTRAINT "tooltips_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_emails" ADD CONSTRAINT "client_emails_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_emails" ADD CONSTRAINT "client_emails_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worksheet_definitions" ADD CONSTRAINT "worksheet_definitions_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worksheet_field_definitions" ADD CONSTRAINT "worksheet_field_definitions_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worksheets" ADD CONSTRAINT "worksheets_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worksheets" ADD CONSTRAINT "worksheets_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worksheets" ADD CONSTRAINT "worksheets_definition_id_worksheet_definitions_id_fk" FOREIGN KEY ("definition_id") REFERENCES "public"."worksheet_definitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_entries" ADD CONSTRAINT "billing_entries_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_mails" ADD CONSTRAINT "onboarding_mails_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_events" ADD CONSTRAINT "location_events_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_events" ADD CONSTRAINT "location_events_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_interactions" ADD CONSTRAINT "crm_interactions_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_interactions" ADD CONSTRAINT "crm_interactions_session_id_crm_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."crm_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_interactions" ADD CONSTRAINT "crm_interactions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_interactions" ADD CONSTRAINT "crm_interactions_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_sessions" ADD CONSTRAINT "crm_sessions_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_sessions" ADD CONSTRAINT "crm_sessions_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_sessions" ADD CONSTRAINT "crm_sessions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingest_batches" ADD CONSTRAINT "ingest_batches_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingest_batches" ADD CONSTRAINT "ingest_batches_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coaches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "locations_partner_id_idx" ON "locations" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "management_connections_partner_id_idx" ON "management_connections" USING btree ("partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_partner_id_idx" ON "users" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "users_default_location_id_idx" ON "users" USING btree ("default_location_id");--> statement-breakpoint
CREATE INDEX "coach_assignments_coach_id_idx" ON "coach_assignments" USING btree ("coach_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coaches_email_lower_key" ON "coaches" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_coach_id_idx" ON "sessions" USING btree ("coach_id");--> statement-breakpoint
CREATE INDEX "sessions_absolute_expires_at_idx" ON "sessions" USING btree ("absolute_expires_at");--> statement-breakpoint
CREATE INDEX "email_tokens_partner_id_idx" ON "email_tokens" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "email_tokens_user_id_idx" ON "email_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "employees_partner_id_idx" ON "employees" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "customers_partner_id_idx" ON "customers" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "customers_location_id_last_name_idx" ON "customers" USING btree ("location_id","last_name");--> statement-breakpoint
CREATE INDEX "customers_merged_into_id_idx" ON "customers" USING btree ("merged_into_id");--> statement-breakpoint
CREATE INDEX "vehicles_partner_id_idx" ON "vehicles" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "vehicles_customer_id_idx" ON "vehicles" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "categories_partner_id_idx" ON "categories" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "mapped_categories_partner_id_idx" ON "mapped_categories" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "mapped_categories_dashboard_category_id_idx" ON "mapped_categories" USING btree ("dashboard_category_id");--> statement-breakpoint
CREATE INDEX "repair_orders_partner_id_idx" ON "repair_orders" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "repair_orders_location_id_status_business_date_idx" ON "repair_orders" USING btree ("location_id","status","business_date");--> statement-breakpoint
CREATE INDEX "repair_orders_location_id_business_date_idx" ON "repair_orders" USING btree ("location_id","business_date");--> statement-breakpoint
CREATE INDEX "repair_orders_location_id_order_number_idx" ON "repair_orders" USING btree ("location_id","order_number");--> statement-breakpoint
CREATE INDEX "repair_orders_customer_id_idx" ON "repair_orders" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "repair_orders_vehicle_id_idx" ON "repair_orders" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "repair_orders_writer_id_idx" ON "repair_orders" USING btree ("writer_id");--> statement-breakpoint
CREATE INDEX "repair_orders_technician_id_idx" ON "repair_orders" USING btree ("technician_id");--> statement-breakpoint
CREATE INDEX "ro_fee_lines_partner_id_idx" ON "ro_fee_lines" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "ro_labor_lines_partner_id_idx" ON "ro_labor_lines" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "ro_labor_lines_category_id_idx" ON "ro_labor_lines" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "ro_labor_lines_technician_id_idx" ON "ro_labor_lines" USING btree ("technician_id");--> statement-breakpoint
CREATE INDEX "ro_part_lines_partner_id_idx" ON "ro_part_lines" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "ro_part_lines_category_id_idx" ON "ro_part_lines" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "ro_recommendations_partner_id_idx" ON "ro_recommendations" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "ro_recommendations_repair_order_id_idx" ON "ro_recommendations" USING btree ("repair_order_id");--> statement-breakpoint
CREATE INDEX "ro_recommendations_vehicle_id_idx" ON "ro_recommendations" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "ro_sublet_lines_partner_id_idx" ON "ro_sublet_lines" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "category_daily_rollups_partner_id_business_date_idx" ON "category_daily_rollups" USING btree ("partner_id","business_date");--> statement-breakpoint
CREATE INDEX "category_daily_rollups_category_id_idx" ON "category_daily_rollups" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "daily_rollups_partner_id_business_date_idx" ON "daily_rollups" USING btree ("partner_id","business_date");--> statement-breakpoint
CREATE INDEX "tech_daily_rollups_partner_id_business_date_idx" ON "tech_daily_rollups" USING btree ("partner_id","business_date");--> statement-breakpoint
CREATE INDEX "tech_daily_rollups_employee_id_idx" ON "tech_daily_rollups" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "writer_daily_rollups_partner_id_business_date_idx" ON "writer_daily_rollups" USING btree ("partner_id","business_date");--> statement-breakpoint
CREATE INDEX "writer_daily_rollups_employee_id_idx" ON "writer_daily_rollups" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "customer_visits_location_id_business_date_idx" ON "customer_visits" USING btree ("location_id","business_date");--> statement-breakpoint
CREATE INDEX "customer_visits_partner_id_idx" ON "customer_visits" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "customer_visits_customer_id_idx" ON "customer_visits" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "coaching_goals_partner_id_idx" ON "coaching_goals" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "coaching_goals_location_id_idx" ON "coaching_goals" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "forecast_goals_partner_id_idx" ON "forecast_goals" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "coach_comments_partner_id_idx" ON "coach_comments" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "coach_comments_location_id_kpi_type_created_at_idx" ON "coach_comments" USING btree ("location_id","kpi_type","created_at");--> statement-breakpoint
CREATE INDEX "coach_comments_coach_id_idx" ON "coach_comments" USING btree ("coach_id");--> statement-breakpoint
CREATE INDEX "coach_comments_author_user_id_idx" ON "coach_comments" USING btree ("author_user_id");--> statement-breakpoint
CREATE INDEX "coach_comments_repair_order_id_idx" ON "coach_comments" USING btree ("repair_order_id");--> statement-breakpoint
CREATE INDEX "coaching_requests_partner_id_idx" ON "coaching_requests" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "coaching_requests_location_id_idx" ON "coaching_requests" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "coaching_requests_comment_id_idx" ON "coaching_requests" USING btree ("comment_id");--> statement-breakpoint
CREATE INDEX "owner_comment_employees_partner_id_idx" ON "owner_comment_employees" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "owner_comment_employees_employee_id_idx" ON "owner_comment_employees" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "owner_comments_partner_id_idx" ON "owner_comments" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "owner_comments_location_id_created_at_idx" ON "owner_comments" USING btree ("location_id","created_at");--> statement-breakpoint
CREATE INDEX "owner_comments_author_user_id_idx" ON "owner_comments" USING btree ("author_user_id");--> statement-breakpoint
CREATE INDEX "client_emails_partner_id_idx" ON "client_emails" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "worksheet_definitions_partner_id_idx" ON "worksheet_definitions" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "worksheet_field_definitions_partner_id_idx" ON "worksheet_field_definitions" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "worksheets_partner_id_idx" ON "worksheets" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "worksheets_location_id_period_start_idx" ON "worksheets" USING btree ("location_id","period_start");--> statement-breakpoint
CREATE INDEX "worksheets_definition_id_idx" ON "worksheets" USING btree ("definition_id");--> statement-breakpoint
CREATE INDEX "billing_entries_partner_id_date_idx" ON "billing_entries" USING btree ("partner_id","date");--> statement-breakpoint
CREATE INDEX "onboarding_mails_partner_id_idx" ON "onboarding_mails" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "location_events_partner_id_idx" ON "location_events" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "location_events_location_id_created_at_idx" ON "location_events" USING btree ("location_id","created_at");--> statement-breakpoint
CREATE INDEX "crm_interactions_partner_id_idx" ON "crm_interactions" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "crm_interactions_session_id_created_at_idx" ON "crm_interactions" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE INDEX "crm_interactions_customer_id_idx" ON "crm_interactions" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "crm_interactions_location_id_created_at_idx" ON "crm_interactions" USING btree ("location_id","created_at");--> statement-breakpoint
CREATE INDEX "crm_sessions_partner_id_idx" ON "crm_sessions" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "crm_sessions_location_id_started_at_idx" ON "crm_sessions" USING btree ("location_id","started_at");--> statement-breakpoint
CREATE INDEX "crm_sessions_customer_id_idx" ON "crm_sessions" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "ingest_batches_partner_id_idx" ON "ingest_batches" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "ingest_batches_location_id_created_at_idx" ON "ingest_batches" USING btree ("location_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_partner_id_created_at_idx" ON "audit_log" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_user_id_idx" ON "audit_log" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "audit_log_coach_id_idx" ON "audit_log" USING btree ("coach_id");