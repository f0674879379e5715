CREATE TABLE "calculation_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"calculation_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"is_draft" boolean DEFAULT false NOT NULL,
	"calculation_type" text NOT NULL,
	"transaction_codes" jsonb NOT NULL,
	"eval_string" text,
	"formula" text NOT NULL,
	"filters" jsonb NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "calculation_versions_dates" CHECK ("calculation_versions"."end_date" IS NULL OR "calculation_versions"."end_date" >= "calculation_versions"."start_date")
);
--> statement-breakpoint
CREATE TABLE "calculations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"fund_family_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"description" text,
	"category" text NOT NULL,
	"context" text DEFAULT 'default' NOT NULL,
	"classification" text DEFAULT 'other' NOT NULL,
	"display_type" text DEFAULT 'decimal' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calculations_display_name_unique" UNIQUE("fund_family_id","display_name")
);
--> statement-breakpoint
ALTER TABLE "calculation_versions" ADD CONSTRAINT "calculation_versions_calculation_id_calculations_id_fk" FOREIGN KEY ("calculation_id") REFERENCES "public"."calculations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calculations" ADD CONSTRAINT "calculations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calculations" ADD CONSTRAINT "calculations_fund_family_id_fund_families_id_fk" FOREIGN KEY ("fund_family_id") REFERENCES "public"."fund_families"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calculation_versions_calculation_idx" ON "calculation_versions" USING btree ("calculation_id");--> statement-breakpoint
CREATE INDEX "calculations_family_idx" ON "calculations" USING btree ("customer_id","fund_family_id");