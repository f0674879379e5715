CREATE TABLE "commitments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"fund_family_id" uuid NOT NULL,
	"owning_entity_id" uuid NOT NULL,
	"investor_entity_id" uuid NOT NULL,
	"is_gp" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fund_entities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"fund_family_id" uuid NOT NULL,
	"name" text NOT NULL,
	"short_name" text,
	"functional_type" text NOT NULL,
	"legal_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "investor_entities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"investor_id" uuid NOT NULL,
	"full_name" text NOT NULL,
	"short_name" text,
	"legal_type" text NOT NULL,
	"profile" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "investors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"external_id" text,
	"primary_contact_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fund_family_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"fund_family_id" uuid NOT NULL,
	"event_type" text NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"name" text NOT NULL,
	"effective_date" date NOT NULL,
	"sequence" integer NOT NULL,
	"is_running" boolean DEFAULT false NOT NULL,
	"workflow_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fund_family_events_order_unique" UNIQUE("fund_family_id","effective_date","sequence")
);
--> statement-breakpoint
CREATE TABLE "transaction_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"fund_family_id" uuid NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"classification" text NOT NULL,
	"affects_equalization_interest" boolean DEFAULT false NOT NULL,
	"affects_fee_accrual_interest" boolean DEFAULT false NOT NULL,
	"affects_gross_irr" boolean DEFAULT false NOT NULL,
	"affects_nav" boolean DEFAULT false NOT NULL,
	"affects_net_irr" boolean DEFAULT false NOT NULL,
	"affects_waterfall" boolean DEFAULT false NOT NULL,
	"is_recallable" boolean DEFAULT false NOT NULL,
	"should_get_equalized" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transaction_codes_name_unique" UNIQUE("fund_family_id","name")
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"fund_family_id" uuid NOT NULL,
	"fund_family_event_id" uuid NOT NULL,
	"fund_entity_id" uuid NOT NULL,
	"investor_entity_id" uuid,
	"commitment_id" uuid,
	"transaction_code_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"effective_date" date NOT NULL,
	"is_draft" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transactions_amount_safe" CHECK (abs("transactions"."amount_cents") < 9007199254740991)
);
--> statement-breakpoint
ALTER TABLE "fund_families" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "fund_families" ADD COLUMN "rounding_methodology" text DEFAULT 'cents' NOT NULL;--> statement-breakpoint
ALTER TABLE "fund_families" ADD COLUMN "rounding_partner_ordering" text DEFAULT 'largest_allocation' NOT NULL;--> statement-breakpoint
ALTER TABLE "fund_families" ADD COLUMN "settings" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "fund_families" ADD COLUMN "target_raise_cents" bigint;--> statement-breakpoint
ALTER TABLE "fund_families" ADD COLUMN "target_close_date" date;--> statement-breakpoint
ALTER TABLE "fund_families" ADD COLUMN "first_closed_on" date;--> statement-breakpoint
ALTER TABLE "fund_families" ADD COLUMN "phase" text;--> statement-breakpoint
ALTER TABLE "commitments" ADD CONSTRAINT "commitments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commitments" ADD CONSTRAINT "commitments_fund_family_id_fund_families_id_fk" FOREIGN KEY ("fund_family_id") REFERENCES "public"."fund_families"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commitments" ADD CONSTRAINT "commitments_owning_entity_id_fund_entities_id_fk" FOREIGN KEY ("owning_entity_id") REFERENCES "public"."fund_entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commitments" ADD CONSTRAINT "commitments_investor_entity_id_investor_entities_id_fk" FOREIGN KEY ("investor_entity_id") REFERENCES "public"."investor_entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_entities" ADD CONSTRAINT "fund_entities_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_entities" ADD CONSTRAINT "fund_entities_fund_family_id_fund_families_id_fk" FOREIGN KEY ("fund_family_id") REFERENCES "public"."fund_families"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_entities" ADD CONSTRAINT "investor_entities_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_entities" ADD CONSTRAINT "investor_entities_investor_id_investors_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."investors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investors" ADD CONSTRAINT "investors_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_family_events" ADD CONSTRAINT "fund_family_events_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_family_events" ADD CONSTRAINT "fund_family_events_fund_family_id_fund_families_id_fk" FOREIGN KEY ("fund_family_id") REFERENCES "public"."fund_families"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_codes" ADD CONSTRAINT "transaction_codes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_codes" ADD CONSTRAINT "transaction_codes_fund_family_id_fund_families_id_fk" FOREIGN KEY ("fund_family_id") REFERENCES "public"."fund_families"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_fund_family_id_fund_families_id_fk" FOREIGN KEY ("fund_family_id") REFERENCES "public"."fund_families"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_fund_family_event_id_fund_family_events_id_fk" FOREIGN KEY ("fund_family_event_id") REFERENCES "public"."fund_family_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_fund_entity_id_fund_entities_id_fk" FOREIGN KEY ("fund_entity_id") REFERENCES "public"."fund_entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_investor_entity_id_investor_entities_id_fk" FOREIGN KEY ("investor_entity_id") REFERENCES "public"."investor_entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_commitment_id_commitments_id_fk" FOREIGN KEY ("commitment_id") REFERENCES "public"."commitments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_transaction_code_id_transaction_codes_id_fk" FOREIGN KEY ("transaction_code_id") REFERENCES "public"."transaction_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commitments_family_idx" ON "commitments" USING btree ("customer_id","fund_family_id");--> statement-breakpoint
CREATE INDEX "fund_entities_family_idx" ON "fund_entities" USING btree ("customer_id","fund_family_id");--> statement-breakpoint
CREATE INDEX "investor_entities_customer_idx" ON "investor_entities" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "investors_customer_idx" ON "investors" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "transactions_family_date_idx" ON "transactions" USING btree ("customer_id","fund_family_id","effective_date");--> statement-breakpoint
CREATE INDEX "transactions_event_idx" ON "transactions" USING btree ("fund_family_event_id");--> statement-breakpoint
CREATE INDEX "transactions_commitment_idx" ON "transactions" USING btree ("commitment_id");