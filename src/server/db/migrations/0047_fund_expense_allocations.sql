CREATE TABLE "fund_expense_allocations" (
	"fund_family_event_id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"fund_family_id" uuid NOT NULL,
	"transaction_code_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fund_expense_allocations" ADD CONSTRAINT "fund_expense_allocations_fund_family_event_id_fund_family_events_id_fk" FOREIGN KEY ("fund_family_event_id") REFERENCES "public"."fund_family_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_expense_allocations" ADD CONSTRAINT "fund_expense_allocations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_expense_allocations" ADD CONSTRAINT "fund_expense_allocations_fund_family_id_fund_families_id_fk" FOREIGN KEY ("fund_family_id") REFERENCES "public"."fund_families"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_expense_allocations" ADD CONSTRAINT "fund_expense_allocations_transaction_code_id_transaction_codes_id_fk" FOREIGN KEY ("transaction_code_id") REFERENCES "public"."transaction_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fund_expense_allocations_family_idx" ON "fund_expense_allocations" USING btree ("customer_id","fund_family_id");