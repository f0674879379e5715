CREATE TABLE "capital_call_reallocations" (
	"fund_family_event_id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"fund_family_id" uuid NOT NULL,
	"capital_call_event_id" uuid NOT NULL,
	"effective_date" date NOT NULL,
	"amounts" jsonb NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"finalized_by" uuid,
	"finalized_at" timestamp with time zone,
	"finalized_checks" jsonb,
	"finalized_view" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "capital_call_reallocations" ADD CONSTRAINT "capital_call_reallocations_fund_family_event_id_fund_family_events_id_fk" FOREIGN KEY ("fund_family_event_id") REFERENCES "public"."fund_family_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capital_call_reallocations" ADD CONSTRAINT "capital_call_reallocations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capital_call_reallocations" ADD CONSTRAINT "capital_call_reallocations_fund_family_id_fund_families_id_fk" FOREIGN KEY ("fund_family_id") REFERENCES "public"."fund_families"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capital_call_reallocations" ADD CONSTRAINT "capital_call_reallocations_capital_call_event_id_fund_family_events_id_fk" FOREIGN KEY ("capital_call_event_id") REFERENCES "public"."fund_family_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capital_call_reallocations" ADD CONSTRAINT "capital_call_reallocations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capital_call_reallocations" ADD CONSTRAINT "capital_call_reallocations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capital_call_reallocations" ADD CONSTRAINT "capital_call_reallocations_finalized_by_users_id_fk" FOREIGN KEY ("finalized_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "capital_call_reallocations_call_idx" ON "capital_call_reallocations" USING btree ("customer_id","capital_call_event_id");