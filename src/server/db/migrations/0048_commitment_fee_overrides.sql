CREATE TABLE "commitment_fee_overrides" (
	"customer_id" uuid NOT NULL,
	"commitment_id" uuid NOT NULL,
	"fee_id" uuid NOT NULL,
	"rates" jsonb NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commitment_fee_overrides_commitment_id_fee_id_pk" PRIMARY KEY("commitment_id","fee_id")
);
--> statement-breakpoint
ALTER TABLE "commitment_fee_overrides" ADD CONSTRAINT "commitment_fee_overrides_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commitment_fee_overrides" ADD CONSTRAINT "commitment_fee_overrides_commitment_id_commitments_id_fk" FOREIGN KEY ("commitment_id") REFERENCES "public"."commitments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commitment_fee_overrides" ADD CONSTRAINT "commitment_fee_overrides_fee_id_fees_id_fk" FOREIGN KEY ("fee_id") REFERENCES "public"."fees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commitment_fee_overrides" ADD CONSTRAINT "commitment_fee_overrides_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commitment_fee_overrides" ADD CONSTRAINT "commitment_fee_overrides_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commitment_fee_overrides_fee_idx" ON "commitment_fee_overrides" USING btree ("customer_id","fee_id");--> statement-breakpoint
-- Issue 20: a fee charge's and a draft call's computed runs are kept while the customer's data
-- is unchanged (customer_data_changes); they read a commitment's own fee rates now, so a change
-- to them is noted like one to a class's.
CREATE TRIGGER commitment_fee_overrides_changes_insert AFTER INSERT ON commitment_fee_overrides
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_data_changes_follow();
--> statement-breakpoint
CREATE TRIGGER commitment_fee_overrides_changes_update AFTER UPDATE ON commitment_fee_overrides
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_data_changes_follow();
--> statement-breakpoint
CREATE TRIGGER commitment_fee_overrides_changes_delete AFTER DELETE ON commitment_fee_overrides
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_data_changes_follow();
