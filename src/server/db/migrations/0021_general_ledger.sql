CREATE TABLE "general_ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"import_event_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"date" text NOT NULL,
	"gl_account" text NOT NULL,
	"gl_investor_id" text NOT NULL,
	"gl_entity_id" text NOT NULL,
	"amount" text NOT NULL,
	"description" text NOT NULL,
	"reference" text NOT NULL,
	"source_problem" text,
	"posted_amount_cents" bigint,
	"posted_transaction_code_id" uuid,
	"posted_commitment_id" uuid,
	"posted_investor_entity_id" uuid,
	"posted_fund_entity_id" uuid,
	"transaction_id" bigint,
	CONSTRAINT "general_ledger_entries_line_unique" UNIQUE("import_event_id","line")
);
--> statement-breakpoint
CREATE TABLE "general_ledger_import_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"integration_id" uuid NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"filename" text,
	"file_sha256" text,
	"fund_family_event_id" uuid,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"posted_at" timestamp with time zone,
	"rolled_back_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "general_ledger_integrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"fund_family_id" uuid NOT NULL,
	"name" text NOT NULL,
	"general_ledger_type" text NOT NULL,
	"ingestion_type" text NOT NULL,
	"account_mappings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"investor_mappings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"entity_mappings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "general_ledger_integrations_name_unique" UNIQUE("customer_id","name")
);
--> statement-breakpoint
ALTER TABLE "general_ledger_entries" ADD CONSTRAINT "general_ledger_entries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "general_ledger_entries" ADD CONSTRAINT "general_ledger_entries_import_event_id_general_ledger_import_events_id_fk" FOREIGN KEY ("import_event_id") REFERENCES "public"."general_ledger_import_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "general_ledger_entries" ADD CONSTRAINT "general_ledger_entries_posted_transaction_code_id_transaction_codes_id_fk" FOREIGN KEY ("posted_transaction_code_id") REFERENCES "public"."transaction_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "general_ledger_entries" ADD CONSTRAINT "general_ledger_entries_posted_commitment_id_commitments_id_fk" FOREIGN KEY ("posted_commitment_id") REFERENCES "public"."commitments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "general_ledger_entries" ADD CONSTRAINT "general_ledger_entries_posted_investor_entity_id_investor_entities_id_fk" FOREIGN KEY ("posted_investor_entity_id") REFERENCES "public"."investor_entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "general_ledger_entries" ADD CONSTRAINT "general_ledger_entries_posted_fund_entity_id_fund_entities_id_fk" FOREIGN KEY ("posted_fund_entity_id") REFERENCES "public"."fund_entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "general_ledger_entries" ADD CONSTRAINT "general_ledger_entries_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "general_ledger_import_events" ADD CONSTRAINT "general_ledger_import_events_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "general_ledger_import_events" ADD CONSTRAINT "general_ledger_import_events_integration_id_general_ledger_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."general_ledger_integrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "general_ledger_import_events" ADD CONSTRAINT "general_ledger_import_events_fund_family_event_id_fund_family_events_id_fk" FOREIGN KEY ("fund_family_event_id") REFERENCES "public"."fund_family_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "general_ledger_import_events" ADD CONSTRAINT "general_ledger_import_events_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "general_ledger_integrations" ADD CONSTRAINT "general_ledger_integrations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "general_ledger_integrations" ADD CONSTRAINT "general_ledger_integrations_fund_family_id_fund_families_id_fk" FOREIGN KEY ("fund_family_id") REFERENCES "public"."fund_families"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "general_ledger_entries_customer_idx" ON "general_ledger_entries" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "general_ledger_import_events_integration_idx" ON "general_ledger_import_events" USING btree ("customer_id","integration_id");--> statement-breakpoint
CREATE INDEX "general_ledger_integrations_family_idx" ON "general_ledger_integrations" USING btree ("customer_id","fund_family_id");