CREATE TABLE "fund_family_dates" (
	"fund_family_id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"fund_start_date" date,
	"fund_end_date" date,
	"commitment_period_start" date,
	"commitment_period_end" date,
	"investment_period_start" date,
	"investment_period_end" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fund_family_named_dates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"fund_family_id" uuid NOT NULL,
	"name" text NOT NULL,
	"date" date NOT NULL,
	CONSTRAINT "fund_family_named_dates_name_unique" UNIQUE("fund_family_id","name")
);
--> statement-breakpoint
ALTER TABLE "fund_family_dates" ADD CONSTRAINT "fund_family_dates_fund_family_id_fund_families_id_fk" FOREIGN KEY ("fund_family_id") REFERENCES "public"."fund_families"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_family_dates" ADD CONSTRAINT "fund_family_dates_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_family_named_dates" ADD CONSTRAINT "fund_family_named_dates_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_family_named_dates" ADD CONSTRAINT "fund_family_named_dates_fund_family_id_fund_families_id_fk" FOREIGN KEY ("fund_family_id") REFERENCES "public"."fund_families"("id") ON DELETE no action ON UPDATE no action;