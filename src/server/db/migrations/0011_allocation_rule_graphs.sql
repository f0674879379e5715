CREATE TABLE "allocation_rule_graph_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"allocation_rule_graph_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"effective_date" date NOT NULL,
	"rules" jsonb NOT NULL,
	"fund_family_event_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "allocation_rule_graph_versions_unique" UNIQUE("allocation_rule_graph_id","version")
);
--> statement-breakpoint
CREATE TABLE "allocation_rule_graphs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"fund_family_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "closing_allocation_rules" (
	"closing_id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"allocation_rule_graph_id" uuid
);
--> statement-breakpoint
CREATE TABLE "closing_non_capital_equalizations" (
	"closing_id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"lines" jsonb NOT NULL,
	"to_manager_cents" bigint NOT NULL,
	"audit" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "allocation_rule_graph_versions" ADD CONSTRAINT "allocation_rule_graph_versions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allocation_rule_graph_versions" ADD CONSTRAINT "allocation_rule_graph_versions_allocation_rule_graph_id_allocation_rule_graphs_id_fk" FOREIGN KEY ("allocation_rule_graph_id") REFERENCES "public"."allocation_rule_graphs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allocation_rule_graph_versions" ADD CONSTRAINT "allocation_rule_graph_versions_fund_family_event_id_fund_family_events_id_fk" FOREIGN KEY ("fund_family_event_id") REFERENCES "public"."fund_family_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allocation_rule_graphs" ADD CONSTRAINT "allocation_rule_graphs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allocation_rule_graphs" ADD CONSTRAINT "allocation_rule_graphs_fund_family_id_fund_families_id_fk" FOREIGN KEY ("fund_family_id") REFERENCES "public"."fund_families"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_allocation_rules" ADD CONSTRAINT "closing_allocation_rules_closing_id_closings_id_fk" FOREIGN KEY ("closing_id") REFERENCES "public"."closings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_allocation_rules" ADD CONSTRAINT "closing_allocation_rules_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_allocation_rules" ADD CONSTRAINT "closing_allocation_rules_allocation_rule_graph_id_allocation_rule_graphs_id_fk" FOREIGN KEY ("allocation_rule_graph_id") REFERENCES "public"."allocation_rule_graphs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_non_capital_equalizations" ADD CONSTRAINT "closing_non_capital_equalizations_closing_id_closings_id_fk" FOREIGN KEY ("closing_id") REFERENCES "public"."closings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_non_capital_equalizations" ADD CONSTRAINT "closing_non_capital_equalizations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "allocation_rule_graphs_family_idx" ON "allocation_rule_graphs" USING btree ("customer_id","fund_family_id");--> statement-breakpoint
-- Every fund family gets the codes that rule edits and closings post for deemed and non-capital equalization.
INSERT INTO "transaction_codes" ("customer_id", "fund_family_id", "name", "display_name", "classification", "affects_net_irr", "affects_nav")
SELECT f."customer_id", f."id", c.name, c.display_name, c.classification, true, true
FROM "fund_families" f CROSS JOIN (VALUES
  ('deemed_equalization', 'Deemed equalization (allocation rule change)', 'equalization'),
  ('deemed_fee_true_up', 'Deemed management fee true-up (allocation rule change)', 'management_fee'),
  ('non_capital_equalization_expenses', 'Non-capital equalization — expenses', 'expenses'),
  ('non_capital_equalization_management_fee', 'Non-capital equalization — management fees', 'management_fee'),
  ('non_capital_equalization_distribution', 'Non-capital equalization — distributions', 'proceeds')
) AS c(name, display_name, classification)
ON CONFLICT ("fund_family_id", "name") DO NOTHING;
