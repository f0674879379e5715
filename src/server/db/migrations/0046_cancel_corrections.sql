CREATE TABLE "cancel_corrections" (
	"fund_family_event_id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"fund_family_id" uuid NOT NULL,
	"original_event_id" uuid NOT NULL,
	"correction_type" text NOT NULL,
	"posting_date" date NOT NULL,
	"preview" jsonb NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "reverses_event_id" uuid;--> statement-breakpoint
ALTER TABLE "cancel_corrections" ADD CONSTRAINT "cancel_corrections_fund_family_event_id_fund_family_events_id_fk" FOREIGN KEY ("fund_family_event_id") REFERENCES "public"."fund_family_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancel_corrections" ADD CONSTRAINT "cancel_corrections_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancel_corrections" ADD CONSTRAINT "cancel_corrections_fund_family_id_fund_families_id_fk" FOREIGN KEY ("fund_family_id") REFERENCES "public"."fund_families"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancel_corrections" ADD CONSTRAINT "cancel_corrections_original_event_id_fund_family_events_id_fk" FOREIGN KEY ("original_event_id") REFERENCES "public"."fund_family_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancel_corrections" ADD CONSTRAINT "cancel_corrections_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cancel_corrections_original_idx" ON "cancel_corrections" USING btree ("original_event_id");--> statement-breakpoint
CREATE INDEX "cancel_corrections_family_idx" ON "cancel_corrections" USING btree ("customer_id","fund_family_id");--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_reverses_event_id_fund_family_events_id_fk" FOREIGN KEY ("reverses_event_id") REFERENCES "public"."fund_family_events"("id") ON DELETE cascade ON UPDATE no action;