CREATE TABLE "investor_classes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"fund_family_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"waterfall_overrides" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "investor_classes_name_unique" UNIQUE("fund_family_id","name")
);
--> statement-breakpoint
CREATE TABLE "fees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"fund_family_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'management' NOT NULL,
	"rates" jsonb NOT NULL,
	"basis" jsonb NOT NULL,
	"day_count" text NOT NULL,
	"cadence" text NOT NULL,
	"charge_timing" text NOT NULL,
	"basis_determination" text NOT NULL,
	"partial_period_basis" text NOT NULL,
	"true_up_eligible" boolean DEFAULT true NOT NULL,
	"offset_percentages" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"order_of_operations" text NOT NULL,
	"waiver_methodology" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fees_name_unique" UNIQUE("fund_family_id","name")
);
--> statement-breakpoint
CREATE TABLE "investor_class_fee_overrides" (
	"customer_id" uuid NOT NULL,
	"investor_class_id" uuid NOT NULL,
	"fee_id" uuid NOT NULL,
	"rates" jsonb NOT NULL,
	CONSTRAINT "investor_class_fee_overrides_investor_class_id_fee_id_pk" PRIMARY KEY("investor_class_id","fee_id")
);
--> statement-breakpoint
CREATE TABLE "waterfall_configurations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"fund_family_id" uuid NOT NULL,
	"waterfall_type" text NOT NULL,
	"configuration_type" text DEFAULT 'basic' NOT NULL,
	"carry_partner_entity_id" uuid,
	"pref_effect" text DEFAULT 'actual' NOT NULL,
	"tiers" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waterfall_configurations_family_unique" UNIQUE("fund_family_id")
);
--> statement-breakpoint
ALTER TABLE "commitments" ADD COLUMN "investor_class_id" uuid;--> statement-breakpoint
ALTER TABLE "investor_classes" ADD CONSTRAINT "investor_classes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_classes" ADD CONSTRAINT "investor_classes_fund_family_id_fund_families_id_fk" FOREIGN KEY ("fund_family_id") REFERENCES "public"."fund_families"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fees" ADD CONSTRAINT "fees_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fees" ADD CONSTRAINT "fees_fund_family_id_fund_families_id_fk" FOREIGN KEY ("fund_family_id") REFERENCES "public"."fund_families"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_class_fee_overrides" ADD CONSTRAINT "investor_class_fee_overrides_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_class_fee_overrides" ADD CONSTRAINT "investor_class_fee_overrides_investor_class_id_investor_classes_id_fk" FOREIGN KEY ("investor_class_id") REFERENCES "public"."investor_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_class_fee_overrides" ADD CONSTRAINT "investor_class_fee_overrides_fee_id_fees_id_fk" FOREIGN KEY ("fee_id") REFERENCES "public"."fees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waterfall_configurations" ADD CONSTRAINT "waterfall_configurations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waterfall_configurations" ADD CONSTRAINT "waterfall_configurations_fund_family_id_fund_families_id_fk" FOREIGN KEY ("fund_family_id") REFERENCES "public"."fund_families"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waterfall_configurations" ADD CONSTRAINT "waterfall_configurations_carry_partner_entity_id_fund_entities_id_fk" FOREIGN KEY ("carry_partner_entity_id") REFERENCES "public"."fund_entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "investor_classes_family_idx" ON "investor_classes" USING btree ("customer_id","fund_family_id");--> statement-breakpoint
CREATE INDEX "fees_family_idx" ON "fees" USING btree ("customer_id","fund_family_id");--> statement-breakpoint
ALTER TABLE "commitments" ADD CONSTRAINT "commitments_investor_class_id_investor_classes_id_fk" FOREIGN KEY ("investor_class_id") REFERENCES "public"."investor_classes"("id") ON DELETE no action ON UPDATE no action;