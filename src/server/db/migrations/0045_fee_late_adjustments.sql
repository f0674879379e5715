CREATE TABLE "fee_late_adjustments" (
	"fund_family_event_id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"fund_family_id" uuid NOT NULL,
	"fee_charge_event_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"offsets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"waivers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"applied" jsonb,
	"created_by" uuid,
	"updated_by" uuid,
	"applied_by" uuid,
	"applied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fee_late_adjustments" ADD CONSTRAINT "fee_late_adjustments_fund_family_event_id_fund_family_events_id_fk" FOREIGN KEY ("fund_family_event_id") REFERENCES "public"."fund_family_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_late_adjustments" ADD CONSTRAINT "fee_late_adjustments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_late_adjustments" ADD CONSTRAINT "fee_late_adjustments_fund_family_id_fund_families_id_fk" FOREIGN KEY ("fund_family_id") REFERENCES "public"."fund_families"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_late_adjustments" ADD CONSTRAINT "fee_late_adjustments_fee_charge_event_id_fee_charge_events_fund_family_event_id_fk" FOREIGN KEY ("fee_charge_event_id") REFERENCES "public"."fee_charge_events"("fund_family_event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_late_adjustments" ADD CONSTRAINT "fee_late_adjustments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_late_adjustments" ADD CONSTRAINT "fee_late_adjustments_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_late_adjustments" ADD CONSTRAINT "fee_late_adjustments_applied_by_users_id_fk" FOREIGN KEY ("applied_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fee_late_adjustments_charge_idx" ON "fee_late_adjustments" USING btree ("customer_id","fee_charge_event_id");