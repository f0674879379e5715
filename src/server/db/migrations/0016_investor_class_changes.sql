CREATE TABLE "commitment_class_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"fund_family_id" uuid NOT NULL,
	"fund_family_event_id" uuid NOT NULL,
	"commitment_id" uuid NOT NULL,
	"from_investor_class_id" uuid,
	"to_investor_class_id" uuid,
	"effective_date" date NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"finalized_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commitment_class_changes_fund_family_event_id_unique" UNIQUE("fund_family_event_id")
);
--> statement-breakpoint
CREATE TABLE "investor_class_transaction_code_overrides" (
	"customer_id" uuid NOT NULL,
	"investor_class_id" uuid NOT NULL,
	"transaction_code_id" uuid NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"display_name" text,
	CONSTRAINT "investor_class_transaction_code_overrides_investor_class_id_transaction_code_id_pk" PRIMARY KEY("investor_class_id","transaction_code_id")
);
--> statement-breakpoint
ALTER TABLE "commitment_class_changes" ADD CONSTRAINT "commitment_class_changes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commitment_class_changes" ADD CONSTRAINT "commitment_class_changes_fund_family_id_fund_families_id_fk" FOREIGN KEY ("fund_family_id") REFERENCES "public"."fund_families"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commitment_class_changes" ADD CONSTRAINT "commitment_class_changes_fund_family_event_id_fund_family_events_id_fk" FOREIGN KEY ("fund_family_event_id") REFERENCES "public"."fund_family_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commitment_class_changes" ADD CONSTRAINT "commitment_class_changes_commitment_id_commitments_id_fk" FOREIGN KEY ("commitment_id") REFERENCES "public"."commitments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commitment_class_changes" ADD CONSTRAINT "commitment_class_changes_from_investor_class_id_investor_classes_id_fk" FOREIGN KEY ("from_investor_class_id") REFERENCES "public"."investor_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commitment_class_changes" ADD CONSTRAINT "commitment_class_changes_to_investor_class_id_investor_classes_id_fk" FOREIGN KEY ("to_investor_class_id") REFERENCES "public"."investor_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_class_transaction_code_overrides" ADD CONSTRAINT "investor_class_transaction_code_overrides_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_class_transaction_code_overrides" ADD CONSTRAINT "investor_class_transaction_code_overrides_investor_class_id_investor_classes_id_fk" FOREIGN KEY ("investor_class_id") REFERENCES "public"."investor_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_class_transaction_code_overrides" ADD CONSTRAINT "investor_class_transaction_code_overrides_transaction_code_id_transaction_codes_id_fk" FOREIGN KEY ("transaction_code_id") REFERENCES "public"."transaction_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commitment_class_changes_commitment_idx" ON "commitment_class_changes" USING btree ("customer_id","commitment_id");