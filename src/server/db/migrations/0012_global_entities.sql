CREATE TABLE "entity_bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"entity_id" uuid NOT NULL,
	"bank_name" text NOT NULL,
	"account_name" text NOT NULL,
	"account_number" text NOT NULL,
	"aba_routing_number" text,
	"swift_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "global_entities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"full_name" text NOT NULL,
	"short_name" text,
	"functional_type" text NOT NULL,
	"legal_type" text NOT NULL,
	"profile" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "investor_entity_relationships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"investor_id" uuid NOT NULL,
	"investor_entity_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "investor_entity_relationships_unique" UNIQUE("investor_id","investor_entity_id")
);
--> statement-breakpoint
ALTER TABLE "entity_bank_accounts" ADD CONSTRAINT "entity_bank_accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "global_entities" ADD CONSTRAINT "global_entities_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_entity_relationships" ADD CONSTRAINT "investor_entity_relationships_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_entity_relationships" ADD CONSTRAINT "investor_entity_relationships_investor_id_investors_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."investors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_entity_relationships" ADD CONSTRAINT "investor_entity_relationships_investor_entity_id_investor_entities_id_fk" FOREIGN KEY ("investor_entity_id") REFERENCES "public"."investor_entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "entity_bank_accounts_entity_idx" ON "entity_bank_accounts" USING btree ("customer_id","entity_id");--> statement-breakpoint
CREATE INDEX "global_entities_customer_idx" ON "global_entities" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "investor_entity_relationships_customer_idx" ON "investor_entity_relationships" USING btree ("customer_id");