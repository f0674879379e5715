CREATE TABLE "closing_commitments" (
	"closing_id" uuid NOT NULL,
	"commitment_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "closing_commitments_closing_id_commitment_id_pk" PRIMARY KEY("closing_id","commitment_id"),
	CONSTRAINT "closing_commitments_amount_positive" CHECK ("closing_commitments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "closings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"fund_family_id" uuid NOT NULL,
	"name" text NOT NULL,
	"closing_date" date NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"fund_family_event_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "closing_commitments" ADD CONSTRAINT "closing_commitments_closing_id_closings_id_fk" FOREIGN KEY ("closing_id") REFERENCES "public"."closings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_commitments" ADD CONSTRAINT "closing_commitments_commitment_id_commitments_id_fk" FOREIGN KEY ("commitment_id") REFERENCES "public"."commitments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closings" ADD CONSTRAINT "closings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closings" ADD CONSTRAINT "closings_fund_family_id_fund_families_id_fk" FOREIGN KEY ("fund_family_id") REFERENCES "public"."fund_families"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closings" ADD CONSTRAINT "closings_fund_family_event_id_fund_family_events_id_fk" FOREIGN KEY ("fund_family_event_id") REFERENCES "public"."fund_family_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "closings_family_idx" ON "closings" USING btree ("customer_id","fund_family_id");