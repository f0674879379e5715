CREATE TABLE "event_corrections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"fund_family_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"from_event_id" uuid,
	"state" text NOT NULL,
	"event_ids" jsonb NOT NULL,
	"preview" jsonb,
	"done_count" integer DEFAULT 0 NOT NULL,
	"message" text,
	"failed_event_id" uuid,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "transactions_set_aside" (
	"id" bigint NOT NULL,
	"event_correction_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"fund_family_id" uuid NOT NULL,
	"fund_family_event_id" uuid NOT NULL,
	"fund_entity_id" uuid NOT NULL,
	"investor_entity_id" uuid,
	"commitment_id" uuid,
	"transaction_code_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"effective_date" date NOT NULL,
	"is_draft" boolean NOT NULL,
	"settled_by_event_id" uuid,
	"investment_type" text,
	"security_type" text,
	"is_fee_holdback" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_corrections" ADD CONSTRAINT "event_corrections_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_corrections" ADD CONSTRAINT "event_corrections_fund_family_id_fund_families_id_fk" FOREIGN KEY ("fund_family_id") REFERENCES "public"."fund_families"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_corrections" ADD CONSTRAINT "event_corrections_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions_set_aside" ADD CONSTRAINT "transactions_set_aside_event_correction_id_event_corrections_id_fk" FOREIGN KEY ("event_correction_id") REFERENCES "public"."event_corrections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions_set_aside" ADD CONSTRAINT "transactions_set_aside_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions_set_aside" ADD CONSTRAINT "transactions_set_aside_fund_family_id_fund_families_id_fk" FOREIGN KEY ("fund_family_id") REFERENCES "public"."fund_families"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions_set_aside" ADD CONSTRAINT "transactions_set_aside_fund_family_event_id_fund_family_events_id_fk" FOREIGN KEY ("fund_family_event_id") REFERENCES "public"."fund_family_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_corrections_family_idx" ON "event_corrections" USING btree ("customer_id","fund_family_id");--> statement-breakpoint
CREATE INDEX "transactions_set_aside_event_idx" ON "transactions_set_aside" USING btree ("fund_family_event_id");