CREATE TABLE "investor_transfer_transferees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"investor_transfer_id" uuid NOT NULL,
	"investor_entity_id" uuid NOT NULL,
	"commitment_id" uuid,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "investor_transfer_transferees_unique" UNIQUE("investor_transfer_id","investor_entity_id"),
	CONSTRAINT "investor_transfer_transferees_amount_positive" CHECK ("investor_transfer_transferees"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "investor_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"fund_family_id" uuid NOT NULL,
	"transferor_commitment_id" uuid NOT NULL,
	"transfer_date" date NOT NULL,
	"day_of_timing" text DEFAULT 'end_of_day' NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"processing_date" date,
	"fund_family_event_id" uuid,
	"audit" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "investor_transfer_transferees" ADD CONSTRAINT "investor_transfer_transferees_investor_transfer_id_investor_transfers_id_fk" FOREIGN KEY ("investor_transfer_id") REFERENCES "public"."investor_transfers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_transfer_transferees" ADD CONSTRAINT "investor_transfer_transferees_investor_entity_id_investor_entities_id_fk" FOREIGN KEY ("investor_entity_id") REFERENCES "public"."investor_entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_transfer_transferees" ADD CONSTRAINT "investor_transfer_transferees_commitment_id_commitments_id_fk" FOREIGN KEY ("commitment_id") REFERENCES "public"."commitments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_transfers" ADD CONSTRAINT "investor_transfers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_transfers" ADD CONSTRAINT "investor_transfers_fund_family_id_fund_families_id_fk" FOREIGN KEY ("fund_family_id") REFERENCES "public"."fund_families"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_transfers" ADD CONSTRAINT "investor_transfers_transferor_commitment_id_commitments_id_fk" FOREIGN KEY ("transferor_commitment_id") REFERENCES "public"."commitments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_transfers" ADD CONSTRAINT "investor_transfers_fund_family_event_id_fund_family_events_id_fk" FOREIGN KEY ("fund_family_event_id") REFERENCES "public"."fund_family_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "investor_transfers_family_idx" ON "investor_transfers" USING btree ("customer_id","fund_family_id");