CREATE TABLE "capital_calls" (
	"fund_family_event_id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"fund_family_id" uuid NOT NULL,
	"notice_date" date NOT NULL,
	"due_date" date NOT NULL,
	"allocation_rule_graph_id" uuid,
	"uses" jsonb NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"finalized_by" uuid,
	"finalized_at" timestamp with time zone,
	"finalized_checks" jsonb,
	"finalized_breakdown" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "capital_calls" ADD CONSTRAINT "capital_calls_fund_family_event_id_fund_family_events_id_fk" FOREIGN KEY ("fund_family_event_id") REFERENCES "public"."fund_family_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capital_calls" ADD CONSTRAINT "capital_calls_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capital_calls" ADD CONSTRAINT "capital_calls_fund_family_id_fund_families_id_fk" FOREIGN KEY ("fund_family_id") REFERENCES "public"."fund_families"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capital_calls" ADD CONSTRAINT "capital_calls_allocation_rule_graph_id_allocation_rule_graphs_id_fk" FOREIGN KEY ("allocation_rule_graph_id") REFERENCES "public"."allocation_rule_graphs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capital_calls" ADD CONSTRAINT "capital_calls_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capital_calls" ADD CONSTRAINT "capital_calls_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capital_calls" ADD CONSTRAINT "capital_calls_finalized_by_users_id_fk" FOREIGN KEY ("finalized_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "capital_calls_family_idx" ON "capital_calls" USING btree ("customer_id","fund_family_id");