CREATE TABLE "fund_family_sub_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"fund_family_id" uuid NOT NULL,
	"fund_family_event_id" uuid NOT NULL,
	"sub_event_type" text NOT NULL,
	"fund_entity_id" uuid,
	"sequence" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fund_family_sub_events_order_unique" UNIQUE("fund_family_event_id","sequence")
);
--> statement-breakpoint
ALTER TABLE "fund_family_sub_events" ADD CONSTRAINT "fund_family_sub_events_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_family_sub_events" ADD CONSTRAINT "fund_family_sub_events_fund_family_id_fund_families_id_fk" FOREIGN KEY ("fund_family_id") REFERENCES "public"."fund_families"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_family_sub_events" ADD CONSTRAINT "fund_family_sub_events_fund_family_event_id_fund_family_events_id_fk" FOREIGN KEY ("fund_family_event_id") REFERENCES "public"."fund_family_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_family_sub_events" ADD CONSTRAINT "fund_family_sub_events_fund_entity_id_fund_entities_id_fk" FOREIGN KEY ("fund_entity_id") REFERENCES "public"."fund_entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_family_sub_events" ADD CONSTRAINT "fund_family_sub_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fund_family_sub_events_family_idx" ON "fund_family_sub_events" USING btree ("customer_id","fund_family_id");