CREATE TABLE "distributions" (
	"fund_family_event_id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"fund_family_id" uuid NOT NULL,
	"distribution_date" date NOT NULL,
	"allocation_rule_graph_id" uuid,
	"proceeds" jsonb NOT NULL,
	"fee_holdback_cents" bigint DEFAULT 0 NOT NULL,
	"carried_interest_transaction_code" text,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"finalized_by" uuid,
	"finalized_at" timestamp with time zone,
	"finalized_checks" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waterfall_run_results" (
	"fund_family_sub_event_id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"waterfall_run_id" uuid NOT NULL,
	"distributable_cents" bigint NOT NULL,
	"to_partners_cents" bigint NOT NULL,
	"to_carry_partner_cents" bigint NOT NULL,
	"result" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waterfall_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"fund_family_id" uuid NOT NULL,
	"fund_family_event_id" uuid NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"message" text,
	"detail" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"revision" integer NOT NULL,
	"queued_by" uuid,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "distributions" ADD CONSTRAINT "distributions_fund_family_event_id_fund_family_events_id_fk" FOREIGN KEY ("fund_family_event_id") REFERENCES "public"."fund_family_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributions" ADD CONSTRAINT "distributions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributions" ADD CONSTRAINT "distributions_fund_family_id_fund_families_id_fk" FOREIGN KEY ("fund_family_id") REFERENCES "public"."fund_families"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributions" ADD CONSTRAINT "distributions_allocation_rule_graph_id_allocation_rule_graphs_id_fk" FOREIGN KEY ("allocation_rule_graph_id") REFERENCES "public"."allocation_rule_graphs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributions" ADD CONSTRAINT "distributions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributions" ADD CONSTRAINT "distributions_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributions" ADD CONSTRAINT "distributions_finalized_by_users_id_fk" FOREIGN KEY ("finalized_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waterfall_run_results" ADD CONSTRAINT "waterfall_run_results_fund_family_sub_event_id_fund_family_sub_events_id_fk" FOREIGN KEY ("fund_family_sub_event_id") REFERENCES "public"."fund_family_sub_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waterfall_run_results" ADD CONSTRAINT "waterfall_run_results_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waterfall_run_results" ADD CONSTRAINT "waterfall_run_results_waterfall_run_id_waterfall_runs_id_fk" FOREIGN KEY ("waterfall_run_id") REFERENCES "public"."waterfall_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waterfall_runs" ADD CONSTRAINT "waterfall_runs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waterfall_runs" ADD CONSTRAINT "waterfall_runs_fund_family_id_fund_families_id_fk" FOREIGN KEY ("fund_family_id") REFERENCES "public"."fund_families"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waterfall_runs" ADD CONSTRAINT "waterfall_runs_fund_family_event_id_fund_family_events_id_fk" FOREIGN KEY ("fund_family_event_id") REFERENCES "public"."fund_family_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waterfall_runs" ADD CONSTRAINT "waterfall_runs_queued_by_users_id_fk" FOREIGN KEY ("queued_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "distributions_family_idx" ON "distributions" USING btree ("customer_id","fund_family_id");--> statement-breakpoint
CREATE INDEX "waterfall_run_results_run_idx" ON "waterfall_run_results" USING btree ("waterfall_run_id");--> statement-breakpoint
CREATE INDEX "waterfall_runs_event_idx" ON "waterfall_runs" USING btree ("fund_family_event_id");