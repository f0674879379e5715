CREATE TABLE "notice_configs" (
	"fund_family_id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"letterhead" text NOT NULL,
	"signatory" text NOT NULL,
	"generation_type" text NOT NULL,
	"custom_template" text DEFAULT 'default' NOT NULL,
	"wire_instructions" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notice_document_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"fund_family_id" uuid NOT NULL,
	"event_type" text NOT NULL,
	"title" text NOT NULL,
	"sections" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_document_templates_unique" UNIQUE("fund_family_id","event_type")
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"fund_family_id" uuid NOT NULL,
	"fund_family_event_id" uuid NOT NULL,
	"commitment_id" uuid NOT NULL,
	"fund_entity_id" uuid NOT NULL,
	"lp" text NOT NULL,
	"generation_id" uuid NOT NULL,
	"status" text NOT NULL,
	"filename" text NOT NULL,
	"content" "bytea",
	"size" integer,
	"detail" text,
	"queued_by" uuid,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"generated_at" timestamp with time zone,
	CONSTRAINT "notices_event_commitment_unique" UNIQUE("fund_family_event_id","commitment_id")
);
--> statement-breakpoint
ALTER TABLE "notice_configs" ADD CONSTRAINT "notice_configs_fund_family_id_fund_families_id_fk" FOREIGN KEY ("fund_family_id") REFERENCES "public"."fund_families"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_configs" ADD CONSTRAINT "notice_configs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_configs" ADD CONSTRAINT "notice_configs_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_document_templates" ADD CONSTRAINT "notice_document_templates_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_document_templates" ADD CONSTRAINT "notice_document_templates_fund_family_id_fund_families_id_fk" FOREIGN KEY ("fund_family_id") REFERENCES "public"."fund_families"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_document_templates" ADD CONSTRAINT "notice_document_templates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_fund_family_id_fund_families_id_fk" FOREIGN KEY ("fund_family_id") REFERENCES "public"."fund_families"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_fund_family_event_id_fund_family_events_id_fk" FOREIGN KEY ("fund_family_event_id") REFERENCES "public"."fund_family_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_commitment_id_commitments_id_fk" FOREIGN KEY ("commitment_id") REFERENCES "public"."commitments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_fund_entity_id_fund_entities_id_fk" FOREIGN KEY ("fund_entity_id") REFERENCES "public"."fund_entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_queued_by_users_id_fk" FOREIGN KEY ("queued_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notices_event_idx" ON "notices" USING btree ("fund_family_event_id");--> statement-breakpoint
-- Spec §4 notice status and §3 generation types: the values the notice machine and config know.
ALTER TABLE "notices" ADD CONSTRAINT "notices_status_known" CHECK ("status" IN ('not_started', 'generating', 'successful_generation', 'failed_generation', 'out_of_date'));--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_size_matches" CHECK ("content" IS NULL OR "size" = octet_length("content"));--> statement-breakpoint
ALTER TABLE "notice_document_templates" ADD CONSTRAINT "notice_document_templates_event_type_known" CHECK ("event_type" IN ('capital_call', 'distribution'));
